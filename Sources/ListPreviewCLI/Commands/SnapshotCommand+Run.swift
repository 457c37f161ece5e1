import Browser
import FileSystem
@preconcurrency import Glibc
import ListPreview
import Review
import Screens
import Variants
import Snapshot
import Strings

/// What `snapshot` does: runs the plan, shows progress on a terminal, reports failures and changes.
extension SnapshotCommand {
    /// `[37/120] inbox network iphone-15 dark zh-Hans · about 12s left` (`… zh-Hans AX5 landscape` when
    /// the run has several text sizes and orientations), redrawn in place.
    private static let printProgress: SnapshotProgress = { done, total, shot, left in
        var line = "[\(done)/\(total)] " + shot.labels.joined(separator: " ")
        if done < total { line += " · about \(Int(left.rounded(.up)))s left" }
        fputs("\r\u{1B}[2K" + line, stderr)
    }

    /// Set (to anything but empty), the run's time by stage is printed after it.
    static let timingsVariable = "LISTPREVIEW_SNAPSHOT_TIMINGS"

    /// Photographs the screens of the folder's `screens.json` when no fixtures file is named; exit 1
    /// when a shot failed, differs (`--compare`) or fails its review (`--baseline`).
    package static func run(_ options: SnapshotCommandOptions) throws -> Int32 {
        var options = options
        options.source = FolderScreens.resolved(options.source)
        let app = try SourceLoading.app(options.source)
        let ids = app.store.screens.map(\.id)
        if let unknown = options.snapshot.screens?.first(where: { !ids.contains($0) }) {
            throw CLIError.invalidValue(option: "--screens", value: unknown, expected: "screen ids among: " + ids.joined(separator: ", "))
        }
        let untranslated = languagesNoTextHas(options.snapshot, screens: app.store.screens)
        for tag in untranslated {
            fputs("listpreview: warning: --langs \(tag): no text is given in \(tag), so its shots show the texts' fallback, English\n", stderr)
        }
        if options.snapshot.strict, !untranslated.isEmpty {
            throw Failure("listpreview: --strict: \(untranslated.count == 1 ? "a language" : "\(untranslated.count) languages") no text is given in "
                          + "(\(untranslated.joined(separator: ", "))); nothing was photographed", ExitStatus.dataError)
        }
        let showProgress = !options.snapshot.quiet && isatty(STDERR_FILENO) == 1
        let summary: SnapshotSummary
        do {
            summary = try SnapshotRunner.run(options.snapshot, app: app, version: ListPreviewMain.version,
                                             progress: showProgress ? printProgress : nil)
        } catch let error as BrowserUnavailable {
            throw Failure("listpreview: \(error)", ExitStatus.unavailable)
        } catch let error as FileError {
            if showProgress { fputs("\n", stderr) }
            throw Failure("listpreview: \(error)", ExitStatus.ioError)
        }
        if showProgress { fputs("\n", stderr) }
        for failure in summary.failures {
            fputs("listpreview: failed \(failure.shot.fileName): \(failure.failure ?? "")\n", stderr)
        }
        if !options.snapshot.quiet {
            let taken = summary.results.count - summary.failures.count
            fputs("\(taken) screenshots in \((summary.seconds * 10).rounded() / 10)s → \(options.snapshot.outputDirectory)/index.html\n", stderr)
        }
        if let wanted = getenv(timingsVariable), String(cString: wanted) != "" {
            fputs("listpreview: where \((summary.seconds * 100).rounded() / 100)s went (ms summed over the pages):\n" + summary.timings.report, stderr)
        }
        if let comparison = summary.comparison { print(comparison.report) }
        var passed = summary.failures.isEmpty && summary.comparison?.isIdentical != false
        if let baseline = options.snapshot.baseline {
            passed = try review(summary, against: baseline, options) && passed
        }
        return passed ? ExitStatus.ok : ExitStatus.failure
    }

    /// The languages asked for (`pseudo` and `all` aside) that no text of the screens photographed
    /// is given in, nor in a language that serves its readers (`de` for `de-AT`): their shots would
    /// show English, each text's fallback, under a name that says otherwise.
    static func languagesNoTextHas(_ options: SnapshotOptions, screens: [Screen]) -> [String] {
        let chosen = screens.filter { options.screens?.contains($0.id) ?? true }
        return options.languages.filter { language in
            guard language != Variant.allValue, language != Variant.pseudoLanguage, let tag = LanguageTag(language) else { return false }
            return !chosen.contains { tag.bestMatch(among: $0.languages) != nil }
        }
    }

    /// Reviews the shots against `baseline` into the output folder, updates the baselines as asked,
    /// prints a line per change and the summary; whether nothing failed.
    private static func review(_ summary: SnapshotSummary, against baseline: String, _ options: SnapshotCommandOptions) throws -> Bool {
        let directory = options.snapshot.outputDirectory
        // The shots, what failed and the run's scope come from the manifest just written, as
        // `compare` reads them: one rule for both, and the approval command reviews what this did.
        var folder = FolderReview(baselines: baseline, shots: directory, report: directory)
        folder.reused = Set(summary.results.filter { $0.failure == nil && $0.reused }.map(\.shot.fileName))
        folder.options = options.review.comparison
        folder.update = options.review.update
        folder.prune = options.review.prune
        folder.provenanceNote = Baselines(folder: baseline).provenanceNote(shots: directory,
                                                                           files: Set(summary.results.filter { $0.failure == nil }.map(\.shot.fileName)))
        let command = ["listpreview", "compare", baseline, directory, "--out", directory].map(\.shellQuoted).joined(separator: " ")
        folder.approval = Review.Approval(all: command + " --update changed --prune", one: command + " --update all --only FILE",
                                          deleteOne: command + " --prune --only FILE")
        let review = try ReviewLines.run(folder, options: options.review)
        ReviewLines.print(review, report: directory, quiet: options.snapshot.quiet)
        return review.failures.isEmpty
    }
}
