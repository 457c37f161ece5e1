import Browser
import Dispatch
import FileSystem
import FoundationEssentials
import Glibc
import Guarded
import HTTP
import HTTPServer
import ListPreview
import Review
import Synchronization

/// What a snapshot run did.
public struct SnapshotSummary: Sendable {
    /// Every shot and how it went, in plan order.
    public let results: [ShotResult]
    /// Seconds the run took.
    public let seconds: Double
    /// The comparison with an earlier run, when asked for.
    public let comparison: SnapshotComparison?
    /// Where the run's time went, stage by stage.
    public let timings: SnapshotTimings

    /// Shots that failed.
    public var failures: [ShotResult] { results.filter { $0.failure != nil } }
}

/// Progress of a run: shots done, total, the shot just finished and the estimated seconds left.
public typealias SnapshotProgress = @Sendable (_ done: Int, _ total: Int, _ shot: Shot, _ secondsLeft: Double) -> Void

/// Takes every screenshot of a plan: serves the app on an ephemeral loopback port, drives each
/// engine asked for with one page per job, writes the PNGs, `manifest.json` and `index.html`.
public enum SnapshotRunner {
    /// Runs `options` against `app`; throws ``BrowserUnavailable`` when an engine cannot be started
    /// and a `FileError` when a file cannot be written (the run stops there: a full disk fails
    /// every shot after it). Every file is written whole or not at all.
    public static func run(_ options: SnapshotOptions, app: App, version: String,
                           progress: SnapshotProgress? = nil) throws -> SnapshotSummary {
        let started = ContinuousClock.now
        let timings = SnapshotTimings()
        // Every engine is found before any shot is taken, so a missing one costs nothing.
        let locators = try options.browsers.map { try EngineLocator($0, browser: $0 == .chromium ? options.chromium : nil, headlessShell: true) }
        try Directories.create(options.outputDirectory)
        // A share of the shots (--shard I/N), by name, so that shares never overlap and never move.
        let shots = options.shots(screens: app.store.screens).filter { options.shard?.contains($0.fileName) ?? true }
        let server = try HTTPServer.start(ServerConfiguration(port: 0), handler: { cachingFiles(app.respond(to: $0), for: $0) })
        defer { server.stop() }

        let outcomes = Locked([String?](repeating: "not taken", count: shots.count))
        // The first engine with a shot to take starts as soon as that is known, and comes up while
        // the inputs are hashed and the baselines copied: without baselines, before anything else.
        var early: BrowserStart?
        defer { early?.stop() }
        func needs(_ shot: Shot, pages: Int = 1) {
            guard early == nil, let locator = locators.first(where: { $0.engine == shot.browser }) else { return }
            early = BrowserStart(locator, scale: options.scale, pages: pages)
        }
        if options.baseline == nil, let first = shots.first {
            needs(first, pages: workers(options, shots: shots.count { $0.browser == first.browser }))
        }
        // What each shot is made from; a shot whose baseline was made from the same is copied, not taken.
        let (engines, fonts) = inventory(locators)
        timings.add(.setUp, started)
        let hashing = ContinuousClock.now
        let inputsByEngine = Dictionary(uniqueKeysWithValues: locators.map {
            ($0.engine, ShotInputs(engine: engines[$0.engine] ?? $0.engine.rawValue, fonts: fonts, app: app))
        })
        let baselineHashes = options.baseline.map { Baselines(folder: $0).inputHashes } ?? [:]
        var inputHashes: [String] = []
        var reused = Set<Int>()
        var fileDigests: [String: String] = [:]
        for (index, shot) in shots.enumerated() {
            let hash = inputsByEngine[shot.browser]!.hash(of: shot, page: app.respond(to: Request(method: .get, target: shot.path)).body, digests: &fileDigests)
            inputHashes.append(hash)
            guard let baseline = options.baseline, baselineHashes[shot.fileName] == hash,
                  let bytes = try? FileReader.read(baseline + "/" + shot.fileName) else {
                needs(shot)
                continue
            }
            try StagedFile.write(bytes, to: options.outputDirectory + "/" + shot.fileName)
            reused.insert(index)
            outcomes.withLock { $0[index] = nil }
        }
        timings.add(.hashing, hashing)
        // The first file that could not be written; once set, no more shots are taken.
        let writeFailure = Locked<FileError?>(nil)
        let done = Atomic(reused.count)
        for locator in locators {
            let indices = shots.indices.filter { shots[$0].browser == locator.engine && !reused.contains($0) }
            // Every shot of this engine reused: it is not even started.
            guard !indices.isEmpty else { continue }
            let workers = workers(options, shots: indices.count)
            let browser = try timings.time(.engineStart) {
                try early?.engine == locator.engine ? early!.browser() : BrowserLauncher.launch(locator, scale: options.scale, pages: workers)
            }
            defer { timings.time(.engineStop) { browser.stop() } }
            let next = Locked(0)
            let pageErrors = Locked<[String]>([])
            DispatchQueue.concurrentPerform(iterations: workers) { _ in
                let page: any BrowserPage
                do {
                    page = try timings.time(.pageOpen) { try browser.openPage() }
                } catch {
                    pageErrors.withLock { $0.append("\(error)") }
                    return
                }
                defer { page.close() }
                while writeFailure.withLock({ $0 == nil }) {
                    let position = next.withLock { position in defer { position += 1 }; return position }
                    guard position < indices.count else { return }
                    let index = indices[position]
                    let shot = shots[index]
                    let failure: String?
                    do throws(FileError) {
                        failure = try take(shot, page: page, app: app, port: server.port, directory: options.outputDirectory, timings: timings)
                    } catch {
                        writeFailure.withLock { $0 = $0 ?? error }
                        return
                    }
                    outcomes.withLock { $0[index] = failure }
                    let finished = done.add(1, ordering: .relaxed).newValue
                    let elapsed = (ContinuousClock.now - started).seconds
                    progress?(finished, shots.count, shot, elapsed / Double(finished) * Double(shots.count - finished))
                }
            }
            if let failure = writeFailure.withLock({ $0 }) { throw failure }
            let errors = pageErrors.withLock { $0 }
            if errors.count == workers, let first = errors.first {
                throw BrowserUnavailable(description: "\(locator.engine) did not open a page: \(first)")
            }
        }
        let finishing = ContinuousClock.now
        let results = outcomes.withLock { failures in
            shots.indices.map { index in
                ShotResult(shot: shots[index], failure: failures[index], engine: engines[shots[index].browser] ?? "",
                           inputHash: inputHashes[index], reused: reused.contains(index))
            }
        }
        try SnapshotReport.manifest(results, scale: options.scale, version: version, scope: options.scope(screens: app.store.screens)).write(to: options.outputDirectory)
        try StagedFile.write(SnapshotReport.contactSheet(results), to: options.outputDirectory + "/index.html")
        let comparison = try options.compareWith.map {
            try SnapshotComparison(current: options.outputDirectory, earlier: $0, files: results.filter { $0.failure == nil }.map(\.shot.fileName))
        }
        timings.add(.finishing, finishing)
        return SnapshotSummary(results: results, seconds: (ContinuousClock.now - started).seconds, comparison: comparison, timings: timings)
    }
}

extension Duration {
    /// The duration in seconds.
    var seconds: Double { Double(components.seconds) + Double(components.attoseconds) / 1e18 }
}
