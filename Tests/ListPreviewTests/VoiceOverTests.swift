import Fixtures
import Foundation
import HTTP
import ListPreview
import Pages
import Screens
import Symbols
import Store
import TestSupport
import Testing
import Audit

/// The VoiceOver view's model: what UIKit's defaults make VoiceOver say, element by element, in its
/// order; and the page that numbers them (`a11y=voiceover`).
@Suite struct VoiceOverTests {
    private func screens() throws -> [Screen] {
        try FixtureDecoder(publicFiles: Set(Assets.builtIn.files.keys)).load(file: Repository.root + "/Examples/screens.json")
    }

    private func spoken(_ screen: Screen, _ state: DisplayState, _ parameters: [(String, String)] = []) throws -> [String] {
        let target = SitePath.url(screen.path, [("state", state.rawValue)] + parameters)
        let request = Request(method: .get, target: target)
        let context = try PageContext(request: request, query: try request.query(), languages: screen.languages)
        let view = ScreenView(screen: screen, state: ScreenState(initialFor: screen), query: "", preview: state, now: 0)
        return VoiceOverOrder.elements(view, context: context).map { $0.spoken }
    }

    @Test func theDemosEmptyStateIsReadAsUIKitComposesIt() throws {
        #expect(try spoken(.demo, .empty) == [
            "Empty Page Test, heading", "Show Data, button", "Clear Data, button", "No data, heading",
        ])
    }

    @Test func theDemoInChineseSaysItsButtonsAsTheSeedNamesThem() throws {
        #expect(try spoken(.demo, .empty, [("lang", "zh-Hans")]).prefix(3) == ["测试空白页, 标题", "显示数据, 按钮", "清空数据, 按钮"])
    }

    @Test func barsRowsAndTabsSayTheirTraits() throws {
        let all = try screens()
        let inbox = try #require(all.first { $0.id == "inbox" })
        let empty = try spoken(inbox, .empty)
        #expect(empty.prefix(3) == ["Mailboxes, back button", "Edit, button", "Inbox, heading"])
        #expect(empty.suffix(4) == ["No Messages, heading", "New mail shows up here as soon as it arrives.",
                                     "Refresh, button, Checks for new mail", "Compose, button"], "the button's hint said last")
        #expect(try spoken(inbox, .data).contains("Ann Lee, Lunch on Friday? The new ramen place opens at noon."))

        let settings = try #require(all.first { $0.id == "settings" })
        let rows = try spoken(settings, .data)
        #expect(rows.contains("Airplane Mode, switch, Off"), "a switch, then its state, in iOS's own words")
        #expect(rows.contains("Dark Mode, switch, On"))
        #expect(rows.contains("Privacy & Security, button"), "a disclosure row is a button")
        #expect(rows.contains("Language, English, button"), "its value read after its title")
        #expect(rows.contains("Wi-Fi, connected to Home 5G, button"), "the fixtures' accessibilityLabel replaces the texts")
        #expect(rows.contains("About, button, Shows the version and licences"), "the accessibilityHint is said last")
        #expect(try spoken(try #require(all.first { $0.id == "photos" }), .empty).contains("An empty photo library, image"),
                "a placeholder image the fixtures name is visited")
        #expect(rows.contains("Connection, heading"), "iOS 26: a grouped list's header as typed")
        #expect(try spoken(settings, .data, [("os", "18")]).contains("CONNECTION, heading"), "iOS 18: as UIKit sets it, in capitals")
        // iOS 26's search field at the bottom is visited after the list; iOS 18's under the title.
        let searching = try #require(all.first { $0.id == "contacts" })
        let (bottom, top) = (try spoken(searching, .data), try spoken(searching, .data, [("os", "18")]))
        #expect(bottom.last == "Search, search field" && top.firstIndex(of: "Search, search field") == 3, "\(bottom.suffix(2)), \(top.prefix(5))")

        let photos = try #require(all.first { $0.id == "photos" })
        let grid = try spoken(photos, .data)
        #expect(grid.suffix(4) == ["Library, tab, 1 of 4, Selected", "For You, 2, tab, 2 of 4, Memories and featured photos",
                                  "Albums, tab, 3 of 4", "Search, tab, 4 of 4"], "a tab's badge is its value, its accessibilityHint said last")
        #expect(try spoken(try #require(all.first { $0.id == "orders" }), .data).last == "Your Account, tab, 4 of 4",
                "a tab's accessibilityLabel in its title's place")
        #expect(grid.contains("Album Options, button"), "an icon-only button says its accessibilityLabel")
        let contacts = try #require(all.first { $0.id == "contacts" })
        #expect(try spoken(contacts, .data).contains("Add, button"), "without one, its symbol's name")

        // In the screen's language, traits included.
        let chinese = try spoken(inbox, .empty, [("lang", "zh-Hans")])
        #expect(chinese.first?.hasSuffix(", 返回按钮") == true)
        #expect(chinese.contains { $0.hasSuffix(", 标题") })
    }

    @Test func anIconOnlyButtonIsFlaggedAndTheOrderFollowsTheDrawingInBothDirections() throws {
        let contacts = try #require(try screens().first { $0.id == "contacts" })
        let request = Request(method: .get, target: SitePath.url(contacts.path, [("state", "data")]))
        let context = try PageContext(request: request, query: try request.query(), languages: contacts.languages)
        let view = ScreenView(screen: contacts, state: ScreenState(initialFor: contacts), query: "", preview: .data, now: 0)
        let elements = VoiceOverOrder.elements(view, context: context)
        #expect(elements.filter { $0.namedBySymbol }.map { $0.label } == ["Add"])
        #expect(Set(elements.map { $0.key }).count == elements.count, "every element has its own key")

        // The page numbers each element once, in the legend's order, and the numbers match.
        let app = App(screens: [contacts], assets: Assets.builtIn)
        for direction in ["ltr", "rtl"] {
            let page = String(decoding: app.respond(to: Request(method: .get, target: SitePath.url(contacts.path,
                [("state", "data"), ("a11y", "voiceover"), ("dir", direction)]))).body, as: UTF8.self)
            let numbers = page.components(separatedBy: #"data-vo=""#).dropFirst().compactMap { Int($0.prefix { $0 != "\"" }) }
            #expect(numbers == Array(1...elements.count), "\(direction): drawn in VoiceOver's order, each once")
            let legend = page.components(separatedBy: #"<li data-key=""#).dropFirst().map { String($0.prefix { $0 != "\"" }) }
            #expect(legend == elements.map { $0.key })
        }
        // Without the view, nothing is marked.
        let plain = String(decoding: app.respond(to: Request(method: .get, target: contacts.path)).body, as: UTF8.self)
        #expect(!plain.contains("data-vo") && !plain.contains("lp-vo-legend"))
    }

    @Test func theAuditFindsAButtonNamedOnlyByItsSymbolAtItsFixturePath() throws {
        let all = try screens()
        let contacts = try #require(all.first { $0.id == "contacts" })
        // `plus` is labelled by iOS itself (“Add”): VoiceOver names the button, nothing to find.
        #expect(VoiceOverAudit.findings(contacts, language: "en").isEmpty)
        // A symbol iOS has no label for is read as its name's words: found, at its fixture path.
        var profile = contacts
        profile.navigationItems = NavigationItems(right: [.symbol(SystemSymbol("person.crop.circle")), .symbol(SystemSymbol("plus"))])
        let findings = VoiceOverAudit.findings(profile, language: "en")
        #expect(findings.map { $0.element } == ["navigationItems.right[0]"])
        #expect(findings.first?.line == #"contacts en: bar button navigationItems.right[0] "person.crop.circle" says only its symbol's name, “person crop circle” to VoiceOver: "#
            + "give it an accessibilityLabel (a button's label says what it does)")
        // The photos screen's "more" button has its accessibilityLabel: nothing to find.
        #expect(VoiceOverAudit.findings(try #require(all.first { $0.id == "photos" }), language: "en").isEmpty)
    }

    /// A screen to audit: a header its only row repeats, an image-only cell, a row the fixtures hide
    /// and one they label.
    private func auditedScreen() throws -> Screen {
        let json = #"""
        {"screens": [{"id": "albums", "title": "Albums", "sections": [
          {"header": "Recents", "rows": [{"title": "Recents"}, {"title": "", "image": "examples/photo-1.svg"},
                                         {"title": "", "image": "examples/photo-2.svg", "accessibilityLabel": "Forest"},
                                         {"title": "", "image": "examples/photo-3.svg", "accessibilityHidden": true},
                                         {"title": "Shared", "accessibilityHint": "Opens the shared album"}]}]}]}
        """#
        let screens = try FixtureDecoder(publicFiles: Set(Assets.builtIn.files.keys).union(["examples/photo-1.svg", "examples/photo-2.svg",
                                                                                             "examples/photo-3.svg"]))
            .decode(Array(json.utf8), file: "albums.json")
        return try #require(screens.first)
    }

    @Test func theAuditFindsAnImageWithNothingToSayAndALabelSaidTwice() throws {
        let screen = try auditedScreen()
        // The image-only cell without a label, at its fixture path; not the labelled one, nor the hidden one.
        let images = VoiceOverAudit.findings(screen, language: "en").filter { $0.check == .voiceOverImage }
        #expect(images.map { $0.element } == ["sections[0].rows[1]"])
        #expect(images.first?.line == "albums en: cell sections[0].rows[1], an image without a title says nothing to say to VoiceOver: "
            + "give it an accessibilityLabel (an image that carries meaning is named)")

        // "Recents, heading" then the row "Recents": a repeat, named by the second.
        var scope = AuditScope(screens: [screen], states: [.data], themes: [.light], languages: ["en"], textSizes: [.standard], device: .iphone15)
        scope.voiceOver = { screen, state, tag in VoiceOverOrder.labels(screen, state: state, language: tag) }
        let repeats = AuditRun.findings(scope).filter { $0.check == .voiceOverRepeat }
        #expect(repeats.map { $0.element } == ["row-1"])
        #expect(repeats.first?.summary == "“Recents” (row-1) right after header-0: VoiceOver says the same label twice in a row "
            + "(each element VoiceOver visits says something new)")

        // What is said: the hidden cell not at all, the labelled one by its label, the hint last.
        let labels = VoiceOverOrder.labels(screen, state: .data, language: "en").map { $0.label }
        #expect(labels == ["Albums", "Recents", "Recents", "", "Forest", "Shared"])
        let app = App(screens: [screen], assets: Assets.builtIn)
        let page = String(decoding: app.respond(to: Request(method: .get, target: "/screens/albums?state=data&a11y=voiceover")).body, as: UTF8.self)
        #expect(page.contains(#"aria-hidden="true" data-vo"#) == false, "a hidden cell is not numbered")
        #expect(page.contains(#"Shared, Opens the shared album"#))
        #expect(page.contains(#"<li class="lp-row" aria-hidden="true">"#))
        #expect(page.contains(#"aria-label="Forest""#))
    }
}
