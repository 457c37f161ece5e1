extension FolderReview {
    /// Writes the shots `update` asks for into the baselines and deletes those `prune` asks for,
    /// through ``Baselines`` (with the manifest beside the shots); what was written or deleted no
    /// longer fails.
    func applyUpdates(_ reviews: [ShotReview], manifest: ShotsManifest?) throws(ReviewError) -> [ShotReview] {
        guard update != nil || prune else { return reviews }
        // `--update` makes the folder even when it has nothing to write into it.
        if update != nil { try Self.createDirectory(baselines) }
        var changes: [Baselines.Change] = [], changed: [Int] = []
        for (index, review) in reviews.enumerated() {
            if let update, review.status != .missing, review.status != .reused, update.writes(review.status, fails: review.fails) {
                changes.append(.accept(review.file, from: shots + "/" + review.file))
            } else if prune, review.status == .missing {
                changes.append(.remove(review.file))
            } else {
                continue
            }
            changed.append(index)
        }
        let outcome = Baselines(folder: baselines).apply(changes, describedBy: manifest)
        if let error = outcome.failed?.error ?? outcome.manifestError { throw ReviewError(error) }
        var result = reviews
        for index in changed {
            result[index].updated = true
            // What was written or deleted no longer fails.
            result[index].fails = false
        }
        return result
    }

    /// Each entry's text members, by file (``ShotScope/contains(_:entry:)`` reads them).
    static func texts(of manifest: ShotsManifest?) -> [String: [String: String]] {
        var texts: [String: [String: String]] = [:]
        for entry in manifest?.shots ?? [] { texts[entry.file] = entry.texts }
        return texts
    }
}
