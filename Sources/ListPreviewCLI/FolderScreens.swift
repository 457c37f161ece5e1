import FoundationEssentials
import ListPreview
import Screens

/// The fixtures a command reads when it names none: the `screens.json` of the folder it runs in
/// (the file `listpreview init` writes), else the built-in demo — and, either way, a line saying so,
/// so no one audits the demo believing it is their app.
enum FolderScreens {
    /// The file looked for in the current folder.
    static let fileName = "screens.json"

    /// What a command says once the demo has loaded (not before: a failure to start is one line).
    static let demoNote = "listpreview: no \(fileName) in this folder and no --fixtures: the built-in demo screen "
        + "(listpreview init writes a starter)"

    /// `source` with the folder's `screens.json` when it names no fixtures file, and the line that
    /// says so (`nil` when `--fixtures` or `FILE` named them, or when there is none: the demo).
    static func resolve(_ source: AppSource, fileExists: (String) -> Bool = { FileManager.default.fileExists(atPath: $0) })
        -> (source: AppSource, note: String?) {
        guard source.fixtures == nil, fileExists(fileName) else { return (source, nil) }
        var found = source
        found.fixtures = fileName
        return (found, "listpreview: reading \(fileName) in this folder (--fixtures FILE reads another)")
    }

    /// `source` as ``resolve(_:fileExists:)`` finds it, the line saying so printed on standard error.
    static func resolved(_ source: AppSource) -> AppSource {
        let (found, note) = resolve(source)
        if let note { StandardError.print(note) }
        return found
    }
}
