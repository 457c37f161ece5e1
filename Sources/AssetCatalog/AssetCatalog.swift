import FileSystem
import FoundationEssentials
import JSON
import Symbols

/// An Xcode asset catalog (`Assets.xcassets`) as Xcode writes it: its colour sets and image sets by
/// name, read whole, once. A folder with `provides-namespace` prefixes the names inside it
/// (`Brand/Primary`); other folders only group. Image files are read here, so nothing is read per
/// request; what the catalog holds for other platforms (Mac, Watch, TV…) is skipped.
///
/// As Xcode builds an app whose catalog has a set it cannot use, a set that cannot be drawn does
/// not refuse the catalog: it is kept in ``unusableColors`` or ``unusableImages`` with why, said
/// once in ``warnings`` (unless UIKit on iPhone could not load it either, as a set with only Apple
/// Watch images), and only a fixture naming it is an error.
public struct AssetCatalog: Sendable, Equatable {
    /// The catalog folder as given (relative to the current directory when given so): messages
    /// name each file by this path and the file's path inside the catalog.
    public let path: String
    /// Colour sets by full name (`AccentColor`, `Brand/Primary`). A set with no colour at all
    /// (Xcode's template `AccentColor`) is here with no entries: UIKit's default tint.
    public var colors: [String: ColorSet] = [:]
    /// Image sets by full name (`EmptyInbox`, `Brand/Logo`), those whose only files are PDFs included
    /// (no ``ImageSet/renditions``, their ``ImageSet/vectorFiles`` read).
    public var images: [String: ImageSet] = [:]
    /// The app's own SF Symbols (`.symbolset`), by full name: their templates, read.
    public var symbols: [String: SymbolTemplate] = [:]
    /// Colour sets that cannot be drawn, by full name, with every reason.
    public var unusableColors: [String: [CatalogIssue]] = [:]
    /// Image sets that cannot be drawn, by full name, with every reason.
    public var unusableImages: [String: [CatalogIssue]] = [:]
    /// Every folder and file read, for a watcher: a change to any of them (or a file appearing in a
    /// folder) reloads the catalog.
    public var files: [String] = []
    /// What loads but is not drawn as the app draws it, one note each: an image set with only a PDF,
    /// a malformed `Contents.json`, a missing file.
    public var warnings: [CatalogIssue] = []

    /// The largest file in a catalog that is read, in bytes (16 MiB, as for the user's images).
    public static let largestFile = 16 << 20

    /// Reads the catalog at `path`, every set's problems noted at once; refused only when the folder
    /// itself cannot be read.
    public static func load(_ path: String) throws(CatalogError) -> AssetCatalog {
        var loader = CatalogLoader(root: path)
        return try loader.load()
    }

    /// Whether `path` names an asset catalog folder (by its extension, as Xcode does).
    public static func isCatalog(_ path: String) -> Bool {
        path.hasSuffix(".xcassets") || path.hasSuffix(".xcassets/")
    }
}

/// One problem in a catalog: the file, the JSON path inside it (empty for the file as a whole) and why.
public struct CatalogIssue: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file or folder: the catalog's path as given, then the path inside it.
    public let file: String
    /// The JSON path in the file, or empty.
    public let path: String
    /// What is wrong.
    public let reason: String

    public init(file: String, path: String, reason: String) {
        self.file = file
        self.path = path
        self.reason = reason
    }

    /// `Assets.xcassets/Brand/Primary.colorset/Contents.json: colors[0].color.components.red: expected …`.
    public var description: String { path.isEmpty ? "\(file): \(reason)" : "\(file): \(path): \(reason)" }
}

/// Why a catalog cannot be used.
public enum CatalogError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The catalog's folder cannot be read.
    case unreadable(path: String, reason: String)
    /// A set's `Contents.json` is not what Xcode writes (from ``AssetCatalog/decodeColorSet(contents:)``
    /// and ``AssetCatalog/decodeImageSet(contents:)``), or several catalogs cannot be read.
    case invalid([CatalogIssue])

    public var description: String {
        switch self {
        case let .unreadable(path, reason): "cannot read the asset catalog \(path): \(reason)"
        case let .invalid(issues):
            "cannot use the asset catalogs (\(issues.count) problem\(issues.count == 1 ? "" : "s")):\n"
                + issues.map { "  \($0)" }.joined(separator: "\n")
        }
    }
}

extension AssetCatalog {
    /// Decodes one colour set's `Contents.json` alone, as the catalog's walk does: the colour set,
    /// or the problems, each with its JSON path. For fuzzing and tests.
    public static func decodeColorSet(contents bytes: [UInt8]) -> Result<ColorSet, CatalogError> {
        decode(bytes) { document in
            var reader = ColorSetReader()
            return (reader.colorSet(document), reader.reader.issues)
        }
    }

    /// Decodes one image set's `Contents.json` alone (its files are not read).
    public static func decodeImageSet(contents bytes: [UInt8]) -> Result<ImageSet, CatalogError> {
        decode(bytes) { document in
            var reader = ImageSetReader()
            return (reader.imageSet(document), reader.reader.issues)
        }
    }

    /// Parses `bytes` and reads the set from them with `read`, which gives the set and its problems.
    private static func decode<Set>(_ bytes: [UInt8], _ read: (JSONValue) -> (Set?, [JSONIssue])) -> Result<Set, CatalogError> {
        guard let document = try? JSONParser.parse(bytes) else {
            return .failure(.invalid([CatalogIssue(file: "Contents.json", path: "", reason: "not JSON")]))
        }
        let (set, found) = read(document)
        let issues = found.map { CatalogIssue(file: "Contents.json", path: $0.path, reason: $0.reason) }
        guard issues.isEmpty, let set else { return .failure(.invalid(issues)) }
        return .success(set)
    }
}
