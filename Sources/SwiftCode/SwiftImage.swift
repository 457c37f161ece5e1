import Screens

/// A placeholder's picture as the app names it: an SF Symbol by the name the fixtures give it
/// (`systemImage`) or for a built-in picture that has one, else an image of the app's asset catalog by name.
enum SwiftImage {
    /// What a picture is in the app.
    enum Name: Equatable {
        /// An SF Symbol (`tray`).
        case symbol(String)
        /// An image of the app (`EmptyInbox`, `box` for `img/box.svg`).
        case named(String)
    }

    /// The SF Symbols that draw ListPreview's built-in placeholder pictures.
    private static let symbols: [String: String] = [
        "states/empty.svg": "tray",
        "states/network.svg": "wifi.slash",
        "states/error.svg": "exclamationmark.triangle",
        "states/search.svg": "magnifyingglass",
    ]

    /// The image's name in the app: a catalog image by its own name, a file by its name without
    /// folder or extension (as it would be added to the app's catalog).
    static func name(_ image: ImageReference) -> Name {
        if image.origin == .symbol { return .symbol(image.name) }
        if image.origin == .builtIn, let symbol = symbols[image.name] { return .symbol(symbol) }
        guard image.origin != .catalog else { return .named(image.name) }
        let file = image.name.split(separator: "/").last.map(String.init) ?? image.name
        let stem = file.split(separator: ".", omittingEmptySubsequences: false).dropLast()
        return .named(stem.isEmpty ? file : stem.joined(separator: "."))
    }

    /// `UIImage(systemName: "tray")` or `UIImage(named: "EmptyInbox")`.
    static func uiImage(_ image: ImageReference) -> String {
        switch name(image) {
        case let .symbol(symbol): "UIImage(systemName: \(SwiftLiteral.string(symbol)))"
        case let .named(named): "UIImage(named: \(SwiftLiteral.string(named)))"
        }
    }

    /// `Image(systemName: "tray")` or `Image("EmptyInbox")`.
    static func image(_ image: ImageReference) -> String {
        switch name(image) {
        case let .symbol(symbol): "Image(systemName: \(SwiftLiteral.string(symbol)))"
        case let .named(named): "Image(\(SwiftLiteral.string(named)))"
        }
    }
}
