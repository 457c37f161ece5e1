import Browser
@preconcurrency import Glibc
import ListPreview
import StaticSite

/// `listpreview build`: writes the site, shows progress on a terminal, and says what it wrote.
enum BuildCommand {
    /// `[1200/2592] pages`, redrawn in place.
    private static let printProgress: SiteProgress = { done, total in
        fputs("\r\u{1B}[2K[\(done)/\(total)] pages", stderr)
    }

    /// Builds the site of `app`, which holds only the screens asked for (`ListPreviewMain.buildApp` checked them).
    static func run(_ options: BuildCommandOptions, app: App, version: String) throws -> Int32 {
        let showProgress = !options.site.quiet && isatty(STDERR_FILENO) == 1
        let summary: SiteSummary
        do {
            summary = try SiteBuilder.build(options.site, app: app, version: version, progress: showProgress ? printProgress : nil)
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
}
