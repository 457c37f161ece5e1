import Browser
import Dispatch
import FileSystem
import Guarded
import ListPreview
import Synchronization

/// One run's shots taken by each engine in turn: a page per job, each taking the next shot not
/// yet taken until none is left or a file cannot be written.
final class EngineRun: Sendable {
    let shots: [Shot]
    let options: SnapshotOptions
    let app: App
    let port: Int
    let timings: SnapshotTimings
    let started: ContinuousClock.Instant
    let progress: SnapshotProgress?
    /// Shots done so far, the reused ones included, for the progress.
    private let done: Atomic<Int>

    /// A run of `shots`, `reused` of them already done (their baselines copied).
    init(shots: [Shot], reused: Int, options: SnapshotOptions, app: App, port: Int, timings: SnapshotTimings, started: ContinuousClock.Instant,
         progress: SnapshotProgress?) {
        done = Atomic(reused)
        self.shots = shots
        self.options = options
        self.app = app
        self.port = port
        self.timings = timings
        self.started = started
        self.progress = progress
    }

    /// Takes the pending shots of `locator`'s engine (the early start's browser when it is that
    /// engine), recording each outcome; throws the first file that could not be written, or
    /// ``BrowserUnavailable`` when no page opened.
    func photograph(with locator: EngineLocator, early: EarlyStart, outcomes: Locked<[ShotOutcome]>) throws {
        let pending = outcomes.withLock { outcomes in shots.indices.filter { shots[$0].browser == locator.engine && outcomes[$0] == .pending } }
        // Every shot of this engine reused: it is not even started.
        guard !pending.isEmpty else { return }
        let workers = SnapshotRunner.workers(options, shots: pending.count)
        let browser = try timings.time(.engineStart) {
            if let start = early.started, start.engine == locator.engine { return try start.browser() }
            return try BrowserLauncher.launch(locator, scale: options.scale, pages: workers)
        }
        defer { timings.time(.engineStop) { browser.stop() } }
        let next = Locked(0)
        let pageErrors = Locked<[String]>([])
        // The first file that could not be written; once set, no more shots are taken.
        let writeFailure = Locked<FileError?>(nil)
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
                guard position < pending.count else { return }
                let index = pending[position]
                let shot = shots[index]
                let outcome: ShotOutcome
                do throws(FileError) {
                    outcome = try SnapshotRunner.take(shot, page: page, app: app, port: port, directory: options.outputDirectory, timings: timings)
                        .map(ShotOutcome.failed) ?? .taken
                } catch {
                    writeFailure.withLock { $0 = $0 ?? error }
                    return
                }
                outcomes.withLock { $0[index] = outcome }
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
}
