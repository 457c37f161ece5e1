import Screens
import Spelling
import Strings

/// What an edit may name: the pictures and colours the app has, for checking a value and for the
/// form's pickers.
public struct EditResources: Sendable {
    /// The built-in pictures a placeholder may show (`states/empty.svg`, `examples/icon-bell.svg`).
    public let builtInImages: [String]
    /// The user's files beside the fixtures that the app serves (`img/box.svg`).
    public let userImages: [String]
    /// The asset catalogs' image sets, by name.
    public let catalogImages: [String: ImageReference]
    /// The asset catalogs' colour sets, by name.
    public let catalogColors: [String: ThemedColor]
    /// The text of a key of the app's strings in a table, in each of their languages, its formats
    /// filled from the arguments; `nil`: the app has no strings.
    public let keyedText: (@Sendable (_ key: String, _ table: String, _ arguments: [FormatArgument]) -> LocalizedText?)?

    /// The pictures and colours of an app serving `assets`, with `catalogColors`, and its strings' texts by key.
    public init(assets: Assets, catalogColors: [String: ThemedColor] = [:],
                keyedText: (@Sendable (_ key: String, _ table: String, _ arguments: [FormatArgument]) -> LocalizedText?)? = nil) {
        self.keyedText = keyedText
        builtInImages = assets.imageNames.filter { name in ["states/", "examples/"].contains { name.hasPrefix($0) } || name == "empty.svg" }.sorted()
        // The catalogs' own files are served beside the user's; they are picked by their set's name.
        userImages = assets.images.keys.filter { !$0.contains(".xcassets/") }.sorted()
        catalogImages = assets.catalogImages
        self.catalogColors = catalogColors
    }

    /// Every image name the picker offers: the catalogs' sets, the user's files, then the built-in pictures.
    public var imageNames: [String] {
        catalogImages.keys.sorted() + userImages + builtInImages
    }

    /// The colour names the picker suggests: the catalogs' sets, then UIKit's.
    public var colorNames: [String] {
        catalogColors.keys.sorted() + NamedColor.names
    }

    /// The image a fixture names `name`, looked up as the fixtures reader does: a catalog set first, then a file.
    func image(_ name: String, parameter: String) throws(EditError) -> ImageReference {
        if let image = catalogImages[name] { return image }
        if userImages.contains(name) { return ImageReference(.user, name) }
        if builtInImages.contains(name) { return .builtIn(name) }
        let hint = Spelling.nearestName(to: name, in: imageNames).map { " Did you mean \($0)?" } ?? ""
        throw EditError("“\(name)” is not an image this app has for \(parameter).\(hint) The images: \(imageNames.joined(separator: ", ")).")
    }

    /// The colour `value` names: a catalog set, a UIKit name (`label@0.6`) or hex, the same in both appearances.
    func color(_ value: String, parameter: String) throws(EditError) -> ThemedColor {
        if let hex = Color(hex: value) { return ThemedColor(hex) }
        if let color = catalogColors[value] { return color.named(.catalog(value)) }
        switch NamedColor.resolve(value) {
        case let .success(color):
            return color
        case .failure(.badAlpha):
            throw EditError("“\(value)” for \(parameter): after “@” comes an alpha from 0 to 1, as in lightGray@0.6.")
        case .failure(.unknown):
            let hint = Spelling.nearestName(to: value, in: colorNames).map { " Did you mean \($0)?" } ?? ""
            throw EditError("“\(value)” is not a colour for \(parameter).\(hint) Write #rrggbb, a UIKit colour name (systemRed, label@0.6)"
                + (catalogColors.isEmpty ? "." : " or a colour set of the app: \(catalogColors.keys.sorted().joined(separator: ", "))."))
        }
    }
}
