import Browser
@preconcurrency import Glibc
import ListPreview
import Screens
import StaticSite

/// What `build` does: writes the site, shows progress on a terminal, and says what it wrote.
extension BuildCommand {
    /// `[1200/2592] pages`, redrawn in place.
    private static let printProgress: SiteProgress = { done, total in
        fputs("\r\u{1B}[2K[\(done)/\(total)] pages", stderr)
    }

    /// Builds the site of the folder's `screens.json` when no fixtures file is named; exit 1 when a screenshot failed.
    package static func run(_ options: BuildCommandOptions) throws -> Int32 {
        var options = options
        options.source = FolderScreens.resolved(options.source)
        let app = try siteApp(options)
        let showProgress = !options.site.quiet && isatty(STDERR_FILENO) == 1
        let summary: SiteSummary
        do {
            summary = try SiteBuilder.build(options.site, app: app, version: ListPreviewMain.version, progress: showProgress ? printProgress : nil)
        } catch let error as SiteBuildError {
            if showProgress { fputs("\n", stderr) }
            switch error {
            case .folder(.notASite): throw Failure("listpreview: \(error)", ExitStatus.cannotCreate)
            case .folder(.file), .file: throw Failure("listpreview: \(error)", ExitStatus.ioError)
            case .report: throw Failure("listpreview: --report: \(error)", ExitStatus.noInput)
            case .page: throw Failure("listpreview: \(error)", ExitStatus.software)
            }
        } catch let error as BrowserUnavailable {
            throw Failure("listpreview: --screenshots: \(error)", ExitStatus.unavailable)
        }
        if showProgress { fputs("\n", stderr) }
        for shot in summary.failedShots { fputs("listpreview: failed \(shot.file): \(shot.reason)\n", stderr) }
        if !options.site.quiet {
            let megabytes = (Double(summary.bytes) / 100_000).rounded() / 10
            let seconds = (summary.seconds * 10).rounded() / 10
            fputs("wrote \(summary.pages) pages, \(summary.files) files, \(megabytes) MB in \(seconds) s → "
                  + "\(options.site.outputDirectory)/index.html\n", stderr)
        }
        return summary.failedShots.isEmpty ? ExitStatus.ok : ExitStatus.failure
    }

    /// The read-only app a site is built from: the fixtures as they start (no state file), only the
    /// screens asked for, so the index and gallery list only those.
    private static func siteApp(_ options: BuildCommandOptions) throws -> App {
        var loaded = try SourceLoading.load(options.source)
        for line in loaded.warningLines { StandardError.print(line) }
        if let chosen = options.site.screens {
            let ids = loaded.screens.map(\.id)
            if let unknown = chosen.first(where: { !ids.contains($0) }) {
                throw CLIError.invalidValue(option: "--screens", value: unknown, expected: "screen ids among: " + ids.joined(separator: ", "))
            }
            loaded.screens = loaded.screens.filter { chosen.contains($0.id) }
        }
        return try SourceLoading.app(loaded, stateFile: nil, readOnly: true)
    }
}
