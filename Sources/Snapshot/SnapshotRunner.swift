import Browser
import Dispatch
import FileSystem
import FoundationEssentials
import Glibc
import Guarded
import HTTP
import HTTPServer
import ListPreview
import PNG
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

/// Takes every screenshot of a plan: serves the app on an ephemeral loopback port, drives each
/// engine asked for with one tab per job, writes the PNGs, `manifest.json` and `index.html`.
public enum SnapshotRunner {
    /// Runs `options` against `app`; throws ``BrowserUnavailable`` when an engine cannot be started
    /// and a `FileError` when a file cannot be written (the run stops there: a full disk fails
    /// every shot after it). Every file is written whole or not at all.
    public static func run(_ options: SnapshotOptions, app: App, version: String,
                           progress: SnapshotProgress? = nil) throws -> SnapshotSummary {
        let started = ContinuousClock.now
        // Every engine is found before any shot is taken, so a missing one costs nothing.
        let t0 = StageTimes.now()
        let locators = try options.browsers.map { try EngineLocator($0, browser: $0 == .chromium ? options.chromium : nil, headlessShell: true) }
        try Directories.create(options.outputDirectory)
        // A share of the shots (--shard I/N), by name, so that shares never overlap and never move.
        let shots = options.shots(screens: app.store.screens).filter { options.shard?.contains($0.fileName) ?? true }
        StageTimes.add("0 locate+plan", StageTimes.now() - t0)
        let server = try StageTimes.measure("1 server start") { try HTTPServer.start(ServerConfiguration(port: 0), handler: { cachingFiles(app.respond(to: $0), for: $0) }) }
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
        // What each shot is made from; a shot whose baseline was made from the same is copied, not
        // taken. The engines' versions and the fonts are asked of child processes, all at once.
        let t2v = StageTimes.now()
        let (engines, fonts) = inventory(locators)
        StageTimes.add("2 version+fonts", StageTimes.now() - t2v)
        let t1 = StageTimes.now()
        let inputsByEngine = Dictionary(uniqueKeysWithValues: locators.map {
            ($0.engine, ShotInputs(engine: engines[$0.engine] ?? $0.engine.rawValue, fonts: fonts, app: app))
        })
        let baselineHashes = options.baseline.map(BaselineManifest.inputHashes(in:)) ?? [:]
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
        StageTimes.add("4 hashing", StageTimes.now() - t1)
        // The first file that could not be written; once set, no more shots are taken.
        let writeFailure = Locked<FileError?>(nil)
        let done = Atomic(reused.count)
        for locator in locators {
            let indices = shots.indices.filter { shots[$0].browser == locator.engine && !reused.contains($0) }
            // Every shot of this engine reused: it is not even started.
            guard !indices.isEmpty else { continue }
            let workers = workers(options, shots: indices.count)
            let browser = try StageTimes.measure("5 launch") { try early?.engine == locator.engine ? early!.browser() : BrowserLauncher.launch(locator, scale: options.scale, pages: workers) }
            defer { StageTimes.measure("d stop") { browser.stop() } }
            let next = Locked(0)
            let pageErrors = Locked<[String]>([])
            DispatchQueue.concurrentPerform(iterations: workers) { _ in
                let page: any BrowserPage
                do {
                    page = try StageTimes.measure("6 openPage") { try browser.openPage() }
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
                        failure = try take(shot, page: page, app: app, port: server.port, directory: options.outputDirectory)
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
        let t2 = StageTimes.now()
        let results = outcomes.withLock { failures in
            shots.indices.map { index in
                ShotResult(shot: shots[index], failure: failures[index], engine: engines[shots[index].browser] ?? "",
                           inputHash: inputHashes[index], reused: reused.contains(index))
            }
        }
        try StagedFile.write(SnapshotReport.manifest(results, scale: options.scale, version: version, scope: options.scope(screens: app.store.screens)), to: options.outputDirectory + "/manifest.json")
        try StagedFile.write(SnapshotReport.contactSheet(results), to: options.outputDirectory + "/index.html")
        let comparison = try options.compareWith.map {
            try SnapshotComparison(current: options.outputDirectory, earlier: $0, files: results.filter { $0.failure == nil }.map(\.shot.fileName))
        }
        StageTimes.add("c finish", StageTimes.now() - t2)
        StageTimes.add("z total", (ContinuousClock.now - started).seconds)
        StageTimes.report()
        return SnapshotSummary(results: results, seconds: (ContinuousClock.now - started).seconds, comparison: comparison)
    }

    /// The pages an engine takes `shots` shots with: one per job, but no more than one for every
    /// four shots: starting a page costs what several shots do, so the two shots left to take
    /// after one screen is edited share one.
    static func workers(_ options: SnapshotOptions, shots: Int) -> Int {
        max(1, min(options.jobs ?? max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN))), (shots + 3) / 4))
    }

