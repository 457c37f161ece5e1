import Foundation

/// A new, empty directory of the test's own under the system's temporary directory, named
/// `lp-NAME-UUID`; its path. The one helper every suite uses, so none writes into another's.
public func temporaryDirectory(_ name: String = "test") throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("lp-\(name)-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

/// A new temporary directory (``temporaryDirectory(_:)``) holding `files`, each a path relative to
/// it and its text; the directories on the way are made.
public func temporaryDirectory(_ name: String = "test", holding files: [String: String]) throws -> String {
    let root = try temporaryDirectory(name)
    for (relative, text) in files {
        let url = URL(fileURLWithPath: root + "/" + relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }
    return root
}

/// A path of the test's own under the system's temporary directory where nothing is yet, named
/// `lp-NAME-UUID` and then `suffix` (`.json`, say): for a file a test writes, or a folder the program
/// under test must create itself.
public func temporaryPath(_ name: String, suffix: String = "") -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent("lp-\(name)-\(UUID().uuidString)\(suffix)").path
}
