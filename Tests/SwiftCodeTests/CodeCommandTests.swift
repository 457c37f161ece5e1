import Foundation
import HTTP
import ListPreview
import Screens
import SwiftCode
import TestSupport
import Testing

/// `listpreview code` prints what the library writes; a screen page's panel shows it.
@Suite struct CodeCommandTests {
    private let fixtures = Repository.root + "/Examples/screens.json"

    @Test(arguments: SwiftCode.Style.allCases)
    func theCommandPrintsTheLibrarysCode(style: SwiftCode.Style) throws {
        let outcome = try Program.run(["code", "--screen", "contacts", "--state", "search", "--style", style.rawValue, "--fixtures", fixtures])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let contacts = try #require(try ExampleCodeTests.examples().first { $0.id == "contacts" })
        #expect(outcome.stdout == SwiftCode.placeholder(screen: contacts, state: .search, style: style))
    }

    @Test func anUnknownStyleIsAUsageError() throws {
        let outcome = try Program.run(["code", "--screen", "inbox", "--state", "empty", "--style", "appkit", "--fixtures", fixtures])
        #expect(outcome.status == 64)
        #expect(outcome.stdout.isEmpty)
        #expect(outcome.stderr.contains("--style"))
        #expect(outcome.stderr.contains("uikit, swiftui, dzn or legacy"))
        #expect(outcome.stderr.contains("Usage: listpreview code --screen ID --state STATE --style STYLE"))
    }

    @Test func theScreenPageShowsTheCodeOfTheStateShown() throws {
        var source = AppSource()
        source.fixtures = fixtures
        let app = try AppLoader.makeApp(source)
        let page = String(decoding: app.respond(to: Request(method: .get, target: "/screens/inbox?state=empty")).body, as: UTF8.self)
        #expect(page.contains(#"<h2 id="panel-code">Code</h2>"#))
        #expect(page.contains(#"<details class="lp-code" id="code-uikit" name="lp-code" open><summary>UIKit (iOS 17+)</summary>"#))
        #expect(page.contains(#"config.text = &quot;No Messages&quot;"#))
        #expect(page.contains(#"UIAction { [weak self] _ in self?.reload() }"#))
        #expect(page.contains(#"<details class="lp-code" id="code-legacy" name="lp-code"><summary>UIKit before iOS 17</summary>"#))
        let rows = String(decoding: app.respond(to: Request(method: .get, target: "/screens/inbox?state=data")).body, as: UTF8.self)
        #expect(!rows.contains("panel-code"), "no placeholder, no code")
    }
}
