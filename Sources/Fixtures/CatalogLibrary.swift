import AssetCatalog
import JSON
import PNG
import Screens

/// The app's asset catalogs, read and resolved into what pages draw: each colour set as a
/// ``ThemedColor`` (per device family, appearance and contrast), each image set as a catalog
/// ``ImageReference`` whose files are served under `/assets/`. Names are looked up here before
/// UIKit's colour names and the built-in images.
public struct CatalogLibrary: Sendable {
    /// Colours by name (`AccentColor`, `Brand/Primary`).
    public private(set) var colors: [String: ThemedColor] = [:]
    /// Images by name (`EmptyInbox`, `Brand/Logo`).
    public private(set) var images: [String: ImageReference] = [:]
    /// Colour sets that cannot be drawn, by name, and why (each problem with its file and JSON path):
    /// a fixture naming one is an error saying so. A name one catalog draws is not here.
    public private(set) var unusableColors: [String: String] = [:]
    /// Image sets that cannot be drawn, by name, and why.
    public private(set) var unusableImages: [String: String] = [:]
    /// Image sets browsers cannot draw as they are (PDF-only sets, HEIC photos), by name: converted
    /// to PNG when a fixture names one (``convertedImage(_:)``), not before, so an icon-heavy app
    /// loads without drawing 500 PDFs it does not show.
    public private(set) var convertible: [String: Convertible] = [:]
    /// The images' files, by their name under `/assets/` (`Assets.xcassets/EmptyInbox.imageset/empty@2x.png`).
    public private(set) var files: [String: Assets.File] = [:]
    /// Every folder and file read, for `--watch`.
    public private(set) var watched: [String] = []
    /// What loads but is not drawn as the app draws it, one line each.
    public private(set) var warnings: [CatalogIssue] = []

    /// No catalogs.
    public init() {}

    /// Reads the catalogs at `paths`: what cannot be drawn is noted (and unusable by name), so only
    /// a catalog folder that cannot be read refuses them, every such folder at once.
    public static func load(_ paths: [String]) throws(CatalogError) -> CatalogLibrary {
        var library = CatalogLibrary()
        var refused: CatalogError?
        var unreadable: [CatalogIssue] = []
        for path in paths {
            do {
                library.add(try AssetCatalog.load(path))
            } catch {
                refused = refused ?? error
                if case let .unreadable(folder, reason) = error {
                    unreadable.append(CatalogIssue(file: folder, path: "", reason: "cannot read the asset catalog: \(reason)"))
                }
            }
        }
        if unreadable.count > 1 { throw .invalid(unreadable) }
        if let refused { throw refused }
        // A name another catalog draws is not unusable: the first drawable one is taken, as here.
        for name in library.colors.keys { library.unusableColors[name] = nil }
        for name in library.images.keys { library.unusableImages[name] = nil }
        for name in library.convertible.keys { library.unusableImages[name] = nil }
        return library
    }

    /// Adds `catalog`'s sets under names not taken by an earlier catalog.
    private mutating func add(_ catalog: AssetCatalog) {
        watched += catalog.files
        warnings += catalog.warnings
        for (name, problems) in catalog.unusableColors.sorted(by: { $0.key < $1.key }) where unusableColors[name] == nil {
            unusableColors[name] = Self.why(problems)
        }
        for (name, problems) in catalog.unusableImages.sorted(by: { $0.key < $1.key }) where unusableImages[name] == nil {
            unusableImages[name] = Self.why(problems)
        }
        let folder = String(catalog.path.split(separator: "/").last ?? "Assets.xcassets")
        for (name, set) in catalog.colors.sorted(by: { $0.key < $1.key }) where colors[name] == nil {
            switch Self.color(set) {
            case let .success(color):
                colors[name] = color
            case let .failure(issue):
                let problem = CatalogIssue(file: "\(catalog.path)/\(set.folder)/Contents.json", path: issue.path, reason: issue.reason)
                warnings.append(problem)
                unusableColors[name] = unusableColors[name] ?? Self.why([problem])
            }
        }
        // The app's own symbols, drawn from their templates, by name as `Image("Rocket")` loads them.
        for (name, template) in catalog.symbols.sorted(by: { $0.key < $1.key }) where images[name] == nil {
            images[name] = ImageReference(catalog: name, symbol: template)
        }
        for (name, set) in catalog.images.sorted(by: { $0.key < $1.key }) where images[name] == nil && convertible[name] == nil {
            if Self.needsConversion(set) {
                convertible[name] = Convertible(set: set, catalog: catalog.path, served: folder)
                continue
            }
            let made = Self.image(name, set, catalog: catalog.path, served: folder)
            files.merge(made.files) { first, _ in first }
            warnings += made.problems
            if let reference = made.reference {
                images[name] = reference
            } else {
                unusableImages[name] = unusableImages[name] ?? Self.why(made.problems)
            }
        }
    }

