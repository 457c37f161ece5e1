import Review

/// What `compare` and `snapshot --baseline` share once the folders are chosen: running the review
/// (which writes the baselines it updates, and their manifest), writing its report, and what it prints.
enum ReviewLines {
    /// Runs `folder`'s review and writes its report (and JUnit file and summary).
    static func run(_ folder: FolderReview, options: ReviewCommandOptions) throws -> Review {
        do throws(ReviewError) {
            let review = try folder.run()
            try review.write(to: folder.report, junit: options.junit, summary: options.summary, summaryImages: options.summaryImages)
            return review
        } catch {
            throw Failure("listpreview: \(error)", error.isWrite ? ExitStatus.ioError : ExitStatus.noInput)
        }
    }

    /// The provenance note and what was left out, a line per change unless `quiet`, the summary and the report's path.
    static func print(_ review: Review, report: String, quiet: Bool) {
        if let note = review.provenanceNote { Swift.print("note: " + note) }
        for note in review.notes { Swift.print("note: " + note) }
        if !quiet {
            for shot in review.shots where shot.status != .unchanged && shot.status != .reused {
                Swift.print(line(for: shot))
            }
        }
        Swift.print(review.summary)
        Swift.print("report: \(report)/report.html")
    }

    /// `changed FILE: 100 pixels differ (0.42%), fails`, `new FILE, written`.
    static func line(for shot: ShotReview) -> String {
        var text = "\(shot.status.rawValue) \(shot.file)"
        if let problem = shot.problem {
            text += ": " + problem
        } else if let difference = shot.difference {
            text += ": \(difference.differingPixels) pixels differ (\(difference.percent)%)" + (difference.sizesDiffer ? ", and the size" : "")
        }
        if shot.updated { text += shot.status == .missing ? ", deleted" : ", written" } else if shot.fails { text += ", fails" }
        if let decision = shot.decision { text += " (\(decision.sentence))" }
        return text
    }
}
