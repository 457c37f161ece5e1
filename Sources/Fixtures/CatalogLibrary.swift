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
    /// The images' files, by their name under `/assets/` (`Assets.xcassets/EmptyInbox.imageset/empty@2x.png`).
    public private(set) var files: [String: Assets.File] = [:]
    /// Every folder and file read, for `--watch`.
    public private(set) var watched: [String] = []
    /// What loads but is not drawn as the app draws it, one line each.
    public private(set) var warnings: [CatalogIssue] = []

    /// No catalogs.
    public init() {}

    /// Reads the catalogs at `paths`, all or nothing: every problem of every catalog at once.
    public static func load(_ paths: [String]) throws(CatalogError) -> CatalogLibrary {
        var library = CatalogLibrary()
        var issues: [CatalogIssue] = []
        for path in paths {
            let catalog: AssetCatalog
            do {
                catalog = try AssetCatalog.load(path)
            } catch {
                if case let .invalid(found) = error {
                    issues += found
                    continue
                }
                throw error
            }
            library.watched += catalog.files
            library.warnings += catalog.warnings
            let folder = String(catalog.path.split(separator: "/").last ?? "Assets.xcassets")
            for (name, set) in catalog.colors.sorted(by: { $0.key < $1.key }) {
                switch Self.color(set) {
                case let .success(color): library.colors[name] = library.colors[name] ?? color
                case let .failure(issue): issues.append(CatalogIssue(file: "\(folder)/\(set.folder)/Contents.json", path: issue.path, reason: issue.reason))
                }
            }
            for (name, set) in catalog.images.sorted(by: { $0.key < $1.key }) where library.images[name] == nil {
                library.images[name] = library.image(name, set, folder: folder, issues: &issues)
            }
        }
        guard issues.isEmpty else { throw .invalid(issues) }
        return library
    }

    /// An image set as a catalog image, its files added to ``files``; `nil`, with the problem noted,
    /// when it has no file to draw or a file that is not an image.
    private mutating func image(_ name: String, _ set: ImageSet, folder: String, issues: inout [CatalogIssue]) -> ImageReference? {
        let prefix = "\(folder)/\(set.folder)"
        var served: [Int: ImageRenditions.File] = [:]
        var notImages = false
        for rendition in set.renditions {
            guard let kind = ImageKind(sniffing: rendition.bytes) else {
                issues.append(CatalogIssue(file: prefix + "/Contents.json", path: JSONPath.member(JSONPath.index("images", rendition.entry), "filename"),
                                           reason: "\(JSONPath.quoted(rendition.fileName)) is not a \(ImageKind.names) image"))
                notImages = true
                continue
            }
            let servedName = prefix + "/" + rendition.fileName
            files[servedName] = Assets.File(body: rendition.bytes, contentType: kind.contentType)
            served[rendition.entry] = ImageRenditions.File(scale: rendition.scale, name: servedName)
        }
        guard !notImages else { return nil }
        // An iPad-only set draws its iPad files on iPhone too.
        let phoneIdiom: Idiom = set.renditions(idiom: .iphone, luminosity: .light).isEmpty ? .ipad : .iphone
        func drawn(_ idiom: Idiom, _ luminosity: Luminosity) -> [ImageRenditions.File] {
            set.renditions(idiom: idiom, luminosity: luminosity).compactMap { served[$0.entry] }
        }
        let phone = (light: drawn(phoneIdiom, .light), dark: drawn(phoneIdiom, .dark))
        guard !phone.light.isEmpty else {
            issues.append(CatalogIssue(file: prefix + "/Contents.json", path: "images", reason: "has no universal, iPhone or iPad image with a file"))
            return nil
        }
        // Its size in points, as UIKit's image view takes it: a PNG's pixels over its scale, an SVG's own size.
        let size = set.renditions(idiom: phoneIdiom, luminosity: .light).lazy.compactMap { rendition -> ImageRenditions.Size? in
            (try? PNGImage.size(of: rendition.bytes)).map {
                ImageRenditions.Size(width: Double($0.width) / Double(rendition.scale ?? 1), height: Double($0.height) / Double(rendition.scale ?? 1))
            } ?? SVGSize.points(of: rendition.bytes)
        }.first
        return ImageReference(catalog: name, renditions: ImageRenditions(phoneLight: phone.light, phoneDark: phone.dark,
                                                                        padLight: drawn(.ipad, .light), padDark: drawn(.ipad, .dark),
                                                                        isTemplate: set.isTemplate, size: size))
    }

    /// A colour set as a themed colour; a reference to a system colour UIKit does not have is a problem.
    private static func color(_ set: ColorSet) -> Result<ThemedColor, JSONIssue> {
        var problem: JSONIssue?
        let themed = ThemedColor { traits in
            let catalogColor = set.color(idiom: traits.pad ? .ipad : .iphone, luminosity: traits.dark ? .dark : .light,
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
                problem = JSONIssue(path: "colors", reason: "has no universal, iPhone or iPad colour")
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