    /// A set's problems as one reason: `Assets.xcassets/A.colorset/Contents.json: colors[0]…: expected …`.
    private static func why(_ problems: [CatalogIssue]) -> String {
        problems.map(\.description).joined(separator: "; ")
    }

    /// An image set as a catalog image and its files, by their name under `/assets/` (`served`, the
    /// catalog folder's name, then the set's folder); a file that is not an image is left out with a
    /// problem. No reference, with the problems, when nothing is left to draw.
    static func image(_ name: String, _ set: ImageSet, catalog: String, served folder: String)
        -> (reference: ImageReference?, files: [String: Assets.File], problems: [CatalogIssue]) {
        let contents = "\(catalog)/\(set.folder)/Contents.json"
        let prefix = "\(folder)/\(set.folder)"
        var drawable = set
        drawable.renditions = []
        var files: [String: Assets.File] = [:]
        var problems: [CatalogIssue] = []
        var served: [Int: [Int?: ImageRenditions.File]] = [:]
        for rendition in set.renditions {
            guard let kind = ImageKind(sniffing: rendition.bytes) else {
                problems.append(CatalogIssue(file: contents, path: JSONPath.member(JSONPath.index("images", rendition.entry), "filename"),
                                             reason: "\(JSONPath.quoted(rendition.fileName)) is not a \(ImageKind.names) image"))
                continue
            }
            let servedName = prefix + "/" + rendition.fileName
            files[servedName] = Assets.File(body: rendition.bytes, contentType: kind.contentType)
            served[rendition.entry, default: [:]][rendition.scale] = ImageRenditions.File(scale: rendition.scale, name: servedName)
            drawable.renditions.append(rendition)
        }
        guard !drawable.renditions.isEmpty else {
            if problems.isEmpty { problems.append(CatalogIssue(file: contents, path: "images", reason: "has no image file to draw")) }
            return (nil, files, problems)
        }
        // An iPad-only set draws its iPad files on iPhone too.
        let phoneIdiom: Idiom = drawable.renditions(idiom: .iphone, luminosity: .light).isEmpty ? .ipad : .iphone
        func drawn(_ idiom: Idiom, _ luminosity: Luminosity) -> [ImageRenditions.File] {
            drawable.renditions(idiom: idiom, luminosity: luminosity).compactMap { served[$0.entry]?[$0.scale] }
        }
        let phone = (light: drawn(phoneIdiom, .light), dark: drawn(phoneIdiom, .dark))
        guard !phone.light.isEmpty else {
            // Only dark-appearance files: UIKit in light appearance has nothing to draw either.
            problems.append(CatalogIssue(file: contents, path: "images", reason: "has no image for the light appearance (\"Any\"), only dark ones"))
            return (nil, files, problems)
        }
        // Its size in points, as UIKit's image view takes it: a PNG's pixels over its scale, an SVG's own size.
        let size = drawable.renditions(idiom: phoneIdiom, luminosity: .light).lazy.compactMap { rendition -> ImageRenditions.Size? in
            guard let pixels = try? PNGImage.size(of: rendition.bytes) else { return SVGSize.points(of: rendition.bytes) }
            let scale = Double(rendition.scale ?? 1)
            return ImageRenditions.Size(width: Double(pixels.width) / scale, height: Double(pixels.height) / scale)
        }.first
        let reference = ImageReference(catalog: name, renditions: ImageRenditions(
            phoneLight: phone.light, phoneDark: phone.dark, padLight: drawn(.ipad, .light), padDark: drawn(.ipad, .dark),
            isTemplate: set.isTemplate, size: size))
        return (reference, files, problems)
    }

