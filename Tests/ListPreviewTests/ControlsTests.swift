import AppTesting
import Foundation
import HTTP
import ListPreview
import ScreenEdits
import Screens
import Strings
import TestSupport
import Testing

/// The Controls section end to end: edits previewed by URL, refused with a reason, saved into the
/// fixtures file with every other byte kept, refused when the file changed or the server may not write.
@Suite struct ControlsTests {
    /// A folder holding `text` as `screens.json`, and the app serving it.
    private struct Served {
        let directory: String
        let file: String
        let app: App

        init(_ text: String, readOnly: Bool = false, strings: [String] = []) throws {
            directory = try temporaryDirectory("controls")
            file = directory + "/screens.json"
            try Data(text.utf8).write(to: URL(fileURLWithPath: file))
            var source = AppSource()
            source.fixtures = file
            source.strings = strings
            app = try AppLoader.makeApp(AppLoader.load(source), stateFile: nil, readOnly: readOnly)
        }

        var text: String { (try? String(contentsOfFile: file, encoding: .utf8)) ?? "" }

        /// The screens as the file now says.
        func reloaded() throws -> [Screen] {
            var source = AppSource()
            source.fixtures = file
            return try AppLoader.load(source).screens
        }

        func remove() { try? FileManager.default.removeItem(atPath: directory) }
    }

    private static let example = (try? String(contentsOfFile: Repository.root + "/Examples/screens.json", encoding: .utf8)) ?? ""
    private let form: Headers = ["Content-Type": "application/x-www-form-urlencoded"]

    private func body(_ pairs: [(String, String)]) -> String {
        pairs.map { name, value in
            name + "=" + value.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!
        }.joined(separator: "&")
    }

    /// The lines of `new` that differ from `old`'s, by number (1-based), when both have as many.
    private func changedLines(_ old: String, _ new: String) -> [Int] {
        let before = old.split(separator: "\n", omittingEmptySubsequences: false)
        let after = new.split(separator: "\n", omittingEmptySubsequences: false)
        guard before.count == after.count else { return [-1] }
        return zip(before, after).enumerated().filter { $0.element.0 != $0.element.1 }.map { $0.offset + 1 }
    }

    @Test(arguments: Backend.allCases)
    func anEditInTheURLIsDrawnAndKeptInTheLinks(backend: Backend) throws {
        let served = try Served(Self.example)
        defer { served.remove() }
        try AppTest.run(served.app, backend) { client in
            let page = try client.request(.get, "/screens/inbox?state=empty&edit.empty.title=Gar%20nichts")
            #expect(page.status == .ok)
            #expect(page.text.contains(">Gar nichts</"))
            #expect(page.text.contains(#"name="edit.empty.title" id="ctl-empty-title" value="Gar nichts""#))
            // The other states' previews carry the edit.
            #expect(page.text.contains(#"href="/screens/inbox?edit.empty.title=Gar%20nichts&amp;state=network""#))
            let plain = try client.request(.get, "/screens/inbox?state=empty")
            #expect(!plain.text.contains("Gar nichts"))
        }
    }

    /// `drawnBy` in the Controls section: the placeholder is drawn by that API's table, the field
    /// offers the three, and the Code section opens on the API's code.
    @Test func theAPIThatDrawsAPlaceholderIsAnEdit() throws {
        let served = try Served(Self.example)
        defer { served.remove() }
        func page(_ target: String) -> String { String(decoding: served.app.respond(to: Request(method: .get, target: target)).body, as: UTF8.self) }
        let plain = page("/screens/inbox?state=empty")
        #expect(plain.contains(#"data-api="uikit""#) && plain.contains(#"<details class="lp-code" id="code-uikit" name="lp-code" open>"#))
        let swiftUI = page("/screens/inbox?state=empty&edit.empty.drawnBy=swiftui")
        #expect(swiftUI.contains(#"data-api="swiftui""#))
        #expect(swiftUI.contains(#"<details class="lp-code" id="code-swiftui" name="lp-code" open>"#))
        #expect(swiftUI.contains(#"value="dzn""#), "the field offers DZNEmptyDataSet")
        let dzn = page("/screens/inbox?state=empty&edit.empty.drawnBy=dzn")
        #expect(dzn.contains(#"data-api="dzn""#) && dzn.contains("func title(forEmptyDataSet scrollView: UIScrollView)"))
    }

