/// Every shot next to its baseline: what a report, a JUnit file and the exit status are made from.
public struct Review: Sendable {
    /// Every shot, changes first (changed, new, missing, unchanged, reused), then by file name.
    public let shots: [ShotReview]
    /// One line when the baselines were made otherwise than the shots (another engine version or
    /// scale), said once; `nil` when they agree or it is not known.
    public let provenanceNote: String?
    /// The command that approves every change, and the one for a single shot with `FILE` in it,
    /// when the caller knows them (the report shows them).
    public let approval: Approval?

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
    init(shots: [ShotReview], provenanceNote: String?, approval: Approval?) {
        self.shots = shots.sorted { ($0.status, $0.file) < ($1.status, $1.file) }
        self.provenanceNote = provenanceNote
        self.approval = approval
    }

    /// How many shots have each status (every status present, zero or not).
    public var counts: [ShotStatus: Int] {
        var counts = Dictionary(uniqueKeysWithValues: ShotStatus.allCases.map { ($0, 0) })
        for shot in shots { counts[shot.status, default: 0] += 1 }
        return counts
    }

    /// The shots that fail.
    public var failures: [ShotReview] { shots.filter(\.fails) }

    /// `2 changed (1 fails), 1 new, 0 missing, 40 unchanged, 0 reused`.
    public var summary: String {
        let counts = counts
        let failing = failures.count
        return ShotStatus.allCases.map { status in
            "\(counts[status]!) \(status.rawValue)" + (status == .changed && counts[.changed]! > 0
                ? " (\(shots.filter { $0.status == .changed && $0.fails }.count) over the limit)" : "")
        }.joined(separator: ", ") + (failing == 0 ? "; nothing fails" : "; \(failing) \(failing == 1 ? "fails" : "fail")")
    }
}
