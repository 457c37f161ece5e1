import Fixtures
import Foundation
import HTTP
import ListPreview
import Pages
import Screens
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
        #expect(empty.suffix(4) == ["No Messages, heading", "New mail shows up here as soon as it arrives.", "Refresh, button", "Compose, button"])
        #expect(try spoken(inbox, .data).contains("Ann Lee, Lunch on Friday? The new ramen place opens at noon."))

        let settings = try #require(all.first { $0.id == "settings" })
        let rows = try spoken(settings, .data)
        #expect(rows.contains("Airplane Mode, switch, Off"), "a switch, then its state, in iOS's own words")
        #expect(rows.contains("Dark Mode, switch, On"))
        #expect(rows.contains("Wi-Fi, Home 5G, button"), "a disclosure row is a button, its value read after its title")
        #expect(rows.contains("CONNECTION, heading"), "a grouped list's header as UIKit sets it, in capitals")

        let photos = try #require(all.first { $0.id == "photos" })
        let grid = try spoken(photos, .data)
        #expect(grid.suffix(4) == ["Library, tab, 1 of 4, Selected", "For You, 2, tab, 2 of 4", "Albums, tab, 3 of 4", "Search, tab, 4 of 4"])
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
        let findings = VoiceOverAudit.findings(contacts, language: "en")
        #expect(findings.map { $0.element } == ["navigationItems.right[0]"])
        #expect(findings.first?.line == #"contacts en: bar button navigationItems.right[0] "plus" says only its symbol's name, “Add” to VoiceOver: "#
            + "give it an accessibilityLabel (a button's label says what it does)")
        // The photos screen's "more" button has its accessibilityLabel: nothing to find.
        #expect(VoiceOverAudit.findings(try #require(all.first { $0.id == "photos" }), language: "en").isEmpty)
    }
}
