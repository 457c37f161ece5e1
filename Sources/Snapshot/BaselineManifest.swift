import FileSystem
import JSON

/// The baselines' `manifest.json`: `snapshot`'s own manifest, kept for the shots written into the
/// baselines (`--update`), so a later run knows what each baseline was made from (its engine and
/// version, its scale, the hash of its inputs).
public enum BaselineManifest {
    /// The input hash of each baseline file, by file name; empty when there is no manifest or it
    /// cannot be read (every shot is then taken again, which is never wrong).
    public static func inputHashes(in folder: String) -> [String: String] {
        var hashes: [String: String] = [:]
        for shot in shots(in: folder) {
            if let file = shot["file"]?.stringValue, let hash = shot["inputHash"]?.stringValue, !hash.isEmpty { hashes[file] = hash }
        }
        return hashes
    }

    /// How the baselines were made otherwise than these shots, in one line: another engine version
    /// or scale; `nil` when they agree (or the baselines do not say).
    public static func provenanceNote(baselines: String, shots: String, files: Set<String>) -> String? {
        let before = describe(Self.shots(in: baselines), files: files), after = describe(Self.shots(in: shots), files: files)
        guard !before.isEmpty, !after.isEmpty, before != after else { return nil }
        return "the baselines were made with \(before.sorted().joined(separator: ", ")); these shots with \(after.sorted().joined(separator: ", "))"
    }

    /// Rewrites the baselines' manifest after an update: the entries of `written` files from the
    /// shots' manifest, none for `deleted` ones, the others as they were; written to a temporary
    /// name and renamed. Folders of pictures with no manifest on either side (`compare` of any two
    /// folders) get none.
    public static func update(baselines: String, shots: String, written: Set<String>, deleted: Set<String>) throws(FileError) {
        guard !written.isEmpty || !deleted.isEmpty, document(in: baselines) != nil || document(in: shots) != nil else { return }
        var entries: [String: JSONValue] = [:]
        for shot in Self.shots(in: baselines) { if let file = shot["file"]?.stringValue { entries[file] = shot } }
        for shot in Self.shots(in: shots) { if let file = shot["file"]?.stringValue, written.contains(file) { entries[file] = shot } }
        for file in deleted { entries[file] = nil }
        let document = JSONValue.object([
            (key: "generator", value: document(in: shots)?["generator"] ?? .string("listpreview")),
            (key: "shots", value: .array(entries.keys.sorted().map { entries[$0]! })),
        ])
        try StagedFile.write(JSONWriter.encode(document, pretty: true), to: baselines + "/manifest.json")
    }

    private static func document(in folder: String) -> JSONValue? {
        guard let bytes = try? FileReader.read(folder + "/manifest.json", limit: 64 * 1024 * 1024) else { return nil }
        return try? JSONParser.parse(bytes)
    }

    private static func shots(in folder: String) -> [JSONValue] {
        guard case let .array(shots)? = document(in: folder)?["shots"] else { return [] }
        return shots
    }

    /// `Chromium 156.0.8078.114 @2x` for each engine and scale among `files`.
    private static func describe(_ shots: [JSONValue], files: Set<String>) -> Set<String> {
        Set(shots.compactMap { shot -> String? in
            guard let file = shot["file"]?.stringValue, files.contains(file), let engine = shot["engine"]?.stringValue, !engine.isEmpty else { return nil }
            let scale = shot["scale"].flatMap { if case let .number(value) = $0 { Int(value) } else { nil } }
            return engine + (scale.map { " @\($0)x" } ?? "")
        })
    }
}
