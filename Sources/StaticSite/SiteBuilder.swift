import Dispatch
import FileSystem
import Guarded
import HTTP
import ListPreview
import Pages
import Screens
import Snapshot

/// What a build wrote.
public struct SiteSummary: Sendable {
    /// HTML pages.
    public let pages: Int
    /// Every other file: the style sheet, the script, images, fonts, screenshots, the report.
    public let files: Int
    /// The size of everything written, in bytes.
    public let bytes: Int
    /// Seconds the build took.
    public let seconds: Double
    /// Screenshots that could not be taken, with why.
    public let failedShots: [(file: String, reason: String)]
}

/// Progress of a build: pages written and how many there are.
public typealias SiteProgress = @Sendable (_ done: Int, _ total: Int) -> Void

/// Why a build stopped.
public enum SiteBuildError: Error, CustomStringConvertible {
    /// The site's folder cannot be written, or something not a site is in the way.
    case folder(SiteFolderError)
    /// A page did not draw (the app refused its URL).
    case page(url: String, status: Int, body: String)
    /// `--report`'s folder holds no report.
    case report(String)
    /// A page could not be written.
    case file(FileError)

    public var description: String {
        switch self {
        case let .folder(error): error.description
        case let .page(url, status, body): "the page \(url) answered \(status): \(body)"
        case let .report(message): message
        case let .file(error): error.description
        }
    }
}

/// Writes a static site: every page of the plan as a read-only server draws it, with relative
/// links (``SiteLinks``), every file those pages load copied once, and, when asked, screenshots
/// of every state and a review report. All of it goes through a ``SiteFolder``: the site appears
/// whole at the end, or not at all.
public enum SiteBuilder {
    /// Builds `options`' site of `app` (which should be read-only).
    public static func build(_ options: SiteOptions, app: App, version: String, progress: SiteProgress? = nil) throws -> SiteSummary {
        let started = ContinuousClock.now
        let report: IncludedReport?
        do {
            report = try options.report.map { try IncludedReport(folder: $0) }
        } catch {
            throw SiteBuildError.report(String(describing: error))
        }
        let folder: SiteFolder
        do throws(SiteFolderError) {
            folder = try SiteFolder(options.outputDirectory)
        } catch {
            throw SiteBuildError.folder(error)
        }
        do {
            let summary = try write(options, app: app, version: version, report: report, into: folder, progress: progress, started: started)
            do throws(SiteFolderError) {
                try folder.commit()
            } catch {
                throw SiteBuildError.folder(error)
            }
            return summary
        } catch {
            folder.discard()
            throw error
        }
    }

    private static func write(_ options: SiteOptions, app: App, version: String, report: IncludedReport?, into folder: SiteFolder,
                              progress: SiteProgress?, started: ContinuousClock.Instant) throws -> SiteSummary {
        let screens = app.store.screens
        let plan = SitePlan(options, screens: screens, languages: app.store.languages)
        // The files every page may load, copied once: public/ as the server's /public/, assets/ as its
        // /assets/; the style sheets with the pictures their masks draw inlined.
        let pictures = InlinedPictures(assets: app.assets)
        var files: [(file: String, bytes: [UInt8])] = app.assets.files.sorted { $0.key < $1.key }.map { name, file in
            ("public/" + name, name.hasSuffix(".css") ? pictures.styleSheet(file.body, at: name) : file.body)
        }
            + app.assets.images.sorted { $0.key < $1.key }.map { ("assets/" + $0.key, $0.value.body) }
        for (source, file) in report?.files ?? [] { files.append((file, try FileReader.read(source, limit: .max))) }
        try folder.makeFolders(for: plan.pages.map { $0.file } + files.map { $0.file })
        for file in files { try folder.write(file.bytes, to: file.file) }

        let (screenshots, failedShots, shotFiles) = try photograph(options, app: app, version: version, plan: plan, into: folder)
        let pageFile: @Sendable (String) -> String? = { plan.file(of: $0) }
        let screenshot: @Sendable (String) -> String? = { url in SitePlan.key(of: url, onlyScreen: nil).flatMap { screenshots[$0] } }

        let failure = Locked<SiteBuildError?>(nil)
        let written = Locked((pages: 0, bytes: 0))
        let pages = plan.pages
        DispatchQueue.concurrentPerform(iterations: pages.count) { index in
            let page = pages[index]
            let links = SiteLinks(page: page.file, pageFile: pageFile, screenshot: screenshot, report: report?.page, dataURL: pictures.dataURL)
            let response = app.sitePage(page.url, links: links)
            guard response.status.code == 200 else {
                failure.withLock { $0 = $0 ?? .page(url: page.url, status: response.status.code, body: String(decoding: response.body, as: UTF8.self)) }
                return
            }
            do throws(FileError) {
                try folder.write(response.body, to: page.file)
            } catch {
                failure.withLock { $0 = $0 ?? .file(error) }
                return
            }
            let done = written.withLock { written in
                written.pages += 1
                written.bytes += response.body.count
                return written.pages
            }
            if let progress, done % 50 == 0 || done == pages.count { progress(done, pages.count) }
        }
        if let error = failure.withLock({ $0 }) { throw error }
        let totals = written.withLock { $0 }
        return SiteSummary(pages: totals.pages, files: files.count + shotFiles.count + 1,
                           bytes: totals.bytes + files.reduce(0) { $0 + $1.bytes.count } + shotFiles.reduce(0) { $0 + $1 },
                           seconds: (ContinuousClock.now - started).seconds, failedShots: failedShots)
    }

    /// With `--screenshots`, every embedded page photographed into `shots/` as `snapshot` names it;
    /// the screenshot of each page (by its key), those that failed, and the sizes of the files written.
    private static func photograph(_ options: SiteOptions, app: App, version: String, plan: SitePlan,
                                   into folder: SiteFolder) throws -> ([String: String], [(file: String, reason: String)], [Int]) {
        guard options.screenshots else { return ([:], [], []) }
        var snapshot = SnapshotOptions()
        snapshot.outputDirectory = folder.staging + "/shots"
        snapshot.screens = app.store.screens.map(\.id)
        snapshot.states = options.states
        snapshot.axes = options.axes
        snapshot.chromium = options.chromium
        snapshot.jobs = options.jobs
        snapshot.quiet = true
        let summary = try SnapshotRunner.run(snapshot, app: app, version: version)
        var screenshots: [String: String] = [:]
        var failed: [(file: String, reason: String)] = []
        var sizes: [Int] = []
        for result in summary.results {
            let shot = result.shot
            if let reason = result.failure {
                failed.append((shot.fileName, reason))
                continue
            }
            // A screen that keeps its design is photographed once; every design's page of it shows that shot.
            let screen = app.store.screen(id: shot.screen)
            for os in options.designs ?? [screen?.defaultDesign ?? .standard] where screen?.design(asked: os) ?? os == shot.variant.os {
                var drawn = shot.variant
                drawn.os = os
                let variant = SiteVariant(variant: drawn)
                let url = SitePath.url(SitePath.screen(shot.screen), [("state", shot.state.rawValue)] + variant.parameters + [("embed", "1")])
                if let key = SitePlan.key(of: url, onlyScreen: nil) { screenshots[key] = "shots/" + shot.fileName }
            }
            sizes.append((try? FileStatus(path: snapshot.outputDirectory + "/" + shot.fileName)).map { Int($0.size) } ?? 0)
        }
        return (screenshots, failed, sizes)
    }
}

extension Duration {
    /// The duration in seconds.
    var seconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}
