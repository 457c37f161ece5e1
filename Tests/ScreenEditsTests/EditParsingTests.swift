import HTTP
import ScreenEdits
import Screens
import Testing

/// `edit.<state>.<field>=value` and `--set STATE.FIELD=VALUE`: one list of fields, checked values, clear errors.
@Suite struct EditParsingTests {
    @Test func theQuerysEditsAreKeptInTheFieldsOrder() throws {
        let query = FormData([("edit.empty.detail", "Later"), ("lang", "de"), ("edit.screen.tint", "systemRed"), ("edit.empty.title", "Nichts")])
        let edits = try ScreenEdits(query: query)
        #expect(edits.parameters.map { "\($0.0)=\($0.1)" } == ["edit.screen.tint=systemRed", "edit.empty.title=Nichts", "edit.empty.detail=Later"])
    }

    @Test func theLastValueOfAFieldWins() throws {
        let edits = try ScreenEdits(query: FormData([("edit.empty.title", "A"), ("edit.empty.title", "B")]))
        #expect(edits.parameters.map(\.1) == ["B"])
    }

    @Test func settingsReadAsTheURLDoes() throws {
        let edits = try ScreenEdits(settings: ["empty.title=No Mail = none", "network.spacing=12"])
        #expect(edits.value("title", of: .state(.empty)) == "No Mail = none")
        #expect(edits.value("spacing", of: .state(.network)) == "12")
    }

    @Test func anUnknownFieldSaysWhichThereAre() {
        #expect(throws: EditError("“edit.empty.titel” is not a field one can edit. Did you mean empty.title? Write STATE.FIELD, STATE one of "
            + "screen, empty, network, error, loading, search; a placeholder's fields are title, detail, button, secondaryButton, image, "
            + "systemImage, imageTint, background, textColor, verticalOffset, spacing, alignment, tap, drawnBy; the screen's are title, tint, largeTitle, style, rows.")) {
            try ScreenEdits(query: FormData([("edit.empty.titel", "x")]))
        }
    }

    @Test func badValuesAreRefused() {
        #expect(throws: EditError("“999999” is not a number from -1000 to 1000 for edit.empty.verticalOffset.")) {
            try ScreenEdits(query: FormData([("edit.empty.verticalOffset", "999999")]))
        }
        #expect(throws: EditError("“#12345” is not a colour for edit.empty.background; write #rrggbb, #rrggbbaa, a UIKit colour name "
            + "(systemRed, label@0.6) or one of the app's colour sets.")) {
            try ScreenEdits(query: FormData([("edit.empty.background", "#12345")]))
        }
        #expect(throws: EditError("“left” is not a value of edit.empty.alignment; use one of: center, natural.")) {
            try ScreenEdits(query: FormData([("edit.empty.alignment", "left")]))
        }
        #expect(throws: EditError("edit.screen.largeTitle is true or false, not “yes”.")) {
            try ScreenEdits(query: FormData([("edit.screen.largeTitle", "yes")]))
        }
        #expect(throws: EditError("“title” is not an edit; write STATE.FIELD=VALUE, as in empty.title=\"No Mail\".")) {
            try ScreenEdits(settings: ["title"])
        }
    }
}
