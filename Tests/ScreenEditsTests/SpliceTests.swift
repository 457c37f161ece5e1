import ScreenEdits
import Strings
import Testing

/// A save changes only the edited values' bytes; a missing key is added like its neighbours.
@Suite struct SpliceTests {
    private let english = LanguageTag("en")!

    private func splice(_ source: String, _ settings: [String], screen: String = "inbox", language: String = "en") throws -> String {
        let bytes = try FixturesSplice.apply(ScreenEdits(settings: settings), toScreen: screen, in: Array(source.utf8), language: LanguageTag(language)!)
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func aValueIsReplacedInPlace() throws {
        let source = """
        {
          "screens": [
            {"id": "other", "title": "Other", "sections": []},
            {
              "id": "inbox",   "title":"Inbox",
              "sections": [],
              "emptyStates": {
                "empty": {
                  "title": {"en": "No Mail", "de": "Keine Post"},
                  "spacing": 11
                }
              }
            }
          ]
        }
        """
        let saved = try splice(source, ["empty.title=Nothing \"here\"", "empty.spacing=4.5", "screen.title=Mail & Co"])
        #expect(saved == source.replacing("\"en\": \"No Mail\"", with: "\"en\": \"Nothing \\\"here\\\"\"")
            .replacing("\"spacing\": 11", with: "\"spacing\": 4.5").replacing("\"title\":\"Inbox\"", with: "\"title\":\"Mail & Co\""))
    }

    @Test func aMissingKeyIsAddedWithItsNeighboursIndentation() throws {
        let source = "{\n\t\"screens\": [\n\t\t{\n\t\t\t\"id\": \"inbox\",\n\t\t\t\"sections\": []\n\t\t}\n\t]\n}\n"
        let saved = try splice(source, ["screen.tint=systemRed", "network.title=Offline"])
        #expect(saved == "{\n\t\"screens\": [\n\t\t{\n\t\t\t\"id\": \"inbox\",\n\t\t\t\"sections\": [],\n\t\t\t\"tint\": \"systemRed\","
            + "\n\t\t\t\"emptyStates\": {\"network\": {\"title\": \"Offline\"}}\n\t\t}\n\t]\n}\n")
    }

    @Test func aKeyOnOneLineStaysOnIt() throws {
        let source = #"{"screens": [{"id": "inbox", "sections": [], "emptyStates": {"empty": {"title": "A"}}}]}"#
        #expect(try splice(source, ["empty.button=Go"])
            == #"{"screens": [{"id": "inbox", "sections": [], "emptyStates": {"empty": {"title": "A", "button": "Go"}}}]}"#)
    }

    @Test func aLanguageTheTextLacksIsAdded() throws {
        let source = #"{"screens": [{"id": "inbox", "title": {"en": "Inbox"}, "sections": []}]}"#
        #expect(try splice(source, ["screen.title=Posteingang"], language: "de")
            == #"{"screens": [{"id": "inbox", "title": {"en": "Inbox", "de": "Posteingang"}, "sections": []}]}"#)
    }

    @Test func aTextByKeyHasItsKeyEdited() throws {
        let source = #"{"screens": [{"id": "inbox", "title": {"key": "inbox.title", "table": "Mail"}, "sections": []}]}"#
        #expect(try splice(source, ["screen.title=mailbox.title"])
            == #"{"screens": [{"id": "inbox", "title": {"key": "mailbox.title", "table": "Mail"}, "sections": []}]}"#)
    }

    @Test func anEmptiedDefaultRemovesTheKey() throws {
        let source = "{\"screens\": [{\n  \"id\": \"inbox\",\n  \"tint\": \"systemRed\",\n  \"sections\": []\n}]}"
        #expect(try splice(source, ["screen.tint="]) == "{\"screens\": [{\n  \"id\": \"inbox\",\n  \"sections\": []\n}]}")
        let last = "{\"screens\": [{\n  \"id\": \"inbox\",\n  \"sections\": [],\n  \"tint\": \"systemRed\"\n}]}"
        #expect(try splice(last, ["screen.tint="]) == "{\"screens\": [{\n  \"id\": \"inbox\",\n  \"sections\": []\n}]}")
    }

    @Test func anUnknownScreenIsAnError() {
        #expect(throws: EditError("The fixtures file has no screen “inbox” to write into.")) {
            try splice(#"{"screens": [{"id": "other", "sections": []}]}"#, ["screen.title=X"])
        }
    }
}
