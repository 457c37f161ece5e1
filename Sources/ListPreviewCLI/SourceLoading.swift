import ListPreview
import Screens

/// How the commands that read screens load them: a source that does not load is a ``Failure`` with
/// its exit status, and what loading found is said on standard error.
enum SourceLoading {
    /// What `source` names, loaded; with `sayingDemo`, the demo says it is the demo once it has loaded.
    static func load(_ source: AppSource, sayingDemo: Bool = true) throws(Failure) -> LoadedSource {
        try loadWatched(source, sayingDemo: sayingDemo).loaded
    }

    /// What `source` names, loaded, and every path of a user image, strings file or catalog it
    /// looked for, found or not: the files `serve --watch` watches.
    static func loadWatched(_ source: AppSource, sayingDemo: Bool = true) throws(Failure) -> (loaded: LoadedSource, lookedUp: [String]) {
        var lookedUp: [String] = []
        do throws(SourceError) {
            let loaded = try AppLoader.load(source, lookedUp: &lookedUp)
            if sayingDemo, source.fixtures == nil { StandardError.print(FolderScreens.demoNote) }
            return (loaded, lookedUp)
        } catch {
            throw Failure(error)
        }
    }

    /// The app over what `source` names and its state file, as snapshot, render and audit draw it;
    /// the fixtures' warnings are not printed, what loading the state file found is.
    static func app(_ source: AppSource) throws(Failure) -> App {
        try app(load(source), stateFile: source.stateFile)
    }

    /// The app serving `loaded`, with the states kept in `stateFile` (`forgetting` those named);
    /// what loading the state file found (kept states, a torn line dropped) is printed.
    static func app(_ loaded: LoadedSource, stateFile: String?, readOnly: Bool = false, access: AccessPolicy = AccessPolicy(),
                    forgetting: [String] = []) throws(Failure) -> App {
        do throws(SourceError) {
            let app = try AppLoader.makeApp(loaded, stateFile: stateFile, readOnly: readOnly, access: access, forgetting: forgetting)
            for note in app.store.notes { StandardError.print("listpreview: " + note) }
            return app
        } catch {
            throw Failure(error)
        }
    }
}
