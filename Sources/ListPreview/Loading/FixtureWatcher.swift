import Dispatch
import FileSystem
import FoundationEssentials
import Guarded
import Screens
import Store

/// `serve --watch`: checks the fixtures file and the images it names four times a second and,
/// when one changed, loads them again. A valid file replaces the screens (states of screens that
/// kept their id carry over, state file included; those of screens it no longer names are kept, and
/// given back when they return); an invalid one keeps the last good screens and
/// puts the problem on every page. Either way every open page is told, and reloads.
public final class FixtureWatcher {
    /// How often the files are looked at: often enough that an open page follows an edit within
    /// a second, cheap enough (a `stat` per file) to go unnoticed.
    static let interval = DispatchTimeInterval.milliseconds(250)

    private let timer: DispatchSourceTimer
    /// What each file to look at (the fixtures file, then every user image looked up) looked like
    /// when it was last loaded.
    private let watched: Locked<[String: Stamp]>

    /// Watches what `source` names, from `initial`: the fixtures file's ``stamp(of:)`` taken before
    /// it was first loaded, and the images' taken once it had loaded, before the server listened —
    /// so a change saved meanwhile is seen by the first tick.
    public init(source: AppSource, current: Locked<App>, initial: [String: Stamp]) {
        let fixtures = source.fixtures ?? ""
        watched = Locked(initial)
        timer = DispatchSource.makeTimerSource(queue: DispatchQueue.global())
        timer.schedule(deadline: .now() + Self.interval, repeating: Self.interval)
        timer.setEventHandler { [watched] in
            let seen = watched.withLock { $0 }
            // Taken before loading: an edit saved while the files are read differs from these
            // stamps, so the next tick loads again.
            let now = Self.stamps(of: Array(seen.keys))
            guard now != seen else { return }
            var lookedUp: [String] = []
            Self.reload(source, current: current, lookedUp: &lookedUp)
            // Files found for the first time (a newly named image) are stamped as they are now.
            let next = Dictionary(([fixtures] + lookedUp).map { ($0, now[$0] ?? Self.stamp(of: $0)) }, uniquingKeysWith: { first, _ in first })
            watched.withLock { $0 = next }
            current.withLock { $0 }.store.changes.changedAll()
        }
        timer.resume()
    }

    /// Stops watching.
    public func stop() {
        timer.cancel()
    }

    /// What a watched file looks like, as `stat(2)` sees it through any symbolic link: so an edit
    /// of a link's target is seen, and so is a target replaced by a rename (another inode).
    public enum Stamp: Equatable, Sendable {
        /// Size, modification time to the nanosecond, inode, mode and change time (which a `chmod`
        /// moves), and whether it can be read: a file made readable again is loaded again, edit or not.
        case present(FileStatus, readable: Bool)
        /// Nothing there, or `stat` refused (a directory on the way lost its permissions).
        case absent(FileError.Problem)
    }

    /// What changes when a file is saved, replaced, made (un)readable, or appears.
    public static func stamp(of path: String) -> Stamp {
        do {
            return .present(try FileStatus(path: path), readable: FileStatus.isReadable(path))
        } catch {
            return .absent(error.problem)
        }
    }

    /// The stamp of every path.
    public static func stamps(of paths: [String]) -> [String: Stamp] {
        Dictionary(paths.map { ($0, stamp(of: $0)) }, uniquingKeysWith: { first, _ in first })
    }

    /// Loads `source` again into `current` at once (after the Controls section saved the fixtures file), and tells every open page.
    public static func reload(_ source: AppSource, current: Locked<App>) {
        var lookedUp: [String] = []
        reload(source, current: current, lookedUp: &lookedUp)
        current.withLock { $0 }.store.changes.changedAll()
    }

    private static func reload(_ source: AppSource, current: Locked<App>, lookedUp: inout [String]) {
        let path = source.fixtures ?? ""
        do {
            let loaded = try AppLoader.load(source, lookedUp: &lookedUp)
            try current.withLock { app in
                let handover = app.store.seal()
                do {
                    let store = try ScreenStore(screens: loaded.screens, takingOver: handover, stateFile: source.stateFile.map(StateFile.init))
                    app = app.reloaded(loaded, store: store)
                } catch {
                    app.store.resume(handover)
                    throw error
                }
            }
            let count = loaded.screens.count
            StandardError.print("listpreview: reloaded \(path): \(count) screen\(count == 1 ? "" : "s")")
            for note in current.withLock({ $0 }).store.notes { StandardError.print("listpreview: " + note) }
            for line in loaded.warningLines { StandardError.print(line) }
        } catch {
            let text = (error as? SourceError)?.message ?? "\(error)"
            let message = text.split(separator: "\n").first.map(String.init) ?? text
            let warning = "The fixtures file \(path) does not load, so the last good version is shown: \(message)"
            current.withLock { app in app = app.showing(warning: warning) }
            StandardError.print("listpreview: \(warning)")
        }
    }
}
