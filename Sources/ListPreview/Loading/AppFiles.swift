import FileSystem
import JSON

/// The app's strings and asset catalogs a fixtures file names in `"app"` (`listpreview import`
/// writes them), each path relative to the file, so that `serve` in that folder needs no flags.
struct AppFiles: Equatable {
    var strings: [String] = []
    var catalogs: [String] = []

    /// What `file` names, each path joined to the file's folder (as the command line would name it).
    /// Nothing when the file cannot be read or parsed: its decoder says why.
    static func named(in file: String) -> AppFiles {
        guard let bytes = try? FileReader.read(file), let document = try? JSONParser.parse(bytes), let app = document["app"] else {
            return AppFiles()
        }
        let folder = file.lastIndex(of: "/").map { String(file[...$0]) } ?? ""
        func paths(_ key: String) -> [String] {
            (app[key]?.arrayValue ?? []).compactMap(\.stringValue).filter { !$0.isEmpty }.map { $0.hasPrefix("/") ? $0 : folder + $0 }
        }
        return AppFiles(strings: paths("strings"), catalogs: paths("xcassets"))
    }
}
