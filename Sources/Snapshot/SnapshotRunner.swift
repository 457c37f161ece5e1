import Dispatch
import FoundationEssentials
import Glibc
import HTTP
import HTTPServer
import ListPreview
import PNG
import Guarded
import Synchronization

/// What a snapshot run did.
public struct SnapshotSummary: Sendable {
    /// Every shot and how it went, in plan order.
    public let results: [ShotResult]
    /// Seconds the run took.
    public let seconds: Double
    /// The comparison with an earlier run, when asked for.
    public let comparison: SnapshotComparison?

    /// Shots that failed.
    public var failures: [ShotResult] { results.filter { $0.failure != nil } }
}

/// Progress of a run: shots done, total, the shot just finished and the estimated seconds left.
public typealias SnapshotProgress = @Sendable (_ done: Int, _ total: Int, _ shot: Shot, _ secondsLeft: Double) -> Void

/// Takes every screenshot of a plan: serves the app on an ephemeral loopback port, drives headless
/// Chromium in parallel sessions, writes the PNGs, `manifest.json` and `index.html`.
public enum SnapshotRunner {
    /// Runs `options` against `app`; throws ``BrowserUnavailable`` when no browser can be started.
    public static func run(_ options: SnapshotOptions, app: App, version: String,
                           progress: SnapshotProgress? = nil) throws -> SnapshotSummary {
        let started = ContinuousClock.now
        let locator = try BrowserLocator(chromium: options.chromium)
        try FileManager.default.createDirectory(atPath: options.outputDirectory, withIntermediateDirectories: true)
        let shots = options.shots(screens: app.store.screens)
        let server = try HTTPServer.start(ServerConfiguration(port: 0), handler: app.respond(to:))
        defer { server.stop() }
        let driver = try ChromeDriver(locator: locator)
        defer { driver.stop() }

        let next = Locked(0)
        let outcomes = Locked([String?](repeating: "not taken", count: shots.count))
        let sessionErrors = Locked<[String]>([])
        let done = Atomic(0)
        let workers = max(1, min(options.jobs ?? max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN))), shots.count))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            let session: BrowserSession
            do {
                session = try BrowserSession(driver: driver, chromium: locator.chromium)
            } catch {
                sessionErrors.withLock { $0.append("\(error)") }
                return
            }
            defer { session.close() }
            while true {
                let index = next.withLock { index in defer { index += 1 }; return index }
                guard index < shots.count else { return }
                let shot = shots[index]
                let failure = take(shot, session: session, app: app, port: server.port, directory: options.outputDirectory)
                outcomes.withLock { $0[index] = failure }
                let finished = done.add(1, ordering: .relaxed).newValue
                let elapsed = Double((ContinuousClock.now - started).components.seconds)
                progress?(finished, shots.count, shot, elapsed / Double(finished) * Double(shots.count - finished))
            }
        }
        let errors = sessionErrors.withLock { $0 }
        if errors.count == workers, let first = errors.first {
            throw BrowserUnavailable(description: "Chromium did not start: \(first)")
        }
        let results = outcomes.withLock { failures in zip(shots, failures).map { ShotResult(shot: $0, failure: $1) } }
        try write(SnapshotReport.manifest(results, scale: options.scale, version: version), to: options.outputDirectory + "/manifest.json")
        try write(SnapshotReport.contactSheet(results), to: options.outputDirectory + "/index.html")
        let comparison = try options.compareWith.map {
            try SnapshotComparison(current: options.outputDirectory, earlier: $0, files: results.filter { $0.failure == nil }.map(\.shot.fileName))
        }
        let duration = ContinuousClock.now - started
        return SnapshotSummary(results: results, seconds: Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18,
                               comparison: comparison)
    }

    /// Takes one shot; returns why it failed, or `nil`.
    private static func take(_ shot: Shot, session: BrowserSession, app: App, port: Int, directory: String) -> String? {
        let answer = app.respond(to: Request(method: .get, target: shot.path))
        guard answer.status == .ok else { return "GET \(shot.path) answered \(answer.status)" }
        do {
            let size = shot.frameSize
            try session.setViewport(width: size.width, height: size.height, scale: shot.scale)
            try session.load("http://127.0.0.1:\(port)\(shot.path)")
            let png = try session.screenshot()
            let actual = try PNGImage.size(of: png)
            let expected = shot.pixelSize
            guard actual == expected else {
                return "\(shot.path): the screenshot is \(actual.width)×\(actual.height), not \(expected.width)×\(expected.height)"
            }
            try write(png, to: directory + "/" + shot.fileName)
            return nil
        } catch {
            return "\(shot.path): \(error)"
        }
    }

    /// Writes a file whole (temporary file, then rename), so no half image is ever left behind.
    private static func write(_ bytes: [UInt8], to path: String) throws {
        let temporary = path + ".partial"
        try Data(bytes).write(to: URL(fileURLWithPath: temporary))
        guard rename(temporary, path) == 0 else {
            throw SnapshotWriteFailure(description: "cannot rename \(temporary) to \(path): \(String(cString: strerror(errno)))")
        }
    }
}

/// A finished image that could not be put in place.
struct SnapshotWriteFailure: Error, CustomStringConvertible {
    let description: String
}
