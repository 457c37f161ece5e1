import FileSystem
import HTTP
import Pages
import ScreenEdits
import Screens

/// The Controls section's save: the edits a form sends, written into the fixtures file.
enum EditRoutes {
    /// `POST /screens/{id}/edits/save` with the form's `edit.*` fields and `fixtures` (the hash of
    /// the file the page was drawn from): writes the fields that differ from the file into it,
    /// every other byte kept, through a temporary name; then 303 to the screen. A page drawn before
    /// the file changed is refused (409, saying what changed); a value the app cannot draw is a 400.
    static let save: Route = { input throws(HTTPError) in
        let screen = try input.screen()
        let context = try input.context().pinned(to: screen)
        guard let editing = input.editing, let file = editing.file else {
            throw HTTPError(.conflict, "These screens come from no fixtures file (the demo), so there is nothing to save into; "
                + "start listpreview serve with --fixtures FILE.")
        }
        let form = try input.request.form()
        let language = context.variant.language
        let edits: ScreenEdits
        do throws(EditError) {
            edits = try ScreenEdits(query: form).changing(screen, language: language)
            _ = try edits.applied(to: screen, language: language, resources: editing.resources)
        } catch {
            throw HTTPError(.badRequest, error.message)
        }
        guard form["fixtures"] == file.hash else {
            throw HTTPError(.conflict, "\(file.name) was reloaded since this page was drawn, so its edits could undo another change: "
                + "reload the page, then edit and save again.")
        }
        let onDisk: [UInt8]
        do throws(FileError) {
            onDisk = try FileReader.read(file.path)
        } catch {
            throw HTTPError(.conflict, "\(file.path) cannot be read now (\(error.reason)), so nothing was saved.")
        }
        guard onDisk == file.bytes else {
            throw HTTPError(.conflict, "\(file.name) changed on disk since this page was drawn (\(FileChange.describe(from: file.bytes, to: onDisk))), "
                + "so nothing was saved: reload the page to see the file as it is, then save again.")
        }
        let saved: [UInt8]
        do throws(EditError) {
            saved = try FixturesSplice.apply(edits, toScreen: screen.id, in: onDisk, language: language)
        } catch {
            throw HTTPError(.conflict, error.message)
        }
        do throws(FileError) {
            try StagedFile.write(saved, to: file.path)
        } catch {
            throw HTTPError(.insufficientStorage, "\(file.path) could not be written (\(error.reason)), so nothing was saved.")
        }
        editing.saved()
        var parameters = context.kept.filter { !$0.0.hasPrefix(ScreenEdits.prefix) }
        if let state = input.query["state"] { parameters.append(("state", state)) }
        return .response(.seeOther(SitePath.url(screen.path, parameters)))
    }
}
