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
        let review = try ReviewLines.run(folder, options: options.review)
        ReviewLines.print(review, report: options.report, quiet: options.quiet)
        return review.failures.isEmpty ? ExitStatus.ok : ExitStatus.failure
    }
}
