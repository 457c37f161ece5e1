import ScreenEdits
import Screens

/// Where the Controls section's edits come from and go: the app's pictures and colours, the
/// fixtures file a save writes into, and what to do once it has.
public struct EditsSetup: Sendable {
    /// The pictures and colours an edit may name.
    public var resources: EditResources
    /// The fixtures file as it was loaded; `nil` for the demo, which has no file to save into.
    public var file: FixturesText?
    /// Called after a save has written the file: `serve` reloads the app from it.
    public var saved: @Sendable () -> Void

    /// A setup from its parts.
    public init(resources: EditResources, file: FixturesText? = nil, saved: @escaping @Sendable () -> Void = {}) {
        self.resources = resources
        self.file = file
        self.saved = saved
    }
}

/// A fixtures file's path and its text as it was loaded, with the text's hash, which the Controls
/// form carries so a save from a page drawn before the file changed is refused.
public struct FixturesText: Sendable {
    /// The path, as given.
    public let path: String
    /// The text.
    public let bytes: [UInt8]
    /// Its hash (`Assets.etag(of:)`).
    public let hash: String

    /// The file at `path` holding `bytes`.
    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        self.hash = Assets.etag(of: bytes)
    }

    /// The file's name, as the save button says it (`screens.json`).
    public var name: String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
