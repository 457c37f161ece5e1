import Browser
import Dispatch
import Guarded

/// An engine being started on a queue of its own while the run does other work: hashing the shots'
/// inputs and copying the baselines they match. Starting Chromium is most of a rerun's fixed cost.
final class BrowserStart: Sendable {
    /// The engine started.
    let engine: Engine
    private let outcome = Locked<Result<any Browser, any Error>?>(nil)
    private let finished = DispatchSemaphore(value: 0)

    /// Starts `locator`'s engine for `pages` pages at `scale`, at once.
    init(_ locator: EngineLocator, scale: Int, pages: Int) {
        engine = locator.engine
        DispatchQueue(label: "BrowserStart").async { [self] in
            let result = Result { () throws -> any Browser in try BrowserLauncher.launch(locator, scale: scale, pages: pages) }
            outcome.withLock { $0 = result }
            finished.signal()
        }
    }

    /// The started browser once it is up; throws what starting it threw.
    func browser() throws -> any Browser {
        try settled().get()
    }

    /// Stops the browser, once it has started (waiting for that). Safe to call more than once.
    func stop() {
        if case let .success(browser) = settled() { browser.stop() }
    }

    private func settled() -> Result<any Browser, any Error> {
        if let result = outcome.withLock({ $0 }) { return result }
        finished.wait()
        finished.signal()
        return outcome.withLock { $0 }!
    }
}
