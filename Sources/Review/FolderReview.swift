#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import FileSystem
import FoundationEssentials
import Guarded
import ImageDiff
import PNG

/// Compares a folder of shots with a folder of baselines, file by file, and writes what a report
/// shows into the report's folder: `diff/FILE` for each changed shot, and copies of the baselines
/// (and of the shots, when they live elsewhere) that it shows beside them.
///
/// Byte-identical files are unchanged without being decoded; pixel-identical ones too; the others
/// are compared as ``PixelMatch`` does. Pairs are compared in parallel, `jobs` at a time. Nothing is
/// written into the baselines unless `update` or `prune` asks, and then through ``Baselines``, as
/// the browser review writes them: the pictures, then their manifest.
public struct FolderReview: Sendable {
    /// The baselines' folder (it need not exist yet: every shot is then new).
    public var baselines: String
    /// The shots' folder.
    public var shots: String
    /// The report's folder, where `diff/` and the copies go (it may be the shots' folder).
    public var report: String
    /// Only these file names, on both sides, when given: approving one shot.
    public var only: Set<String>?
    /// Shots not taken again because their baseline was made from the same inputs.
    public var reused: Set<String> = []
    /// Thresholds and allowances.
    public var options = ReviewOptions()
    /// Which shots to write into the baselines, if any.
    public var update: UpdateMode?
    /// Whether to delete baselines that no shot produced.
    public var prune = false
    /// Pairs compared at once.
    public var jobs = ProcessInfo.processInfo.activeProcessorCount
    /// What the review says about how the baselines were made, and the approval commands.
    public var provenanceNote: String?
    /// The commands that approve the changes, shown in the report.
    public var approval: Review.Approval?

    /// A review of the PNGs in `shots` against those in `baselines`, reported in `report`.
    public init(baselines: String, shots: String, report: String) {
        self.baselines = baselines
        self.shots = shots
        self.report = report
    }

    /// The sub-folders of the report that hold pictures.
    static let pictureFolders = ["diff", "baseline", "actual"]

    /// Compares every shot with its baseline, writes the report's pictures, then updates or prunes
    /// the baselines (and their manifest) as asked.
    ///
    /// When `shots` holds a `manifest.json` (a folder `snapshot` wrote), only the shots it lists are
    /// reviewed: PNGs an earlier run left there are left out (and counted), a shot the run failed to
    /// take is neither reviewed nor missing, and a baseline outside the run's screens, states and
    /// variants is left alone (and counted) rather than missing, so no update or prune touches it.
    public func run() throws(ReviewError) -> Review {
        let baselineFiles = try Self.pngs(in: baselines, mayBeMissing: true)
        let folderFiles = try Self.pngs(in: shots, mayBeMissing: false)
        let manifest = ShotsManifest(folder: shots), scope = manifest?.shotScope
        let shotFiles = manifest?.files ?? folderFiles
        let shotSet = Set(shotFiles), baselineSet = Set(baselineFiles)
        let skipped = manifest?.failed ?? []
        let baselineEntries = scope == nil ? [:] : Self.texts(of: Baselines(folder: baselines).manifest)
        // Baselines no shot of this run has: missing when the run was asked for them, else not in
        // this run; another share's (--shard) are another machine's to review, and neither.
        let unmatched = baselineFiles.filter { !shotSet.contains($0) && !skipped.contains($0) }
        let asked = unmatched.filter { scope?.contains($0, entry: baselineEntries[$0]) ?? true }
        let missing = asked.filter { scope?.shares($0) ?? true }
        let shotsAreReport = Self.sameFolder(shots, report)
        try prepareReportFolders(copiesShots: !shotsAreReport)
        var names = shotFiles + missing
        if let only { names = names.filter(only.contains) }
        let results = Locked([ShotReview?](repeating: nil, count: names.count))
        let failure = Locked<ReviewError?>(nil)
        let queue = DispatchQueue(label: "review", attributes: .concurrent)
        let group = DispatchGroup()
        let slots = DispatchSemaphore(value: max(1, jobs))
        for (index, name) in names.enumerated() {
            slots.wait()
            queue.async(group: group) {
                defer { slots.signal() }
                do throws(ReviewError) {
                    let review = try self.review(name, hasShot: shotSet.contains(name), hasBaseline: baselineSet.contains(name),
                                                 firstRun: baselineFiles.isEmpty, shotsAreReport: shotsAreReport)
                    results.withLock { $0[index] = review }
                } catch {
                    failure.withLock { $0 = $0 ?? error }
                }
            }
        }
        group.wait()
        if let error = failure.withLock({ $0 }) { throw error }
        // A decision made in the browser holds while the shot and its baseline are the files decided on;
        // an approval whose change is still found here did not reach these baselines.
        var (reviews, decisions) = Review.decided(results.withLock { $0.compactMap { $0 } }, kept: ReviewDecisions(folder: report),
                                                  hashingAll: false, approvalHolds: { _ in false }) { shot in
            (baselines + "/" + shot.file, shots + "/" + shot.file)
        }
        reviews = try applyUpdates(reviews, manifest: manifest)
        // A shot this run wrote into the baselines, or whose baseline it deleted, is decided.
        for review in reviews where review.updated { decisions.byFile[review.file] = nil }
        for folder in Self.pictureFolders { rmdir(report + "/" + folder) }
        let earlier = folderFiles.filter { !shotSet.contains($0) }
        var review = Review(shots: reviews, provenanceNote: provenanceNote, approval: approval,
                            notInRun: unmatched.count - asked.count, leftOut: earlier.count, shotsFolder: shots)
        review.decisions = decisions
        review.baselinesFolder = baselines
        return review
    }

