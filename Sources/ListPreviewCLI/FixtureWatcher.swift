import Dispatch
import FoundationEssentials
import Guarded
import ListPreview

/// `serve --watch`: checks the fixtures file every second and, when it changed, loads it again.
/// A valid file replaces the screens (states of screens that kept their id carry over, state file
/// included); an invalid one keeps the last good screens and puts the problem on every page.
final class FixtureWatcher {
    private let timer: DispatchSourceTimer
    private let lastSeen: Locked<String>

    init(options: ServeOptions, current: Locked<App>, load: @escaping @Sendable (SourceOptions) throws -> ([Screen], Assets)) {
        let path = options.source.fixtures ?? ""
        lastSeen = Locked(Self.signature(of: path))
        timer = DispatchSource.makeTimerSource(queue: DispatchQueue.global())
        timer.schedule(deadline: .now() + 1, repeating: 1)
        timer.setEventHandler { [lastSeen] in
            let signature = Self.signature(of: path)
            guard lastSeen.withLock({ seen in defer { seen = signature }; return seen != signature }) else { return }
            Self.reload(options: options, current: current, load: load)
        }
        timer.resume()
    }

    /// Stops watching.
    func stop() {
        timer.cancel()
    }

    /// Size and modification time: what changes when the file is saved.
    private static func signature(of path: String) -> String {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        let date = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "\(attributes?[.size] as? Int ?? -1)@\(date)"
    }

    private static func reload(options: ServeOptions, current: Locked<App>, load: (SourceOptions) throws -> ([Screen], Assets)) {
        let path = options.source.fixtures ?? ""
        do {
            let (screens, assets) = try load(options.source)
            let replaced = try current.withLock { app in
                let handover = app.store.seal()
                do {
                    let store = try ScreenStore(screens: screens, takingOver: handover, stateFile: options.source.stateFile.map(StateFile.init))
                    app = App(store: store, assets: assets, readOnly: options.readOnly)
                } catch {
                    app.store.resume(handover)
                    throw error
                }
                return screens.count
            }
            StandardError.print("listpreview: reloaded \(path): \(replaced) screens")
        } catch {
            let message = "\(error)".split(separator: "\n").first.map(String.init) ?? "\(error)"
            let warning = "The fixtures file \(path) does not load, so the last good version is shown: \(message)"
            current.withLock { app in
                app = App(store: app.store, assets: app.assets, readOnly: options.readOnly, warning: warning)
            }
            StandardError.print("listpreview: \(warning)")
        }
    }
}
