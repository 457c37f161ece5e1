import BuiltInFiles
import FileSystem
import FoundationEssentials
import HTTP

/// Why a `--public` directory cannot be used.
public enum AssetError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The directory is missing or unreadable.
    case unreadable(path: String, reason: String)

    /// One line a user can act on.
    public var description: String {
        switch self {
        case let .unreadable(path, reason): "cannot read the public directory \(path): \(reason)"
        }
    }
}

/// The files the server sends as they are: the built-in files under `/public/` (compiled into the
/// program, each replaceable by a file of the same name in a `--public` directory) and the user's
/// images under `/assets/` (the ones a fixtures file names, read when it loads).
///
/// Both are read once, before serving; a request only ever picks one of these by name, so no
/// request path reaches the file system.
public struct Assets: Sendable {
    /// The largest image or public file accepted, in bytes (16 MiB): far above any picture a list
    /// shows, small enough that every file is held in memory. A larger file is refused by its
    /// `stat(2)` size before a byte is read, and a file growing past it while read is cut off one
    /// byte past it.
    public static let largestFile = 16 << 20

    /// One file, ready to send.
    public struct File: Sendable, Equatable {
        /// The bytes.
        public let body: [UInt8]
        /// The media type.
        public let contentType: String
        /// A strong validator derived from the bytes.
        public let etag: String

        /// A file of `contentType` holding `body`.
        public init(body: [UInt8], contentType: String) {
            self.body = body
            self.contentType = contentType
            self.etag = Assets.etag(of: body)
        }
    }

    /// The files under `/public/`, by path, e.g. `style.css`, `states/empty.svg`.
    public let files: [String: File]
    /// The user's images under `/assets/`, by the path the fixtures file gives, e.g. `img/box.svg`,
    /// and the asset catalogs' image files, by their path from the catalog's folder on
    /// (`Assets.xcassets/EmptyInbox.imageset/empty@2x.png`).
    public let images: [String: File]
    /// The asset catalogs' images by name, for rows sent to the API.
    public let catalogImages: [String: ImageReference]

    /// The custom properties put before `style.css` (a `--public` replacement too), which its rules
    /// read their numbers from: given by the layer that holds the tables (`StyleSheetPrelude`).
    private let stylePrelude: String

    /// Files given directly.
    public init(files: [String: File], images: [String: File] = [:], catalogImages: [String: ImageReference] = [:]) {
        self.init(files: files, images: images, catalogImages: catalogImages, stylePrelude: "")
    }

    private init(files: [String: File], images: [String: File], catalogImages: [String: ImageReference], stylePrelude: String) {
        self.files = files
        self.images = images
        self.catalogImages = catalogImages
        self.stylePrelude = stylePrelude
    }

    /// The files compiled into the program from `Public/`, `style.css` as ``withStyleSheet(_:prelude:)``
    /// serves it after `prelude`, and the text face's file where the system has it (``TextFace``).
    /// (`Assets.builtIn`, with the program's prelude, is made where the tables are all in sight.)
    public static func builtIn(prelude: String) -> Assets {
        Assets(files: withStyleSheet(builtInFiles, prelude: prelude), images: [:], catalogImages: [:], stylePrelude: prelude)
    }

    /// The text face's file, read once.
    private static let textFace = TextFace.find().map { File(body: $0, contentType: MediaType.forFileName(TextFace.fileName)) }

    private static let builtInFiles = Dictionary(uniqueKeysWithValues: BuiltInFiles.publicFiles.map { name, body in
        (name, File(body: body, contentType: MediaType.forFileName(name)))
    })

    /// The name of the iOS 26 design's rules (`Public/style-ios26.css`), served at the end of `style.css`.
    public static let glassStyleName = "style-ios26.css"

    /// `files` with the `style.css` pages link: `prelude` (the custom properties of every design's
    /// `ListMetrics`, the devices and the other tables), then `style.css` (the built-in one or a
    /// `--public` replacement: iOS 18's look and everything both designs share), then
    /// `style-ios26.css` (likewise), whose rules apply to a page drawn in iOS 26's design
    /// (`<html data-os="26">`). One file, so a page still loads one style sheet.
    /// With the text face's file, its face's `src` names it first (a `--public` file of that name
    /// replaces it).
    private static func withStyleSheet(_ files: [String: File], prelude: String) -> [String: File] {
        guard let style = files["style.css"] else { return files }
        var files = files
        let glass = files[glassStyleName].map { Array("\n".utf8) + $0.body } ?? []
        var body = Array(prelude.utf8) + style.body + glass
        if let textFace = files[TextFace.fileName] ?? Self.textFace {
            files[TextFace.fileName] = textFace
            body = TextFace.servingTheFile(body)
        }
        files["style.css"] = File(body: body, contentType: style.contentType)
        return files
    }

