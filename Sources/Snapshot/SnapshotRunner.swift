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

        var early = EarlyStart(locators: locators, scale: options.scale)
        defer { early.stop() }
        // Without baselines every shot is taken: the first engine starts before anything else.
        if options.baseline == nil, let first = shots.first {
            early.needs(first, pages: workers(options, shots: shots.count { $0.browser == first.browser }))
        }
        let (engines, fonts) = inventory(locators)
        timings.add(.setUp, started)
        let hashing = ContinuousClock.now
        let prepared = try reuseBaselines(shots, options: options, app: app, engines: engines, fonts: fonts, early: &early)
        timings.add(.hashing, hashing)
        let outcomes = Locked(prepared.outcomes)
        let run = EngineRun(shots: shots, reused: prepared.outcomes.count { $0 == .reused }, options: options, app: app, port: server.port, timings: timings, started: started, progress: progress)
        for locator in locators {
            try run.photograph(with: locator, early: early, outcomes: outcomes)
        }
        let finishing = ContinuousClock.now
        let results = outcomes.withLock { outcomes in
            shots.indices.map { index in
                ShotResult(shot: shots[index], failure: outcomes[index].failure, engine: engines[shots[index].browser] ?? "",
                           inputHash: prepared.inputHashes[index], reused: outcomes[index] == .reused)
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

    /// What each shot is made from (its inputs' hash), and each shot whose baseline was made from
    /// the same copied, not taken; the first engine with a shot to take is started on the way.
    private static func reuseBaselines(_ shots: [Shot], options: SnapshotOptions, app: App, engines: [Engine: String], fonts: String,
                                       early: inout EarlyStart) throws -> (inputHashes: [String], outcomes: [ShotOutcome]) {
        var inputs: [Engine: ShotInputs] = [:]
        let baselineHashes = options.baseline.map { Baselines(folder: $0).inputHashes } ?? [:]
        var inputHashes: [String] = []
        var outcomes: [ShotOutcome] = []
        var fileDigests: [String: String] = [:]
        for shot in shots {
            let shotInputs = inputs[shot.browser] ?? ShotInputs(engine: engines[shot.browser] ?? shot.browser.rawValue, fonts: fonts, app: app)
            inputs[shot.browser] = shotInputs
            let hash = shotInputs.hash(of: shot, page: app.respond(to: Request(method: .get, target: shot.path)).body, digests: &fileDigests)
            inputHashes.append(hash)
            guard let baseline = options.baseline, baselineHashes[shot.fileName] == hash,
                  let bytes = try? FileReader.read(baseline + "/" + shot.fileName) else {
                early.needs(shot)
                outcomes.append(.pending)
                continue
            }
            try StagedFile.write(bytes, to: options.outputDirectory + "/" + shot.fileName)
            outcomes.append(.reused)
        }
        return (inputHashes, outcomes)
    }
}

/// How one shot of a run went.
enum ShotOutcome: Sendable, Equatable {
    /// Not taken (yet): its engine stopped, or the run did, first.
    case pending
    /// Taken and written.
    case taken
    /// Taken and failed, saying why.
    case failed(String)
    /// Its baseline copied: made from the same inputs.
    case reused

    /// What the manifest and the contact sheet say went wrong, if anything.
    var failure: String? {
        switch self {
        case .pending: "not taken"
        case let .failed(reason): reason
        case .taken, .reused: nil
        }
    }
}

/// The first engine with a shot to take, started as soon as that is known, so that it comes up
/// while the inputs are hashed and the baselines copied.
struct EarlyStart {
    let locators: [EngineLocator]
    let scale: Int
    private(set) var started: BrowserStart?

    init(locators: [EngineLocator], scale: Int) {
        self.locators = locators
        self.scale = scale
    }

    /// Starts `shot`'s engine for `pages` pages unless one has started.
    mutating func needs(_ shot: Shot, pages: Int = 1) {
        guard started == nil, let locator = locators.first(where: { $0.engine == shot.browser }) else { return }
        started = BrowserStart(locator, scale: scale, pages: pages)
    }

    /// Stops what was started, once it is up.
    func stop() { started?.stop() }
}

extension Duration {
    /// The duration in seconds.
    var seconds: Double { Double(components.seconds) + Double(components.attoseconds) / 1e18 }
}
