import Foundation

/// An asset catalog written for a test: `App.xcassets` in a new temporary folder.
enum TemporaryCatalog {
    /// The catalog's path, holding `files` (paths under it → contents); `name` starts the folder's name.
    static func make(_ name: String, _ files: [String: Data]) throws -> String {
        let root = NSTemporaryDirectory() + "\(name)-\(UUID().uuidString)/App.xcassets"
        for (path, data) in files {
            let url = URL(fileURLWithPath: root + "/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }
        return root
    }
}
