import AssetCatalog
import JSON
import Screens
import Spelling

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
                let prefix = "\(folder)/\(set.folder)"
                let file = prefix + "/Contents.json"
                var served: [Int: ImageRenditions.File] = [:]
                for (index, rendition) in set.renditions.enumerated() {
                    guard let kind = ImageKind(sniffing: rendition.bytes) else {
                        issues.append(CatalogIssue(file: file, path: JSONPath.member(JSONPath.index("images", rendition.entry), "filename"),
                                                   reason: "\(JSONPath.quoted(rendition.fileName)) is not a \(ImageKind.names) image"))
                        continue
                    }
                    let servedName = prefix + "/" + rendition.fileName
                    library.files[servedName] = Assets.File(body: rendition.bytes, contentType: kind.contentType)
                    served[index] = ImageRenditions.File(scale: rendition.scale, name: servedName)
                }
                func files(_ idiom: Idiom, _ luminosity: Luminosity) -> [ImageRenditions.File] {
                    set.renditions(idiom: idiom, luminosity: luminosity).compactMap { rendition in
                        set.renditions.firstIndex(of: rendition).flatMap { served[$0] }
                    }
                }
                let size = set.renditions(idiom: .iphone, luminosity: .light).lazy.compactMap { rendition in
                    Self.pngSize(rendition.bytes).map { ImageRenditions.Size(width: $0.width / Double(rendition.scale ?? 1),
                                                                             height: $0.height / Double(rendition.scale ?? 1)) }
                }.first
                let renditions = ImageRenditions(phoneLight: files(.iphone, .light), phoneDark: files(.iphone, .dark),
                                                 padLight: files(.ipad, .light), padDark: files(.ipad, .dark), isTemplate: set.isTemplate,
                                                 size: size)
                guard !renditions.phoneLight.isEmpty || !renditions.padLight.isEmpty else {
                    if !set.renditions.isEmpty || issues.isEmpty {
                        issues.append(CatalogIssue(file: file, path: "images", reason: "has no universal, iPhone or iPad image with a file"))
                    }
                    continue
                }
                library.images[name] = ImageReference(catalog: name, renditions: renditions.phoneLight.isEmpty
                    ? ImageRenditions(phoneLight: renditions.padLight, phoneDark: renditions.padDark, padLight: renditions.padLight,
                                      padDark: renditions.padDark, isTemplate: set.isTemplate, size: renditions.size)
                    : renditions)
            }
        }
        guard issues.isEmpty else { throw .invalid(issues) }
        return library
    }

    /// A PNG's width and height in pixels, from its header (`IHDR`, the first chunk).
    private static func pngSize(_ bytes: [UInt8]) -> (width: Double, height: Double)? {
        guard ImageKind(sniffing: bytes) == .png, bytes.count >= 24 else { return nil }
        let number = { (offset: Int) in bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (Double(number(16)), Double(number(20)))
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

    /// `", did you mean \"Brand/Primary\"?"` for the catalog colour nearest `name`, or nothing.
    func nearestColor(to name: String) -> String? {
        Spelling.nearest(to: name, in: colors.keys.sorted(), maximumEdits: max(2, name.count / 3))
    }

    /// The catalog image nearest `name`, if one is close.
    func nearestImage(to name: String) -> String? {
        Spelling.nearest(to: name, in: images.keys.sorted(), maximumEdits: max(2, name.count / 3))
    }
}
