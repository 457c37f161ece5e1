import FileSystem

extension Baselines {
    /// The baselines' manifest, when they have one this program reads.
    public var manifest: ShotsManifest? { ShotsManifest(folder: folder) }

    /// The input hash of each baseline file, by file name; empty when there is no manifest or it
    /// cannot be read (every shot is then taken again, which is never wrong).
    public var inputHashes: [String: String] {
        var hashes: [String: String] = [:]
        for shot in manifest?.shots ?? [] {
            if let hash = shot.inputHash, !hash.isEmpty { hashes[shot.file] = hash }
        }
        return hashes
    }

    /// How the baselines were made otherwise than the shots in `shots`, in one line: another engine
    /// version or scale; `nil` when they agree (or either does not say).
    public func provenanceNote(shots: String, files: Set<String>) -> String? {
        let before = Self.describe(manifest, files: files), after = Self.describe(ShotsManifest(folder: shots), files: files)
        guard !before.isEmpty, !after.isEmpty, before != after else { return nil }
        return "the baselines were made with \(before.sorted().joined(separator: ", ")); these shots with \(after.sorted().joined(separator: ", "))"
    }

    /// Rewrites the manifest after `made`: an accepted shot's entry from `shots`, none for a removed
    /// one, the others as they were. Folders of pictures with no manifest on either side (`compare`
    /// of any two folders) get none.
    func record(_ made: [Change], describedBy shots: ShotsManifest?) throws(FileError) {
        let kept = manifest
        guard !made.isEmpty, kept != nil || shots != nil else { return }
        var entries: [String: ShotsManifest.Entry] = [:]
        for entry in kept?.shots ?? [] { entries[entry.file] = entry }
        let accepted = Set(made.compactMap { if case let .accept(file, _) = $0 { file } else { nil } })
        for entry in shots?.shots ?? [] where accepted.contains(entry.file) { entries[entry.file] = entry }
        for case let .remove(file) in made { entries[file] = nil }
        let manifest = ShotsManifest(generator: shots?.generator ?? "listpreview", shots: entries.keys.sorted().map { entries[$0]! })
        try manifest.write(to: folder)
    }

    /// `Chromium 156.0.8078.114 @2x` for each engine and scale among `files`.
    private static func describe(_ manifest: ShotsManifest?, files: Set<String>) -> Set<String> {
        Set((manifest?.shots ?? []).compactMap { shot -> String? in
            guard files.contains(shot.file), let engine = shot.engine, !engine.isEmpty else { return nil }
            return engine + (shot.scale.map { " @\($0)x" } ?? "")
        })
    }
}
