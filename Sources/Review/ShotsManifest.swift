import FileSystem
import JSON

/// What a folder's `manifest.json` says of the pictures beside it: which shots the run that wrote
/// it produced, which it failed to take, what each shows, and the run's scope. `snapshot` writes it
/// for its shots, and the baselines' is kept by `--update`.
struct ShotsManifest: Sendable {
    /// The files the run produced, in its order.
    let files: [String]
    /// The files it failed to take.
    let failed: Set<String>
    /// Each file's fields that are text (`screen`, `textSize`, `browser`…), by file name.
    let entries: [String: [String: String]]
    /// The screens, states and variants the run was asked for, when it says.
    let scope: ShotScope?

    /// The manifest of `folder`; `nil` when it has none, or none this program reads.
    init?(folder: String) {
        guard let bytes = try? FileReader.read(folder + "/manifest.json", limit: 64 * 1024 * 1024),
              let document = try? JSONParser.parse(bytes), let shots = document["shots"]?.arrayValue else { return nil }
        var files: [String] = [], entries: [String: [String: String]] = [:]
        for shot in shots {
            guard case let .object(fields) = shot, let file = shot["file"]?.stringValue else { continue }
            files.append(file)
            entries[file] = Dictionary(fields.compactMap { field in field.value.stringValue.map { (field.key, $0) } }, uniquingKeysWith: { first, _ in first })
        }
        self.files = files
        self.entries = entries
        failed = Set((document["failures"]?.arrayValue ?? []).compactMap { $0["file"]?.stringValue })
        scope = ShotScope(json: document["scope"])
    }
}
