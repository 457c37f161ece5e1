#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import BuiltInFiles
import FileSystem
import HTTP
import Review

extension ReviewServer {
    /// Decides on `files` and the shots of `groups` (``ChangeGroup/key``) for `reviewer`, under the
    /// lock, each step written whole (a temporary name, then a rename): approving writes each shot
    /// into the baselines (a missing shot's baseline is deleted) and updates their manifest through
    /// ``Baselines``, as `--update` and `--prune` do; rejecting leaves the baselines. Then
    /// `review.json` and `report.html` (with this version's style sheet and script), so the report
    /// read from a file shows the decisions too. Deciding again as decided
    /// changes nothing; an approved shot cannot be rejected here, its baseline being written
    /// already (`git checkout` undoes it).
    func decide(_ verdict: ShotDecision.Verdict, files: [String], groups: [String] = [], reviewer: String) throws(HTTPError) {
        let at = Self.now()
        try state.withLock { (review: inout Review) throws(HTTPError) in
            var named = Set(files)
            for key in groups {
                guard let group = review.changeGroups.first(where: { $0.key == key }) else {
                    throw HTTPError(.notFound, "No card of this review is the group “\(key)”; reload the page.")
                }
                // An approved shot's baseline is written: a group's rejection leaves it as it is.
                named.formUnion(group.shots.filter { review.isDecidable($0) && !(verdict == .rejected && $0.decision?.verdict == .approved) }.map(\.file))
            }
            var chosen: [ShotReview] = []
            for file in named.sorted() {
                guard let shot = review.shots.first(where: { $0.file == file }), review.isDecidable(shot) else {
                    throw HTTPError(.notFound, "“\(file)” is not a changed, new or missing shot of this review.")
                }
                if shot.decision?.verdict == .approved, verdict == .rejected {
                    throw HTTPError(.conflict, "“\(file)” was approved and its baseline written; to undo that, restore the baseline "
                                    + "(git checkout \(baselines)) and take the shots again.")
                }
                if shot.decision?.verdict != verdict { chosen.append(shot) }
            }
            // Approving writes the baselines as `--update` and `--prune` do, from the report's copy of each shot.
            let changes: [Baselines.Change] = verdict == .rejected ? [] : chosen.map { shot in
                shot.status == .missing ? .remove(shot.file) : .accept(shot.file, from: folder + "/" + (shot.actual ?? shot.file))
            }
            let outcome = Baselines(folder: baselines).apply(changes, describedBy: changes.isEmpty ? nil : ShotsManifest(folder: folder))
            for shot in chosen.prefix(verdict == .rejected ? chosen.count : outcome.made) {
                review.record(ShotDecision(verdict: verdict, reviewer: reviewer, at: at, input: shot.input ?? ""), for: shot.file)
            }
            var failure = outcome.failed.map { failed in
                HTTPError(.internalServerError, "Could not approve \(failed.change.file): \(failed.error). Nothing else was decided.")
            }
            do throws(FileError) {
                if let error = outcome.manifestError { throw error }
                try StagedFile.write(review.page(), to: folder + "/report.html")
                // A report an earlier version wrote has a style sheet and script without the decisions' looks.
                for name in [Review.styleSheet, Review.script] {
                    try StagedFile.write(BuiltInFiles.publicFiles["review/" + name] ?? [], to: folder + "/" + name)
                }
            } catch {
                failure = failure ?? HTTPError(.internalServerError, "Could not record the decision: \(error).")
            }
            do throws(ReviewError) {
                try review.decisions.write(to: folder)
            } catch {
                failure = failure ?? HTTPError(.internalServerError, "Could not record the decision: \(error).")
            }
            if let failure { throw failure }
        }
    }

    /// Now, in ISO 8601 (UTC, to the second): `2026-12-04T17:05:00Z`.
    static func now() -> String {
        var seconds = time(nil)
        var parts = tm()
        gmtime_r(&seconds, &parts)
        let two = { (value: Int32) in value < 10 ? "0\(value)" : "\(value)" }
        return "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday))T\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec))Z"
    }
}