    @Test func theGallerysFramesDrawTheEdit() throws {
        let served = try Served(Self.example)
        defer { served.remove() }
        let gallery = served.app.respond(to: Request(method: .get, target: "/gallery?screen=inbox&edit.empty.title=Zilch"))
        #expect(gallery.status == .ok)
        let html = String(decoding: gallery.body, as: UTF8.self)
        #expect(html.contains(#"src="/screens/inbox?state=empty&amp;edit.empty.title=Zilch&amp;embed=1""#))
        let frame = served.app.respond(to: Request(method: .get, target: "/screens/inbox?state=empty&edit.empty.title=Zilch&embed=1"))
        #expect(String(decoding: frame.body, as: UTF8.self).contains(">Zilch</span>"))
    }

    @Test(arguments: Backend.allCases)
    func aBadEditIsA400SayingWhatIsWrong(backend: Backend) throws {
        let served = try Served(Self.example)
        defer { served.remove() }
        try AppTest.run(served.app, backend) { client in
            let field = try client.request(.get, "/screens/inbox?edit.empty.titel=x")
            #expect(field.status == .badRequest)
            #expect(field.text.contains("“edit.empty.titel” is not a field one can edit. Did you mean empty.title?"))
            let color = try client.request(.get, "/screens/inbox?edit.empty.background=sytemRed")
            #expect(color.status == .badRequest)
            #expect(color.text.contains("“sytemRed” is not a colour for edit.empty.background. Did you mean systemRed?"))
        }
    }

