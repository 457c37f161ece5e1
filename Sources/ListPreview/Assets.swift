import FoundationEssentials
import HTTP

/// Why the `Public/` directory cannot be served.
public enum AssetError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The directory is missing or unreadable.
    case unreadable(path: String, reason: String)
    /// The directory lacks a file the pages need, so it is probably not ListPreview's `Public/`.
    case missingFile(path: String, file: String)

    /// One line a user can act on.
    public var description: String {
        switch self {
        case let .unreadable(path, reason):
            "cannot read the public directory \(path): \(reason) (run from the repository root or pass --public DIR)"
        case let .missingFile(path, file):
            "\(path) has no \(file): it does not look like ListPreview's Public/ directory (pass --public DIR)"
        }
    }
}

/// The static files of `Public/`, read once at start-up and served from memory.
///
/// Only files found under the directory (after resolving symbolic links) are ever served,
/// so no request path can reach outside it.
public struct Assets: Sendable {
    /// One file, ready to send.
    public struct File: Sendable {
        /// The bytes.
        public let body: [UInt8]
        /// The media type from the extension.
        public let contentType: String
        /// A strong validator derived from the bytes.
        public let etag: String
    }

    /// The files by path relative to the directory, e.g. `style.css`.
    public let files: [String: File]

    /// The files the pages link to; start-up fails without them.
    public static let required = ["style.css", "empty.svg"]

    /// Files given directly, for tests.
    public init(files: [String: File]) {
        self.files = files
    }

    /// Reads every regular file under `directory`.
    public init(directory: String) throws(AssetError) {
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
        for relative in relatives {
            let url = root.appendingPathComponent(relative).resolvingSymlinksInPath()
            let type = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.type] as? FileAttributeType
            guard url.path.hasPrefix(rootPrefix), type == .typeRegular else { continue }
            guard let data = FileManager.default.contents(atPath: url.path) else {
                throw .unreadable(path: url.path, reason: "permission denied")
            }
            files[relative] = File(body: Array(data), contentType: MediaType.forFileName(relative),
                                   etag: Self.etag(of: data))
        }
        for required in Self.required where files[required] == nil {
            throw .missingFile(path: directory, file: required)
        }
        self.files = files
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
