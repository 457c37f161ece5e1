import FileSystem
import FoundationEssentials
import JSON

/// Walks a catalog folder: folders group (or, with `provides-namespace`, name) what is inside,
/// `.colorset` and `.imageset` folders are read with their `Contents.json`, and any other set
/// (`.appiconset`, `.symbolset`, `.dataset`…) is skipped, as it draws nothing in a list.
struct CatalogLoader {
    let root: String
    private var catalog: AssetCatalog
    private var issues: [CatalogIssue] = []

    init(root: String) {
        self.root = root.hasSuffix("/") ? String(root.dropLast()) : root
        catalog = AssetCatalog(path: self.root)
    }

    mutating func load() throws(CatalogError) -> AssetCatalog {
        guard Self.isDirectory(root) else { throw .unreadable(path: root, reason: "no such folder") }
        try walk(root, namespace: "")
        guard issues.isEmpty else { throw .invalid(issues) }
        return catalog
    }

    /// The folder at `folder`, whose sets are named under `namespace` (`""` or `Brand/`).
    private mutating func walk(_ folder: String, namespace: String) throws(CatalogError) {
        catalog.files.append(folder)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
            throw .unreadable(path: folder, reason: "cannot list it")
        }
        for name in names.sorted() where !name.hasPrefix(".") {
            let path = folder + "/" + name
            guard Self.isDirectory(path), !Self.isLink(path) else { continue }
            if name.hasSuffix(".colorset") {
                readSet(path) { loader, document, file in
                    var reader = ColorSetReader()
                    let set = reader.colorSet(document)
                    loader.note(reader.reader, file: file)
                    guard var set else { return }
                    set.folder = loader.relative(path)
                    loader.catalog.colors[namespace + String(name.dropLast(".colorset".count))] = set
                }
            } else if name.hasSuffix(".imageset") {
                readSet(path) { loader, document, file in
                    var reader = ImageSetReader(folder: path)
                    let set = reader.imageSet(document)
                    loader.note(reader.reader, file: file)
                    if let pdf = reader.pdfOnly { loader.catalog.warnings.append(CatalogIssue(file: file, path: "", reason: pdf)) }
                    guard var set else { return }
                    set.folder = loader.relative(path)
                    loader.readFiles(of: &set, folder: path)
                    loader.catalog.images[namespace + String(name.dropLast(".imageset".count))] = set
                }
            } else if !Self.setsDrawingNothing.contains(where: { name.hasSuffix($0) }) {
                // A group (a plain folder, one with a dot in its name, or a sprite atlas, whose image
                // sets UIKit loads by name too): it names what is inside only if its Contents.json says so.
                let provides = folderProvidesNamespace(path)
                try walk(path, namespace: provides ? namespace + name + "/" : namespace)
            }
        }
    }

    /// The kinds of set that draw nothing in a list (app icons, symbols, data, AR, textures,
    /// stickers…), skipped whole.
    static let setsDrawingNothing = [".appiconset", ".iconset", ".symbolset", ".dataset", ".launchimage", ".arimageset",
                                     ".arresourcegroup", ".textureset", ".cubetextureset", ".mipmapset", ".stickerpack",
                                     ".sticker", ".stickersequence", ".brandassets", ".imagestack", ".imagestacklayer",
                                     ".complicationset", ".appleevents", ".gcdashboardimage", ".gcleaderboard", ".gcleaderboardset"]

    /// Reads `folder/Contents.json` and hands it to `read`; a missing or malformed one is a problem.
    private mutating func readSet(_ folder: String, _ read: (inout CatalogLoader, JSONValue, String) -> Void) {
        let file = folder + "/Contents.json"
        catalog.files.append(file)
        guard let document = document(at: file) else { return }
        read(&self, document, shown(file))
    }

    /// The parsed file, or `nil` with the problem noted.
    private mutating func document(at file: String) -> JSONValue? {
        let bytes: [UInt8]
        do {
            bytes = try FileReader.read(file, limit: 1 << 20)
        } catch {
            issues.append(CatalogIssue(file: shown(file), path: "", reason: error.predicate))
            return nil
        }
        do {
            return try JSONParser.parse(bytes)
        } catch {
            issues.append(CatalogIssue(file: shown(file), path: "", reason: "not JSON: \(error)"))
            return nil
        }
    }

    /// Whether a group folder's `Contents.json` sets `properties.provides-namespace`.
    private mutating func folderProvidesNamespace(_ folder: String) -> Bool {
        let file = folder + "/Contents.json"
        guard FileManager.default.fileExists(atPath: file) else { return false }
        catalog.files.append(file)
        guard let document = document(at: file) else { return false }
        var reader = JSONReader()
        var provides = false
        if let fields = reader.members(document, at: ""), let properties = fields["properties"],
           let members = reader.members(properties, at: "properties"), let value = members["provides-namespace"] {
            provides = reader.bool(value, at: "properties.provides-namespace") ?? false
        }
        note(reader, file: shown(file))
        return provides
    }

    /// Reads every rendition's file, refusing one outside the set's folder, missing or too large.
    private mutating func readFiles(of set: inout ImageSet, folder: String) {
        let file = shown(folder + "/Contents.json")
        for index in set.renditions.indices {
            let name = set.renditions[index].fileName
            let path = folder + "/" + name
            let where_ = JSONPath.member(JSONPath.index("images", set.renditions[index].entry), "filename")
            guard !name.contains("/"), name != "..", name != "." else {
                issues.append(CatalogIssue(file: file, path: where_, reason: "expected a file name in the image set's folder, got \(JSONPath.quoted(name))"))
                continue
            }
            catalog.files.append(path)
            do {
                set.renditions[index].bytes = try FileReader.read(path, limit: AssetCatalog.largestFile)
            } catch {
                issues.append(CatalogIssue(file: file, path: where_, reason: "\(JSONPath.quoted(name)) \(error.predicate)"))
            }
        }
    }

    private mutating func note(_ reader: JSONReader, file: String) {
        issues += reader.issues.map { CatalogIssue(file: file, path: $0.path, reason: $0.reason) }
        catalog.warnings += reader.warnings.map { CatalogIssue(file: file, path: $0.path, reason: $0.reason) }
    }

    /// `path` under the catalog's folder (`Brand/Primary.colorset`).
    func relative(_ path: String) -> String {
        path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
    }

    /// `path` as shown in messages: under the catalog's folder name (`Assets.xcassets/Brand/…`).
    private func shown(_ path: String) -> String {
        let base = root.split(separator: "/").last.map(String.init) ?? root
        return path.hasPrefix(root) ? base + path.dropFirst(root.count) : path
    }

    private static func isDirectory(_ path: String) -> Bool {
        var isDirectory = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory
    }

    /// Whether `path` is a symbolic link: a catalog's folders are walked without following links,
    /// so a link cannot lead the walk out of the catalog or round in a loop.
    private static func isLink(_ path: String) -> Bool {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil
    }
}
