import Review

/// `listpreview compare BASELINE ACTUAL --out REPORT`: two folders of screenshots, no browser.
enum CompareCommand {
    static func run(_ options: CompareOptions) throws -> Int32 {
        var folder = FolderReview(baselines: options.baselines, shots: options.shots, report: options.report)
        folder.options = options.review.comparison
        folder.update = options.review.update
        folder.prune = options.review.prune
        folder.only = options.only.map(Set.init)
        let command = ["listpreview", "compare", options.baselines, options.shots, "--out", options.report].map(\.shellQuoted).joined(separator: " ")
        folder.approval = Review.Approval(all: command + " --update changed --prune", one: command + " --update all --only FILE",
                                          deleteOne: command + " --prune --only FILE")
        let review: Review
        do throws(ReviewError) {
            review = try folder.run()
            try review.write(to: options.report, junit: options.review.junit)
        } catch {
            throw Failure("listpreview: \(error)", error.isWrite ? ExitStatus.ioError : ExitStatus.noInput)
        }
        ReviewLines.print(review, report: options.report, quiet: options.quiet)
        return review.failures.isEmpty ? ExitStatus.ok : ExitStatus.failure
    }
}

/// What a review prints: a line per change (unless quiet), the summary, and where the report is.
enum ReviewLines {
    static func print(_ review: Review, report: String, quiet: Bool) {
        if let note = review.provenanceNote { Swift.print("note: " + note) }
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
            text += ": \(difference.differingPixels) pixels differ (\(percent(difference.ratio))%)" + (difference.sizesDiffer ? ", and the size" : "")
        }
        if shot.updated { text += shot.status == .missing ? ", deleted" : ", written" } else if shot.fails { text += ", fails" }
        return text
    }

    private static func percent(_ ratio: Double) -> String {
        let hundredths = Int((ratio * 10000).rounded())
        let fraction = String(hundredths % 100)
        return "\(hundredths / 100)." + (fraction.count == 1 ? "0" : "") + fraction
    }
}