    /// The built-in files, each replaced by the file of the same path under `directory` when there
    /// is one, plus every other file there (e.g. a stylesheet of one's own). Symbolic links that
    /// lead outside `directory` are skipped.
    public func overridden(by directory: String) throws(AssetError) -> Assets {
        var files = self.files
        let replacements = try Self.readDirectory(directory)
        for (name, file) in replacements { files[name] = file }
        if replacements["style.css"] != nil || replacements[Self.glassStyleName] != nil {
            var sources = Self.builtInFiles
            for name in ["style.css", Self.glassStyleName] { sources[name] = replacements[name] ?? sources[name] }
            files["style.css"] = Self.withStyleSheet(sources, prelude: stylePrelude)["style.css"]
        }
        return Assets(files: files, images: images, catalogImages: catalogImages, stylePrelude: stylePrelude)
    }

    /// The names under `/public/` that are images, which a fixtures file may use as built-in images.
    public var imageNames: Set<String> {
        Set(files.filter { $0.value.contentType.hasPrefix("image/") }.keys)
    }

    /// The same files with `images` as the user's images, and the catalogs' images.
    public func with(images: [String: File], catalogImages: [String: ImageReference] = [:]) -> Assets {
        Assets(files: files, images: images, catalogImages: catalogImages, stylePrelude: stylePrelude)
    }

    /// The same files with `rules` (the app's `@font-face` rules) added to the end of `style.css`,
    /// which every page links: the app's fonts cost no request of their own until a page uses one.
    public func withFontFaces(_ rules: String) -> Assets {
        guard !rules.isEmpty, let style = files["style.css"] else { return self }
        var files = self.files
        files["style.css"] = File(body: style.body + Array(rules.utf8), contentType: style.contentType)
        return Assets(files: files, images: images, catalogImages: catalogImages, stylePrelude: stylePrelude)
    }

    /// The URL path of a file under `/public/` or `/assets/`, each segment percent-encoded.
    public static func url(of image: ImageReference) -> String {
        if let largest = image.renditions?.phoneLight.last { return largest.url }
        if image.origin == .symbol {
            let style = image.symbolStyle.query
            return ImageReference.symbolScheme + image.name + (style.isEmpty ? "" : "?" + style)
        }
        return SitePath.file(image.name, builtIn: image.origin == .builtIn)
    }

    /// Every regular file under `directory` whose resolved path stays inside it.
    private static func readDirectory(_ directory: String) throws(AssetError) -> [String: File] {
        let root = URL(fileURLWithPath: directory).standardizedFileURL.resolvingSymlinksInPath()
        var isDirectory = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory else {
            throw .unreadable(path: directory, reason: "no such directory")
        }
        guard let relatives = try? FileManager.default.subpathsOfDirectory(atPath: root.path) else {
            throw .unreadable(path: directory, reason: "cannot list it")
        }
        var files: [String: File] = [:]
        let rootPrefix = root.path.hasSuffix("/") ? root.path : root.path + "/"
        for relative in relatives where !relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) {
            let url = root.appendingPathComponent(relative).resolvingSymlinksInPath()
            // Only regular files are served: directories are walked, and a FIFO or device is never opened.
            guard url.path.hasPrefix(rootPrefix), (try? FileStatus(path: url.path))?.kind == .regularFile else { continue }
            do {
                // Held in memory like the user's images, so limited like them.
                let body = try FileReader.read(url.path, limit: Self.largestFile)
                files[relative] = File(body: body, contentType: MediaType.forFileName(relative))
            } catch {
                throw .unreadable(path: url.path, reason: error.reason)
            }
        }
        return files
    }

    /// A hash of every file's name and content.
    public var fingerprint: String {
        let parts = (files.map { "/public/" + $0.key + " " + $0.value.etag } + images.map { "/assets/" + $0.key + " " + $0.value.etag }).sorted()
        return Self.etag(of: Array(parts.joined(separator: "\n").utf8))
    }

    /// A quoted hash of the bytes (FNV-1a, four lanes); the entry point for other modules, which
    /// would otherwise call the generic version unspecialised, a witness call per byte.
    public static func etag(of bytes: [UInt8]) -> String {
        etag(of: bytes[...])
    }

    /// A quoted hash of the bytes (FNV-1a, four lanes).
    static func etag<Bytes: RandomAccessCollection<UInt8>>(of data: Bytes) -> String where Bytes.Index == Int {
        // FNV-1a in four interleaved lanes (so the multiplications overlap), then folded together.
        let prime: UInt64 = 0x100_0000_01b3
        var lanes: (UInt64, UInt64, UInt64, UInt64) = (0xcbf2_9ce4_8422_2325, 0x8422_2325_cbf2_9ce4, 0x9ce4_cbf2_2325_8422, 0x2325_8422_9ce4_cbf2)
        var index = data.startIndex
        while data.endIndex - index >= 4 {
            lanes.0 = (lanes.0 ^ UInt64(data[index])) &* prime
            lanes.1 = (lanes.1 ^ UInt64(data[index + 1])) &* prime
            lanes.2 = (lanes.2 ^ UInt64(data[index + 2])) &* prime
            lanes.3 = (lanes.3 ^ UInt64(data[index + 3])) &* prime
            index += 4
        }
        while index < data.endIndex {
            lanes.0 = (lanes.0 ^ UInt64(data[index])) &* prime
            index += 1
        }
        var hash = UInt64(data.count)
        for lane in [lanes.0, lanes.1, lanes.2, lanes.3] { hash = (hash ^ lane) &* prime }
        return "\"" + String(hash, radix: 16) + "\""
    }
}