    /// Each engine's name and version (`Chromium 156.0.8078.114`, its name alone when it does not
    /// say) and the machine's fonts (``SystemFonts/inventory()``), each asked of its own process at once.
    static func inventory(_ locators: [EngineLocator]) -> (engines: [Engine: String], fonts: String) {
        let answers = Locked([String?](repeating: nil, count: locators.count + 1))
        DispatchQueue.concurrentPerform(iterations: locators.count + 1) { index in
            let answer = index == locators.count ? SystemFonts.inventory() : locators[index].version()
            answers.withLock { $0[index] = answer }
        }
        let found = answers.withLock { $0 }
        let engines = Dictionary(uniqueKeysWithValues: locators.indices.map { (locators[$0].engine, found[$0] ?? locators[$0].engine.rawValue) })
        return (engines, found[locators.count] ?? "")
    }

    /// The response, and for a file under `/public/` (style sheet, pictures, status-bar icons) leave
    /// to keep it for the rest of the run: nothing changes while a snapshot runs, and otherwise every
    /// shot would wait for its style sheet to be asked for again (`no-cache`, which `serve` needs).
    static func cachingFiles(_ response: Response, for request: Request) -> Response {
        guard response.status == .ok, request.target.hasPrefix("/public/") else { return response }
        var response = response
        response.headers.set("Cache-Control", "max-age=3600, immutable")
        return response
    }

    /// Takes one shot; returns why it failed, or `nil`; throws when the image cannot be written.
    private static func take(_ shot: Shot, page: any BrowserPage, app: App, port: Int, directory: String) throws(FileError) -> String? {
        let answer = StageTimes.measure("7 respond") { app.respond(to: Request(method: .get, target: shot.path)) }
        guard answer.status == .ok else { return "GET \(shot.path) answered \(answer.status)" }
        let png: [UInt8]
        do {
            let size = shot.frameSize
            try StageTimes.measure("8 load") { try page.show(answer.body, from: "http://127.0.0.1:\(port)\(shot.path)", width: size.width, height: size.height, scale: shot.scale) }
            png = try StageTimes.measure("9 screenshot") { try page.screenshot() }
            let actual = try PNGImage.size(of: png)
            let expected = shot.pixelSize
            guard actual == expected else {
                return "\(shot.path): the screenshot is \(actual.width)×\(actual.height), not \(expected.width)×\(expected.height)"
            }
            if let colour = StageTimes.measure("a blank", { blankColour(png) }) {
                return "\(shot.path): the screenshot is one colour, \(colour), where the page has a status bar and a screen: the engine did not draw it"
            }
        } catch {
            return "\(shot.path): \(error)"
        }
        // Whole or not at all: no half image is ever left behind.
        let tw = StageTimes.now()
        try StagedFile.write(png, to: directory + "/" + shot.fileName)
        StageTimes.add("b write", StageTimes.now() - tw)
        return nil
    }
}

/// The one colour of a screenshot that has a single colour, `rgb(0, 0, 0)`; `nil` for any other. Every
/// page has a status bar with the time, so one colour means the engine drew nothing (or black):
/// such a shot fails rather than becoming a baseline. Only small files are decoded: one colour
/// compresses to almost nothing, and a drawn screen never does; and of those, the top eighth first,
/// where a drawn screen's status bar already has a second colour (decoding every pixel of each was
/// a twentieth of a run).
func blankColour(_ png: [UInt8]) -> String? {
    guard png.count < 64 * 1024, let size = try? PNGImage.size(of: png), size.height > 0,
          let top = try? PNGImage(decoding: png, rows: max(1, size.height / 8)), oneColour(top) != nil,
          let image = try? PNGImage(decoding: png) else { return nil }
    return oneColour(image)
}

/// The colour of an image whose pixels all have it, `rgb(0, 0, 0)`; `nil` for an image of several (or none).
private func oneColour(_ image: PNGImage) -> String? {
    guard image.width > 0, image.height > 0 else { return nil }
    let first = Array(image.rgba[0..<4])
    for index in stride(from: 4, to: image.rgba.count, by: 4) where image.rgba[index..<(index + 4)].elementsEqual(first) == false {
        return nil
    }
    return "rgb(\(first[0]), \(first[1]), \(first[2]))"
}

extension Duration {
    /// The duration in seconds.
    var seconds: Double { Double(components.seconds) + Double(components.attoseconds) / 1e18 }
}
