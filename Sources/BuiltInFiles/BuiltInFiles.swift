import FoundationEssentials

/// The files compiled into the program at build time: everything in `Public/` (by its path there,
/// e.g. `states/empty.svg`) and the starter project `listpreview init` writes (under `starter/`).
public enum BuiltInFiles {
    /// Every file's bytes by name, decoded once on first use.
    static let all: [String: [UInt8]] = {
        var files: [String: [UInt8]] = [:]
        for entry in encoded {
            let text = entry.base64.withUTF8Buffer { String(decoding: $0, as: UTF8.self) }
            // The generator wrote this base64 itself; a failure would be a broken build, not bad input.
            guard let data = Data(base64Encoded: text) else { preconditionFailure("corrupt embedded file \(entry.name)") }
            files[entry.name] = Array(data)
        }
        return files
    }()

    /// The files served under `/public/`, by path (everything but the starter project).
    public static var publicFiles: [String: [UInt8]] {
        all.filter { !$0.key.hasPrefix(starterPrefix) }
    }

    /// The starter project, by path inside it (e.g. `screens.json`, `img/a.svg`).
    public static var starterFiles: [String: [UInt8]] {
        Dictionary(uniqueKeysWithValues: all.compactMap { name, bytes in
            name.hasPrefix(starterPrefix) ? (String(name.dropFirst(starterPrefix.count)), bytes) : nil
        })
    }

    private static let starterPrefix = "starter/"
}
