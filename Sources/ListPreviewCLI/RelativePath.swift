import FoundationEssentials

/// A path as another folder names it (`../real-apps/ice/Localizable.xcstrings` from `out/`), both
/// given from where the command runs: what a fixtures file writes for the app's files beside it.
enum RelativePath {
    /// The folder `file` is in (`.` for a bare name).
    static func folder(of file: String) -> String {
        file.lastIndex(of: "/").map { $0 == file.startIndex ? "/" : String(file[..<$0]) } ?? "."
    }

    /// `path` relative to `folder`; an absolute path stays absolute when the two share only the root.
    static func path(_ path: String, from folder: String) -> String {
        let target = components(absolute(path))
        let base = components(absolute(folder))
        let shared = zip(target, base).prefix { $0 == $1 }.count
        if shared == 0, path.hasPrefix("/") { return path }
        let parts = Array(repeating: "..", count: base.count - shared) + target[shared...]
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    private static func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    }

    /// The path's names with `.` and `..` worked out.
    private static func components(_ path: String) -> [String] {
        var result: [String] = []
        for part in path.split(separator: "/") where part != "." {
            if part == ".." { if !result.isEmpty { result.removeLast() } } else { result.append(String(part)) }
        }
        return result
    }
}
