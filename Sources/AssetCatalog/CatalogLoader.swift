import FileSystem
import FoundationEssentials
import JSON
import Symbols

/// Walks a catalog folder: folders group (or, with `provides-namespace`, name) what is inside,
/// `.colorset` and `.imageset` folders are read with their `Contents.json`, and any other set
/// (`.appiconset`, `.symbolset`, `.dataset`, image stacks…) is skipped, as it draws nothing in a list.
/// A set that cannot be drawn is kept as unusable with why; nothing but the catalog's own folder
/// being unreadable stops the walk, so every problem is noted at once.
struct CatalogLoader {
    let root: String
    private var catalog: AssetCatalog

    init(root: String) {
        self.root = root.hasSuffix("/") ? String(root.dropLast()) : root
        catalog = AssetCatalog(path: self.root)
    }

    mutating func load() throws(CatalogError) -> AssetCatalog {
        guard Self.isDirectory(root) else { throw .unreadable(path: root, reason: "no such folder") }
        guard (try? FileManager.default.contentsOfDirectory(atPath: root)) != nil else { throw .unreadable(path: root, reason: "cannot list it") }
        walk(root, namespace: "")
        return catalog
    }

    /// The folder at `folder`, whose sets are named under `namespace` (`""` or `Brand/`).
    private mutating func walk(_ folder: String, namespace: String) {
        catalog.files.append(folder)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
            catalog.warnings.append(CatalogIssue(file: folder, path: "", reason: "cannot be listed, so the sets in it are not read"))
            return
        }
        for name in names.sorted() where !name.hasPrefix(".") {
            let path = folder + "/" + name
            guard Self.isDirectory(path), !Self.isLink(path) else { continue }
            if name.hasSuffix(".colorset") {
                readColorSet(path, named: namespace + String(name.dropLast(".colorset".count)))
            } else if name.hasSuffix(".imageset") {
                readImageSet(path, named: namespace + String(name.dropLast(".imageset".count)))
            } else if name.hasSuffix(".symbolset") {
                readSymbolSet(path, named: namespace + String(name.dropLast(".symbolset".count)))
            } else if !Self.setsDrawingNothing.contains(where: { name.hasSuffix($0) }) {
                // A group (a plain folder, one with a dot in its name, or a sprite atlas, whose image
                // sets UIKit loads by name too): it names what is inside only if its Contents.json says so.
                let provides = folderProvidesNamespace(path)
                walk(path, namespace: provides ? namespace + name + "/" : namespace)
            }
        }
    }

    /// The kinds of set that draw nothing in a list (app icons, symbols, data, AR, textures,
    /// stickers, tvOS and visionOS image stacks with their layers…), skipped whole.
    static let setsDrawingNothing = [".appiconset", ".iconset", ".dataset", ".launchimage", ".arimageset",
                                     ".arresourcegroup", ".textureset", ".cubetextureset", ".mipmapset", ".stickerpack",
                                     ".sticker", ".stickersequence", ".brandassets", ".imagestack", ".imagestacklayer",
                                     ".solidimagestack", ".solidimagestacklayer", ".complicationset", ".appleevents",
                                     ".gcdashboardimage", ".gcleaderboard", ".gcleaderboardset"]

    /// A colour set: kept when it has a colour for iPhone or iPad (or none at all: the default tint),
    /// else unusable.
    private mutating func readColorSet(_ folder: String, named name: String) {
        let file = folder + "/Contents.json"
        var reader = ColorSetReader()
        var problems: [CatalogIssue] = []
        var read: ColorSet?
        if let document = document(at: file, problems: &problems) {
            read = reader.colorSet(document)
            problems += issues(of: reader.reader, file: file)
        }
        guard problems.isEmpty, var set = read else { return unusable(color: name, problems, noted: true) }
        if set.entries.isEmpty, !reader.otherIdioms.isEmpty {
            let only = "has only \(Self.listing(reader.otherIdioms)) colours, which UIKit on iPhone and iPad does not load"
            return unusable(color: name, [CatalogIssue(file: file, path: "colors", reason: only)], noted: false)
        }
        set.folder = relative(folder)
        catalog.colors[name] = set
    }

    /// An image set: kept with the files it could read when it has a file for iPhone or iPad (a PDF
    /// counts, to be noted where it is drawn), else unusable.
    private mutating func readImageSet(_ folder: String, named name: String) {
        let file = folder + "/Contents.json"
        var reader = ImageSetReader()
        var problems: [CatalogIssue] = []
        var read: ImageSet?
        if let document = document(at: file, problems: &problems) {
            read = reader.imageSet(document)
            problems += issues(of: reader.reader, file: file)
        }
        guard problems.isEmpty, var set = read else { return unusable(image: name, problems, noted: true) }
        set.renditions = readFiles(of: set.renditions, folder: folder, problems: &problems)
        set.vectorFiles = readFiles(of: set.vectorFiles, folder: folder, problems: &problems)
        catalog.warnings += problems
        if set.renditions.isEmpty, set.vectorFiles.isEmpty {
            if !problems.isEmpty { return unusable(image: name, problems, noted: false) }
            let reason = reader.otherIdioms.isEmpty
                ? "has no image file (every slot of it is empty)"
                : "has only \(Self.listing(reader.otherIdioms)) images, which UIKit on iPhone and iPad does not load"
            return unusable(image: name, [CatalogIssue(file: file, path: "images", reason: reason)], noted: false)
        }
        set.folder = relative(folder)
        catalog.images[name] = set
    }

    /// A symbol set: its template SVG (the universal one, the first its `Contents.json` lists), read
    /// and parsed; unusable, with why, when it cannot be drawn.
    private mutating func readSymbolSet(_ folder: String, named name: String) {
        let file = folder + "/Contents.json"
        var problems: [CatalogIssue] = []
        guard let document = document(at: file, problems: &problems) else { return unusable(image: name, problems, noted: true) }
        guard case let .array(entries)? = document["symbols"],
              let entry = entries.enumerated().first(where: { $0.element["filename"]?.stringValue != nil }),
              let fileName = entry.element["filename"]?.stringValue else {
            return unusable(image: name, [CatalogIssue(file: file, path: "symbols", reason: "names no template file")], noted: true)
        }
        let where_ = JSONPath.member(JSONPath.index("symbols", entry.offset), "filename")
        guard !fileName.contains("/"), fileName != "..", fileName != "." else {
            return unusable(image: name, [CatalogIssue(file: file, path: where_, reason: "expected a file name in the symbol set's folder, got \(JSONPath.quoted(fileName))")], noted: true)
        }
        let path = folder + "/" + fileName
        catalog.files.append(path)
        let bytes: [UInt8]
        do {
            bytes = try FileReader.read(path, limit: AssetCatalog.largestFile)
        } catch {
            return unusable(image: name, [CatalogIssue(file: file, path: where_, reason: "\(JSONPath.quoted(fileName)) \(error.predicate)")], noted: true)
        }
        switch SymbolTemplate.parse(String(decoding: bytes, as: UTF8.self)) {
        case let .success(template):
            catalog.symbols[name] = template
        case let .failure(problem):
            unusable(image: name, [CatalogIssue(file: relative(folder) + "/" + fileName, path: "", reason: problem.reason)], noted: true)
        }
    }

    /// Records a set that cannot be drawn; `noted`: said in the warnings too (not for what UIKit
    /// on iPhone could not load either).
    private mutating func unusable(color name: String, _ problems: [CatalogIssue], noted: Bool) {
        catalog.unusableColors[name] = problems
        if noted { catalog.warnings += problems }
    }

    private mutating func unusable(image name: String, _ problems: [CatalogIssue], noted: Bool) {
        catalog.unusableImages[name] = problems
        if noted { catalog.warnings += problems }
    }

    /// The parsed file, or `nil` with the problem in `problems`.
    private mutating func document(at file: String, problems: inout [CatalogIssue]) -> JSONValue? {
        catalog.files.append(file)
        let bytes: [UInt8]
        do {
            bytes = try FileReader.read(file, limit: 1 << 20)
        } catch {
            problems.append(CatalogIssue(file: file, path: "", reason: error.predicate))
            return nil
        }
        do {
            return try JSONParser.parse(bytes)
        } catch {
            problems.append(CatalogIssue(file: file, path: "", reason: "not JSON: \(error)"))
            return nil
        }
    }

    /// Whether a group folder's `Contents.json` sets `properties.provides-namespace`; a malformed one
    /// is noted, its folder read as a plain group.
    private mutating func folderProvidesNamespace(_ folder: String) -> Bool {
        let file = folder + "/Contents.json"
        guard FileManager.default.fileExists(atPath: file) else { return false }
        var problems: [CatalogIssue] = []
        defer { catalog.warnings += problems }
        guard let document = document(at: file, problems: &problems) else { return false }
        var reader = JSONReader()
        var provides = false
        if let fields = reader.members(document, at: ""), let properties = fields["properties"],
           let members = reader.members(properties, at: "properties"), let value = members["provides-namespace"] {
            provides = reader.bool(value, at: "properties.provides-namespace") ?? false
        }
        problems += issues(of: reader, file: file)
        return provides
    }

    /// The renditions whose file could be read, with their bytes; each one outside the set's folder,
    /// missing or too large is left out, its problem in `problems`.
    private mutating func readFiles(of renditions: [ImageSet.Rendition], folder: String, problems: inout [CatalogIssue]) -> [ImageSet.Rendition] {
        let file = folder + "/Contents.json"
        var read: [ImageSet.Rendition] = []
        for var rendition in renditions {
            let name = rendition.fileName
            let path = folder + "/" + name
            let where_ = JSONPath.member(JSONPath.index("images", rendition.entry), "filename")
            guard !name.contains("/"), name != "..", name != "." else {
                problems.append(CatalogIssue(file: file, path: where_, reason: "expected a file name in the image set's folder, got \(JSONPath.quoted(name))"))
                continue
            }
            catalog.files.append(path)
            do {
                rendition.bytes = try FileReader.read(path, limit: AssetCatalog.largestFile)
                read.append(rendition)
            } catch {
                problems.append(CatalogIssue(file: file, path: where_, reason: "\(JSONPath.quoted(name)) \(error.predicate)"))
            }
        }
        return read
    }

    /// The reader's problems in `file`, its warnings added to the catalog's.
    private mutating func issues(of reader: JSONReader, file: String) -> [CatalogIssue] {
        catalog.warnings += reader.warnings.map { CatalogIssue(file: file, path: $0.path, reason: $0.reason) }
        return reader.issues.map { CatalogIssue(file: file, path: $0.path, reason: $0.reason) }
    }

    /// `path` under the catalog's folder (`Brand/Primary.colorset`).
    func relative(_ path: String) -> String {
        path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
    }

    /// `watch`, `watch and mac`, `watch, tv and mac`.
    private static func listing(_ idioms: [String]) -> String {
        idioms.count < 2 ? idioms.joined() : idioms.dropLast().joined(separator: ", ") + " and " + idioms.last!
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
