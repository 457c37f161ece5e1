import Browser
import Dispatch
import FileSystem
import Glibc
import Guarded
import HTTP
import ListPreview
import PNG

extension SnapshotRunner {
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
    /// The page is shown from the bytes the app answers with, which the engine may write into the
    /// page it already has rather than asking the server for them again.
    static func take(_ shot: Shot, page: any BrowserPage, app: App, port: Int, directory: String,
                     timings: SnapshotTimings) throws(FileError) -> String? {
        let answer = app.respond(to: Request(method: .get, target: shot.path))
        guard answer.status == .ok else { return "GET \(shot.path) answered \(answer.status)" }
        let png: [UInt8]
        do {
            let size = shot.frameSize
            try timings.time(.load) {
                try page.show(answer.body, from: "http://127.0.0.1:\(port)\(shot.path)", width: size.width, height: size.height, scale: shot.scale)
            }
            png = try timings.time(.capture) { try page.screenshot() }
            let actual = try PNGImage.size(of: png)
            let expected = shot.pixelSize
            guard actual == expected else {
                return "\(shot.path): the screenshot is \(actual.width)×\(actual.height), not \(expected.width)×\(expected.height)"
            }
            if let colour = timings.time(.blankCheck, { blankColour(png) }) {
                return "\(shot.path): the screenshot is one colour, \(colour), where the page has a status bar and a screen: the engine did not draw it"
            }
        } catch {
            return "\(shot.path): \(error)"
        }
        // Whole or not at all: no half image is ever left behind.
        try timings.time(.writing) { () throws(FileError) in try StagedFile.write(png, to: directory + "/" + shot.fileName) }
        return nil
    }
}
