/// Every shot next to its baseline: what a report, a JUnit file and the exit status are made from.
public struct Review: Sendable {
    /// Every shot, changes first (changed, new, missing, unchanged, reused), then by file name.
    public internal(set) var shots: [ShotReview]
    /// The decisions to keep in `review.json` (``ReviewDecisions``): those that hold for these shots,
    /// and those of files outside this review.
    public internal(set) var decisions = ReviewDecisions()
    /// The baselines' folder, when known: the page names it in the command that finishes a review.
    public internal(set) var baselinesFolder: String?
    /// One line when the baselines were made otherwise than the shots (another engine version or
    /// scale), said once; `nil` when they agree or it is not known.
    public let provenanceNote: String?
    /// The command that approves every change, and the one for a single shot with `FILE` in it,
    /// when the caller knows them (the report shows them).
    public let approval: Approval?
    /// Baselines outside the run's screens, states and variants: left alone, neither missing nor pruned.
    public let notInRun: Int
    /// PNGs in the shots' folder that its manifest does not list: an earlier run's, left out of the review.
    public let leftOut: Int
    /// The shots' folder, as the notes name it.
    public let shotsFolder: String

    /// How to approve what a review found.
    public struct Approval: Sendable, Equatable {
        /// Approves every failing change and new shot, and deletes every missing one.
        public let all: String
        /// Approves one changed or new shot: `FILE` stands for its file name.
        public let one: String
        /// Deletes one missing shot's baseline: `FILE` stands for its file name.
        public let deleteOne: String

        /// The three commands.
        public init(all: String, one: String, deleteOne: String) {
            self.all = all
            self.one = one
            self.deleteOne = deleteOne
        }

        /// The command that approves `shot`.
        func command(for shot: ShotReview) -> String {
            (shot.status == .missing ? deleteOne : one).replacing("FILE", with: shot.file.shellQuoted)
        }
    }

    /// A review of `shots`, sorted as a report lists them.
    init(shots: [ShotReview], provenanceNote: String?, approval: Approval?, notInRun: Int, leftOut: Int, shotsFolder: String) {
        self.shots = shots.sorted { ($0.status, $0.file) < ($1.status, $1.file) }
        self.provenanceNote = provenanceNote
        self.approval = approval
        self.notInRun = notInRun
        self.leftOut = leftOut
        self.shotsFolder = shotsFolder
    }

    /// How many shots have each status (every status present, zero or not).
    public var counts: [ShotStatus: Int] {
        var counts = Dictionary(uniqueKeysWithValues: ShotStatus.allCases.map { ($0, 0) })
        for shot in shots { counts[shot.status, default: 0] += 1 }
        return counts
    }

    /// The shots that fail.
    public var failures: [ShotReview] { shots.filter(\.fails) }

    /// `2 changed (1 over the limit), 1 new, 0 missing, 40 unchanged (38 reused); 3 fail`: a reused
    /// shot is an unchanged one that was not photographed again, and "over the limit" counts the
    /// changes over the allowance whether or not this run approved them (`; 2 written` then says so).
    public var summary: String {
        let counts = counts
        let failing = failures.count
        let over = shots.filter(\.overLimit).count
        var parts = ["\(counts[.changed]!) changed" + (counts[.changed]! > 0 ? " (\(over) over the limit)" : ""),
                     "\(counts[.new]!) new", "\(counts[.missing]!) missing", unchangedCount]
        if notInRun > 0 { parts.append("\(notInRun) not in this run") }
        var text = parts.joined(separator: ", ")
        let written = shots.filter { $0.updated && $0.status != .missing }.count, deleted = shots.filter { $0.updated && $0.status == .missing }.count
        if written > 0 { text += "; \(written) written" + (deleted > 0 ? ", \(deleted) deleted" : "") } else if deleted > 0 { text += "; \(deleted) deleted" }
        let rejected = shots.filter { $0.decision?.verdict == .rejected }.count
        if rejected > 0 { text += "; \(rejected) rejected" }
        return text + (failing == 0 ? "; nothing fails" : "; \(failing) \(failing == 1 ? "fails" : "fail")")
    }

    /// `40 unchanged`, `40 unchanged (reused)` when none was photographed again, `40 unchanged (38 reused)`.
    var unchangedCount: String {
        "\(counts[.unchanged]! + counts[.reused]!) unchanged" + reusedNote
    }

    /// ` (reused)`, ` (38 reused)`, or nothing when no shot was reused.
    var reusedNote: String {
        let counts = counts
        let reused = counts[.reused]!
        return reused == 0 ? "" : reused == counts[.unchanged]! + reused ? " (reused)" : " (\(reused) reused)"
    }

    /// What the review left out, a sentence each: baselines not in this run, an earlier run's files.
    public var notes: [String] {
        var notes: [String] = []
        if notInRun > 0 {
            notes.append("\(notInRun) \(notInRun == 1 ? "baseline" : "baselines") outside this run's screens, states and variants "
                         + "\(notInRun == 1 ? "was" : "were") left alone: not in this run, neither missing nor pruned")
        }
        if leftOut > 0 {
            notes.append("\(leftOut) earlier \(leftOut == 1 ? "file" : "files") in \(shotsFolder) not from this run "
                         + "\(leftOut == 1 ? "was" : "were") left out")
        }
        return notes
    }
}
