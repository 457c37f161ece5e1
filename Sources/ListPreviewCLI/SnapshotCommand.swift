import Browser
import FileSystem
@preconcurrency import Glibc
import ListPreview
import Snapshot

/// `listpreview snapshot`: runs the plan, shows progress on a terminal, reports failures and changes.
enum SnapshotCommand {
    /// `[37/120] inbox network iphone-15 dark zh-Hans · about 12s left` (`… zh-Hans AX5 landscape` when
    /// the run has several text sizes and orientations), redrawn in place.
    private static let printProgress: SnapshotProgress = { done, total, shot, left in
        var line = "[\(done)/\(total)] " + shot.labels.joined(separator: " ")
        if done < total { line += " · about \(Int(left.rounded(.up)))s left" }
        fputs("\r\u{1B}[2K" + line, stderr)
    }

    static func run(_ options: SnapshotCommandOptions, app: App, version: String) throws -> Int32 {
        let ids = app.store.screens.map(\.id)
        if let unknown = options.snapshot.screens?.first(where: { !ids.contains($0) }) {
            throw CLIError.invalidValue(option: "--screens", value: unknown, expected: "screen ids among: " + ids.joined(separator: ", "))
        }
        let showProgress = !options.snapshot.quiet && isatty(STDERR_FILENO) == 1
        let summary: SnapshotSummary
        do {
            summary = try SnapshotRunner.run(options.snapshot, app: app, version: version,
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
        if let comparison = summary.comparison { print(comparison.report) }
        return summary.failures.isEmpty && summary.comparison?.isIdentical != false ? ExitStatus.ok : ExitStatus.failure
    }
}