    @Test func presetsSetEveryTextOfTheScreenAndThePlaceholderShown() throws {
        let served = try Served(Self.example)
        defer { served.remove() }
        func links(_ target: String) -> [String: String] {
            let html = String(decoding: served.app.respond(to: Request(method: .get, target: target)).body, as: UTF8.self)
            return Dictionary(uniqueKeysWithValues: html.matches(of: /<a href="([^"]*)" id="preset-([a-z]+)"/).map {
                (String($0.2), String($0.1).replacingOccurrences(of: "&amp;", with: "&"))
            })
        }
        let english = links("/screens/inbox?state=network&controls=1")
        // English is the longest already: that preset would change nothing, so it is no link.
        #expect(english["longest"] == nil)
        #expect(english["empty"] == "/screens/inbox?controls=1&state=network&edit.screen.title=&edit.empty.title=&edit.empty.detail=&edit.empty.button="
            .replacing("empty.", with: "network."))
        #expect(english["double"]?.hasPrefix("/screens/inbox?controls=1&state=network&edit.screen.title=Inbox%20Inbox&edit.network.title=You%E2%80%99re%20Offline%20You%E2%80%99re%20Offline&") == true)
        #expect(english["rtl"] == "/screens/inbox?controls=1&state=network&dir=rtl")
        // In Chinese the longest texts are the English ones.
        let chinese = links("/screens/inbox?state=network&lang=zh-Hans&controls=1")
        #expect(chinese["longest"] == "/screens/inbox?lang=zh-Hans&controls=1&state=network&edit.screen.title=Inbox&edit.network.title=You%E2%80%99re%20Offline"
            + "&edit.network.detail=Check%20your%20Wi-Fi%20or%20mobile%20data%2C%20then%20try%20again.&edit.network.button=Try%20Again")
    }

    /// The 1,000-rows preset: the data state with the list repeated to 1,000 rows, every one drawn;
    /// a preview only, which a save leaves out of the file.
    @Test(arguments: Backend.allCases)
    func aThousandRowsArePreviewedAndNeverSaved(backend: Backend) throws {
        let served = try Served(Self.example)
        defer { served.remove() }
        let html = String(decoding: served.app.respond(to: Request(method: .get, target: "/screens/inbox?state=empty&controls=1")).body, as: UTF8.self)
        let preset = try #require(html.firstMatch(of: /<a href="([^"]*)" id="preset-rows"/)).1.replacingOccurrences(of: "&amp;", with: "&")
        #expect(preset == "/screens/inbox?controls=1&state=data&rows=1000&edit.screen.rows=1000")
        let hash = Assets.etag(of: Array(Self.example.utf8))
        try AppTest.run(served.app, backend) { client in
            let page = try client.request(.get, preset)
            #expect(page.status == .ok)
            #expect(page.text.matches(of: /class="lp-row-title"/).count == 1000)
            // Without `rows=`, the page's window: 500 of the 1,000.
            #expect(try client.request(.get, "/screens/inbox?state=data&edit.screen.rows=1000").text.matches(of: /class="lp-row-title"/).count == 500)
            #expect(try client.request(.get, "/screens/inbox?edit.screen.rows=0").status == .badRequest)
            let saved = try client.request(.post, "/screens/inbox/edits/save?state=data", headers: form, body: body([
                ("fixtures", hash), ("edit.screen.rows", "1000"), ("edit.screen.title", "Mail"),
            ]))
            #expect(saved.status == .seeOther)
        }
        #expect(changedLines(Self.example, served.text).count == 1, "the title's line alone")
        #expect(!served.text.contains("\"rows\": 1000"))
        // A list with no rows at all gets numbered ones.
        #expect([ListSection]().repeated(toRows: 3).flatMap(\.rows).map { $0.title.resolved(for: LanguageTag("en")!) } == ["Row 1", "Row 2", "Row 3"])
        let two = [ListSection(header: LocalizedText(verbatim: "A"), rows: [Row(title: LocalizedText(verbatim: "a")), Row(title: LocalizedText(verbatim: "b"))])]
        #expect(two.repeated(toRows: 5).map { $0.rows.count } == [2, 2, 1])
        #expect(two.repeated(toRows: 5).flatMap(\.rows).map(\.id) == [1, 2, 3, 4, 5])
    }

    /// Closed, the section is one link and the page weighs what it did before it: the form opens
    /// with `controls=1` or with edits in the URL, and stays open through the links it makes.
    @Test func theSectionIsOneLinkUntilOpened() throws {
        let served = try Served(Self.example)
        defer { served.remove() }
        func page(_ target: String) -> String { String(decoding: served.app.respond(to: Request(method: .get, target: target)).body, as: UTF8.self) }
        let closed = page("/screens/inbox?state=empty")
        #expect(!closed.contains(#"id="controls""#))
        #expect(closed.contains(#"<a href="/screens/inbox?controls=1&amp;state=empty" id="controls-open">"#))
        let open = page("/screens/inbox?state=empty&controls=1")
        #expect(open.contains(#"id="controls""#) && open.contains(#"<input type="hidden" name="controls" value="1">"#))
        #expect(open.utf8.count - closed.utf8.count > 5_000, "the form is most of what the section weighs")
        #expect(page("/screens/inbox?state=empty&edit.empty.title=None").contains(#"id="controls""#), "an edit opens it")
    }

    @Test func aFormSentWholeIsSentOnToTheShortURL() throws {
        let served = try Served(Self.example)
        defer { served.remove() }
        let response = served.app.respond(to: Request(method: .get, target: "/screens/inbox?state=empty&fixtures=x&edit.screen.title=Inbox"
            + "&edit.screen.largeTitle=true&edit.empty.title=None&edit.empty.spacing=&edit.empty.tap=button"))
        #expect(response.status == .seeOther)
        #expect(response.headers["Location"] == "/screens/inbox?state=empty&edit.empty.title=None")
    }

    @Test(arguments: Backend.allCases)
    func aSaveChangesOnlyTheEditedLines(backend: Backend) throws {
        let served = try Served(Self.example)
        defer { served.remove() }
        let hash = Assets.etag(of: Array(Self.example.utf8))
        try AppTest.run(served.app, backend) { client in
            let saved = try client.request(.post, "/screens/inbox/edits/save?state=empty", headers: form, body: body([
                ("fixtures", hash), ("edit.screen.title", "Inbox"), ("edit.empty.title", "Nothing \"new\""), ("edit.empty.spacing", ""),
                ("edit.empty.verticalOffset", "-12"), ("edit.empty.imageTint", "systemGray"),
            ]))
            #expect(saved.status == .seeOther)
            #expect(saved.headers["Location"] == "/screens/inbox?state=empty")
        }
        let old = Self.example.split(separator: "\n", omittingEmptySubsequences: false)
        let new = served.text.split(separator: "\n", omittingEmptySubsequences: false)
        // The title's line changed; the new key joined the last member's line with its comma.
        let titleLine = try #require(old.firstIndex { $0.contains(#""title": {"en": "No Messages""#) })
        let tapLine = try #require(old.firstIndex { $0.contains(#""tap": "button""#) })
        #expect(new[titleLine] == old[titleLine].replacing(#""en": "No Messages""#, with: #""en": "Nothing \"new\"""#))
        #expect(new[tapLine] == old[tapLine] + ",")
        #expect(new[tapLine + 1] == old[tapLine].replacing(#""tap": "button""#, with: #""verticalOffset": -12"#))
        #expect(Array(new[..<titleLine]) == Array(old[..<titleLine]))
        #expect(Array(new[(tapLine + 2)...]) == Array(old[(tapLine + 1)...]))
        #expect(Array(new[(titleLine + 1)..<tapLine]) == Array(old[(titleLine + 1)..<tapLine]))
    }

    @Test func everyFieldRoundTripsThroughTheFile() throws {
        let served = try Served(Self.example)
        defer { served.remove() }
        let settings: [(EditScope, String, String)] = [
            (.screen, "title", "Post"), (.screen, "tint", "systemRed"), (.screen, "largeTitle", "false"), (.screen, "style", "insetGrouped"),
            (.state(.network), "title", "Offline"), (.state(.network), "detail", "Try later"), (.state(.network), "button", "Again"),
            (.state(.network), "secondaryButton", "Settings"), (.state(.network), "image", "examples/icon-globe.svg"),
            (.state(.network), "imageTint", "#336699"), (.state(.network), "background", "systemGray6"),
            (.state(.network), "textColor", "label@0.8"), (.state(.network), "verticalOffset", "-40"), (.state(.network), "spacing", "6.5"),
            (.state(.network), "alignment", "natural"), (.state(.network), "tap", "button"),
        ]
        let edits = try ScreenEdits(settings.map { ScreenEdits.Edit(scope: $0.0, field: $0.1, value: $0.2) })
        // Previewed by URL first: what the page draws is what the file will say.
        let target = SitePath.url("/screens/inbox", [("state", "network")] + edits.parameters)
        let preview = served.app.respond(to: Request(method: .get, target: target))
        #expect(preview.status == .ok)
        let saved = served.app.respond(to: Request(method: .post, target: "/screens/inbox/edits/save", headers: form,
                                                   body: Array(body([("fixtures", Assets.etag(of: Array(Self.example.utf8)))] + edits.parameters).utf8)))
        #expect(saved.status == .seeOther, "\(String(decoding: saved.body, as: UTF8.self))")
        let screen = try #require(try served.reloaded().first { $0.id == "inbox" })
        let english = LanguageTag("en")!
        for (scope, name, value) in settings {
            #expect(ScreenEdits.current(scope.field(name)!, of: scope, in: screen, language: english) == value, "\(scope.name).\(name)")
        }
        // The other languages of an edited text stay.
        #expect(screen.title.resolved(for: LanguageTag("zh-Hans")!) == "收件箱")
    }

    @Test func aTextByKeyIsEditedByItsKey() throws {
        let text = #"{"screens": [{"id": "trips", "sections": [], "emptyStates": {"empty": {"title": {"key": "trips.empty.title"}}}}]}"#
        let served = try Served(text, strings: [Repository.root + "/Examples/app/Localizable.xcstrings"])
        defer { served.remove() }
        let page = String(decoding: served.app.respond(to: Request(method: .get, target: "/screens/trips?state=empty&lang=de&controls=1")).body, as: UTF8.self)
        #expect(page.contains(#"<label for="ctl-empty-title">title<span class="lp-controls-note"> · key in the app&#39;s strings</span></label>"#
            + #"<input type="text" name="edit.empty.title" id="ctl-empty-title" value="trips.empty.title""#))
        let edited = served.app.respond(to: Request(method: .get, target: "/screens/trips?state=empty&lang=de&edit.empty.title=common.offline.title"))
        #expect(String(decoding: edited.body, as: UTF8.self).contains(">Du bist offline</span>"))
        let saved = served.app.respond(to: Request(method: .post, target: "/screens/trips/edits/save?lang=de", headers: form, body: Array(body([
            ("fixtures", Assets.etag(of: Array(text.utf8))), ("edit.empty.title", "common.offline.title"),
        ]).utf8)))
        #expect(saved.status == .seeOther)
        #expect(served.text == text.replacing("trips.empty.title", with: "common.offline.title"))
    }

    @Test func anotherKeyForATextWithArgumentsIsFilledFromThem() throws {
        // The table is the file's name: Localizable, which a text by key reads unless it names another.
        let folder = try temporaryDirectory("controls-args")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let strings = folder + "/Localizable.xcstrings"
        let unit = { (value: String) in #"{"stringUnit": {"state": "translated", "value": "\#(value)"}}"# }
        try Data(#"""
            {"sourceLanguage": "en", "version": "1.0", "strings": {
              "inbox.unread %lld": {"localizations": {"en": \#(unit("%lld unread")), "de": \#(unit("%lld ungelesen"))}},
              "inbox.new %lld": {"localizations": {"en": \#(unit("%lld new")), "de": \#(unit("%lld neu"))}}
            }}
            """#.utf8).write(to: URL(fileURLWithPath: strings))
        let text = #"{"screens": [{"id": "mail", "sections": [], "emptyStates": {"empty": {"title": {"key": "inbox.new %lld", "args": [3]}}}}]}"#
        let served = try Served(text, strings: [strings])
        defer { served.remove() }
        let page = { (target: String) in String(decoding: served.app.respond(to: Request(method: .get, target: target)).body, as: UTF8.self) }
        #expect(page("/screens/mail?state=empty&lang=de").contains(">3 neu</span>"))
        // Picked in the Controls section, another key is drawn with the text's own arguments, in
        // every language, and the saved file keeps them.
        let edited = "/screens/mail?state=empty&edit.empty.title=" + "inbox.unread %lld".addingPercentEncoding(withAllowedCharacters: .alphanumerics)!
        #expect(page(edited + "&lang=de").contains(">3 ungelesen</span>"))
        #expect(page(edited + "&lang=en").contains(">3 unread</span>"))
        let saved = served.app.respond(to: Request(method: .post, target: "/screens/mail/edits/save", headers: form, body: Array(body([
            ("fixtures", Assets.etag(of: Array(text.utf8))), ("edit.empty.title", "inbox.unread %lld"),
        ]).utf8)))
        #expect(saved.status == .seeOther)
        #expect(served.text == text.replacing("inbox.new %lld", with: "inbox.unread %lld"))
    }

    @Test func aHandFormattedFileKeepsItsLook() throws {
        let text = "{ \"screens\" : [\n   {   \"id\" : \"list\" ,\n\t\t\"title\":\"List\",\n\t\t\"sections\" : [ ] ,\n"
            + "\t\t\"emptyStates\":{ \"empty\":{\"title\":\"None\"} }\n   }\n] }\n"
        let served = try Served(text)
        defer { served.remove() }
        let saved = served.app.respond(to: Request(method: .post, target: "/screens/list/edits/save", headers: form, body: Array(body([
            ("fixtures", Assets.etag(of: Array(text.utf8))), ("edit.screen.title", "Liste"), ("edit.screen.tint", "systemTeal"),
            ("edit.empty.title", "Leer"), ("edit.empty.detail", "Noch nichts"),
        ]).utf8)))
        #expect(saved.status == .seeOther)
        #expect(served.text == "{ \"screens\" : [\n   {   \"id\" : \"list\" ,\n\t\t\"title\":\"Liste\",\n\t\t\"sections\" : [ ] ,\n"
            + "\t\t\"emptyStates\":{ \"empty\":{\"title\":\"Leer\", \"detail\":\"Noch nichts\"} },\n\t\t\"tint\":\"systemTeal\"\n   }\n] }\n")
    }

    @Test(arguments: Backend.allCases)
    func aSaveFromAPageDrawnBeforeTheFileChangedIsRefused(backend: Backend) throws {
        let served = try Served(Self.example)
        defer { served.remove() }
        let changed = Self.example.replacing(#""title": "Ann Lee""#, with: #""title": "Anne Lee""#)
        try Data(changed.utf8).write(to: URL(fileURLWithPath: served.file))
        try AppTest.run(served.app, backend) { client in
            let refused = try client.request(.post, "/screens/inbox/edits/save", headers: form, body: body([
                ("fixtures", Assets.etag(of: Array(Self.example.utf8))), ("edit.empty.title", "X"),
            ]))
            #expect(refused.status == .conflict)
            #expect(refused.text.contains("screens.json changed on disk since this page was drawn (lines 16–200 differ; line 16 now reads “{&quot;title&quot;: &quot;Anne Lee&quot;"))
            let stale = try client.request(.post, "/screens/inbox/edits/save", headers: form, body: body([("fixtures", "\"0\""), ("edit.empty.title", "X")]))
            #expect(stale.status == .conflict)
        }
        #expect(served.text == changed)
    }

    @Test(arguments: Backend.allCases)
    func aReadOnlyServerOffersNoSaveAndRefusesOne(backend: Backend) throws {
        let served = try Served(Self.example, readOnly: true)
        defer { served.remove() }
        try AppTest.run(served.app, backend) { client in
            let page = try client.request(.get, "/screens/inbox?state=empty&controls=1")
            #expect(page.text.contains(#"id="controls""#))
            #expect(!page.text.contains("controls-save"))
            let refused = try client.request(.post, "/screens/inbox/edits/save", headers: form, body: body([
                ("fixtures", Assets.etag(of: Array(Self.example.utf8))), ("edit.empty.title", "X"),
            ]))
            #expect(refused.status == .forbidden)
        }
        #expect(served.text == Self.example)
    }
}
