import Guarded

/// Where a snapshot run's time went, stage by stage: wall seconds summed over the pages that ran
/// the stage at once, and how many times it ran. `LISTPREVIEW_SNAPSHOT_TIMINGS` prints it after a
/// run (see docs/PERFORMANCE.md), to find what to make faster.
public final class SnapshotTimings: Sendable {
    /// A part of a run, in the order a run goes through them.
    public enum Stage: Int, CaseIterable, Sendable {
        /// Finding the engines, planning the shots, serving the app, asking the engines' versions and the fonts.
        case setUp
        /// Hashing every shot's inputs and copying the baselines that match.
        case hashing
        /// Waiting for an engine to start (it starts while the inputs are hashed).
        case engineStart
        /// Opening the pages (Chromium: a process each, started with the engine).
        case pageOpen
        /// Loading a shot's page, its style sheet, fonts and pictures.
        case load
        /// Drawing the frame and encoding it as a PNG.
        case capture
        /// Looking for a shot of one colour.
        case blankCheck
        /// Writing the PNG.
        case writing
        /// Stopping the engine.
        case engineStop
        /// Writing the manifest and contact sheet, and comparing with an earlier run.
        case finishing

        /// `page load`: the stage's name in the printed table.
        public var label: String {
            switch self {
            case .setUp: "set-up"
            case .hashing: "input hashing"
            case .engineStart: "engine start"
            case .pageOpen: "page open"
            case .load: "page load"
            case .capture: "capture"
            case .blankCheck: "blank check"
            case .writing: "writing"
            case .engineStop: "engine stop"
            case .finishing: "finishing"
            }
        }
    }

    private let totals = Locked([(seconds: Double, count: Int)](repeating: (0, 0), count: Stage.allCases.count))

    /// No stage timed yet.
    public init() {}

    /// Runs `body`, adding its wall time to `stage`.
    func time<Value, Failure: Error>(_ stage: Stage, _ body: () throws(Failure) -> Value) throws(Failure) -> Value {
        let started = ContinuousClock.now
        defer { add(stage, started) }
        return try body()
    }

    /// Adds the time since `started` to `stage`.
    func add(_ stage: Stage, _ started: ContinuousClock.Instant) {
        let seconds = (ContinuousClock.now - started).seconds
        totals.withLock { $0[stage.rawValue].seconds += seconds; $0[stage.rawValue].count += 1 }
    }

    /// The seconds and count of `stage` so far.
    public func total(_ stage: Stage) -> (seconds: Double, count: Int) {
        totals.withLock { $0[stage.rawValue] }
    }

    /// A line per stage that ran: `page load       2.41 s  104×` (seconds summed over the pages).
    public var report: String {
        Stage.allCases.compactMap { stage in
            let (seconds, count) = total(stage)
            guard count > 0 else { return nil }
            let milliseconds = String(Int((seconds * 1000).rounded()))
            return stage.label + String(repeating: " ", count: max(1, 21 - stage.label.count - milliseconds.count)) + milliseconds + " ms  \(count)×\n"
        }.joined()
    }
}