    // MARK: One shot

    private func review(_ name: String, hasShot: Bool, hasBaseline: Bool, firstRun: Bool, shotsAreReport: Bool) throws(ReviewError) -> ShotReview {
        let labels = ShotLabels(fileName: name)
        let actualPath = shotsAreReport ? name : "actual/" + name
        guard hasShot else {
            try copy(baselines + "/" + name, to: "baseline/" + name)
            return ShotReview(file: name, labels: labels, status: .missing, difference: nil, fails: true, updated: false,
                              baseline: "baseline/" + name, actual: nil, diff: nil, problem: nil)
        }
        guard hasBaseline else {
            if !shotsAreReport { try copy(shots + "/" + name, to: actualPath) }
            return ShotReview(file: name, labels: labels, status: .new, difference: nil, fails: true, updated: false,
                              baseline: nil, actual: actualPath, diff: nil, problem: nil, firstBaseline: firstRun)
        }
        if reused.contains(name) {
            return ShotReview(file: name, labels: labels, status: .reused, difference: nil, fails: false, updated: false,
                              baseline: nil, actual: shotsAreReport ? name : nil, diff: nil, problem: nil)
        }
        let expected = try read(baselines + "/" + name), actual = try read(shots + "/" + name)
        if expected == actual {
            return ShotReview(file: name, labels: labels, status: .unchanged, difference: nil, fails: false, updated: false,
                              baseline: nil, actual: shotsAreReport ? name : nil, diff: nil, problem: nil)
        }
        let changed = { (difference: PixelDifference?, diff: String?, problem: String?) throws(ReviewError) -> ShotReview in
            try copy(self.baselines + "/" + name, to: "baseline/" + name)
            if !shotsAreReport { try copy(self.shots + "/" + name, to: actualPath) }
            let over = difference.map(self.options.fails) ?? true
            return ShotReview(file: name, labels: labels, status: .changed, difference: difference, fails: over, updated: false,
                              baseline: "baseline/" + name, actual: actualPath, diff: diff, problem: problem, overLimit: over)
        }
        let before: PNGImage, after: PNGImage
        do throws(PNGError) {
            before = try PNGImage(decoding: expected)
        } catch {
            return try changed(nil, nil, "the baseline is not a PNG this program reads: \(error)")
        }
        do throws(PNGError) {
            after = try PNGImage(decoding: actual)
        } catch {
            return try changed(nil, nil, "the shot is not a PNG this program reads: \(error)")
        }
        if before == after {
            return ShotReview(file: name, labels: labels, status: .unchanged, difference: nil, fails: false, updated: false,
                              baseline: nil, actual: shotsAreReport ? name : nil, diff: nil, problem: nil)
        }
        let (difference, picture) = options.pixelMatch.differenceImage(before, after)
        guard difference.differingPixels > 0 else {
            return ShotReview(file: name, labels: labels, status: .unchanged, difference: difference, fails: false, updated: false,
                              baseline: nil, actual: shotsAreReport ? name : nil, diff: nil, problem: nil)
        }
        try write(picture.encoded(), to: "diff/" + name)
        return try changed(difference, "diff/" + name, nil)
    }

    // MARK: Files

    /// The report's picture folders, emptied of the pictures an earlier report left.
    private func prepareReportFolders(copiesShots: Bool) throws(ReviewError) {
        for folder in Self.pictureFolders where folder != "actual" || copiesShots {
            let path = report + "/" + folder
            try Self.createDirectory(path)
            for name in (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [] where name.hasSuffix(".png") {
                unlink(path + "/" + name)
            }
        }
    }

    private func read(_ path: String) throws(ReviewError) -> [UInt8] {
        do throws(FileError) {
            return try FileReader.read(path)
        } catch {
            throw ReviewError(error)
        }
    }

    private func copy(_ source: String, to name: String) throws(ReviewError) {
        try write(read(source), to: name)
    }

    private func write(_ bytes: [UInt8], to name: String) throws(ReviewError) {
        do throws(FileError) {
            try StagedFile.write(bytes, to: report + "/" + name)
        } catch {
            throw ReviewError(error)
        }
    }

    static func createDirectory(_ path: String) throws(ReviewError) {
        do throws(FileError) {
            try Directories.create(path)
        } catch {
            throw ReviewError(error)
        }
    }

    /// The `.png` files of a folder, sorted; none when it is missing and `mayBeMissing`.
    static func pngs(in directory: String, mayBeMissing: Bool) throws(ReviewError) -> [String] {
        guard let status = try? FileStatus(path: directory) else {
            if mayBeMissing { return [] }
            throw ReviewError(unreadable: directory, "no such folder")
        }
        guard status.kind == .directory else { throw ReviewError(unreadable: directory, "it is not a folder") }
        do {
            return try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".png") && !$0.hasPrefix(".") }.sorted()
        } catch {
            throw ReviewError(unreadable: directory, "\(error)")
        }
    }

    /// Whether two paths name one folder.
    static func sameFolder(_ a: String, _ b: String) -> Bool {
        let canonical = { (path: String) in URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path }
        return canonical(a) == canonical(b)
    }
}