    /// A colour set as a themed colour: no colour at all is UIKit's default tint (systemBlue); a
    /// reference to a system colour UIKit does not have is a problem.
    private static func color(_ set: ColorSet) -> Result<ThemedColor, JSONIssue> {
        guard !set.entries.isEmpty else { return NamedColor.resolve("tint").mapError { _ in JSONIssue(path: "colors", reason: "") } }
        // An iPad-only set draws its iPad colours on iPhone too, as its images do.
        let phone: Idiom = set.color(idiom: .iphone, luminosity: .light, highContrast: false) == nil ? .ipad : .iphone
        var problem: JSONIssue?
        let themed = ThemedColor { traits in
            let catalogColor = set.color(idiom: traits.pad ? .ipad : phone, luminosity: traits.dark ? .dark : .light,
                                         highContrast: traits.highContrast)
            switch catalogColor {
            case let .components(space, red, green, blue, alpha):
                return Color(wideColor(space: space, red: red, green: green, blue: blue, alpha: alpha))
            case let .system(name):
                switch NamedColor.resolve(name) {
                case let .success(system):
                    return system.color(ThemedColor.Traits(pad: traits.pad, dark: traits.dark, highContrast: traits.highContrast))
                case let .failure(failure):
                    let index = set.entries.firstIndex { $0.color == catalogColor } ?? 0
                    var suggestion = ""
                    if case let .unknown(nearest?) = failure { suggestion = "; did you mean \"\(nearest)Color\"?" }
                    problem = JSONIssue(path: JSONPath.member(JSONPath.member(JSONPath.index("colors", index), "color"), "reference"),
                                        reason: "\(JSONPath.quoted(name + "Color")) is not a UIKit system colour\(suggestion)")
                    return Color(red: 0, green: 0, blue: 0)
                }
            case nil:
                problem = JSONIssue(path: "colors", reason: "has no universal, iPhone or iPad colour for the light appearance (\"Any\")")
                return Color(red: 0, green: 0, blue: 0)
            }
        }
        return problem.map { .failure($0) } ?? .success(themed)
    }

    /// Catalog components as a colour CSS can draw: grey as equal red, green and blue, linear light encoded.
    private static func wideColor(space: ColorSpace, red: Double, green: Double, blue: Double, alpha: Double) -> WideColor {
        switch space {
        case .displayP3: WideColor(space: .displayP3, red: red, green: green, blue: blue, alpha: alpha)
        case .extendedLinearSRGB: WideColor.fromLinearSRGB(red: red, green: green, blue: blue, alpha: alpha)
        case .srgb, .extendedSRGB, .extendedGray: WideColor(space: .sRGB, red: red, green: green, blue: blue, alpha: alpha)
        // Generic Gray Gamma 2.2: the white value is light raised to 1/2.2, not sRGB's curve.
        case .grayGamma22:
            WideColor.fromLinearSRGB(red: WideColor.gamma22(red), green: WideColor.gamma22(green), blue: WideColor.gamma22(blue), alpha: alpha)
        }
    }

    /// The first few of `names`, sorted, for a message: `AccentColor, Brand/Primary, Paper…`.
    static func listing(_ names: some Collection<String>) -> String {
        names.sorted().prefix(5).joined(separator: ", ") + (names.count > 5 ? "…" : "")
    }
}
