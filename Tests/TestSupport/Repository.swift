import Foundation

/// Paths inside this repository, found from this file's location.
public enum Repository {
    /// The repository's root directory.
    public static let root: String = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    /// The shipped `Public/` directory.
    public static let publicDirectory = root + "/Public"

    /// The built `listpreview` executable next to the test bundle, or `$LISTPREVIEW_PROGRAM` when set
    /// (`make test` runs the command-line suites on the release program it packages).
    public static var executable: String {
        if let program = ProcessInfo.processInfo.environment["LISTPREVIEW_PROGRAM"], !program.isEmpty { return program }
        let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let candidates = [bundle.appendingPathComponent("listpreview").path,
                          root + "/.build/debug/listpreview"]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) } ?? candidates[0]
    }
}
