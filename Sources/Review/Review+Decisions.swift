extension Review {
    /// Whether a shot is one a reviewer decides on: changed, new or missing, and not already written
    /// into (or deleted from) the baselines by this run.
    static func isDecidable(_ shot: ShotReview) -> Bool {
        [.changed, .new, .missing].contains(shot.status) && !shot.updated
    }

    /// Whether `shot` is one a reviewer decides on (see ``isDecidable(_:)``).
    package func isDecidable(_ shot: ShotReview) -> Bool { Self.isDecidable(shot) }

    /// Records `decision` on the shot `file`: kept for `review.json`, and taken by the shot (an
    /// approved shot's baseline was written, so it passes).
    package mutating func record(_ decision: ShotDecision, for file: String) {
        guard let index = shots.firstIndex(where: { $0.file == file }) else { return }
        shots[index].apply(decision)
        decisions.byFile[file] = decision
    }

    /// `shots` with the decisions of `kept` that still hold, and the decisions to keep: those, and
    /// those of files not among `shots` (a run narrowed with `--only`). A decision holds while its
    /// input hash is the one of the files `paths` names (the baseline's, the shot's); an approval
    /// holds only where `approvalHolds` says its baseline is in place too: a rerun that still finds
    /// the change it approved ran against baselines without it (not committed, or checked out
    /// again), so it is asked again. With `hashingAll` every decidable shot gets its input hash (a
    /// server deciding on them); else only those with a decision to check, so a run with no
    /// `review.json` reads nothing more.
    static func decided(_ shots: [ShotReview], kept: ReviewDecisions, hashingAll: Bool, approvalHolds: (ShotReview) -> Bool,
                        paths: (ShotReview) -> (baseline: String?, shot: String?)) -> ([ShotReview], ReviewDecisions) {
        var decisions = kept
        var result: [ShotReview] = []
        for var shot in shots {
            let decision = decisions.byFile.removeValue(forKey: shot.file)
            if isDecidable(shot), hashingAll || decision != nil {
                let (baseline, actual) = paths(shot)
                shot.input = DecisionInput.hash(baselinePath: shot.status == .new ? nil : baseline,
                                                shotPath: shot.status == .missing ? nil : actual)
                if let decision, decision.input == shot.input, decision.verdict == .rejected || approvalHolds(shot) { shot.apply(decision) }
            }
            result.append(shot)
        }
        // Decisions for files outside this review stay; those of the shots reviewed are theirs now.
        for shot in result { if let decision = shot.decision { decisions.byFile[shot.file] = decision } }
        return (result, decisions)
    }

    /// The shots awaiting a decision.
    public var undecided: [ShotReview] { shots.filter { Self.isDecidable($0) && $0.decision == nil } }

    /// Whether there were changes and each has its decision.
    public var allDecided: Bool { shots.contains(where: Self.isDecidable) && undecided.isEmpty }
}

extension ShotReview {
    /// Takes `decision`: a rejected shot fails (its baseline stays), an approved one passes (its
    /// baseline was written).
    package mutating func apply(_ decision: ShotDecision) {
        self.decision = decision
        fails = decision.verdict == .rejected
    }
}
