import AppTesting
import HTTP
import ListPreview
import Pages
@testable import Screens
import Testing

/// Every URL is built from the paths the route table matches: built, it routes where it says.
@Suite struct SitePathTests {
    @Test func valuesArePercentEncodedAndIdsStayAsTheyAre() {
        #expect(SitePath.screen("inbox") == "/screens/inbox")
        #expect(SitePath.screen("a b/ü") == "/screens/a%20b%2F%C3%BC")
        #expect(SitePath.action(.clear, of: "inbox") == "/screens/inbox/clear")
        #expect(SitePath.addRow(to: "inbox") == "/screens/inbox/rows")
        #expect(SitePath.deleteRow(7, of: "inbox") == "/screens/inbox/rows/7/delete")
        #expect(SitePath.fill(SitePath.userImage, ["file": "img/box one.svg"]) == "/assets/img/box%20one.svg")
        #expect(SitePath.url("/gallery", []) == "/gallery")
        #expect(SitePath.url("/gallery", [("lang", "zh-Hans"), ("q", "a&b=c")]) == "/gallery?lang=zh-Hans&q=a%26b%3Dc")
    }

    /// A static site's links: the path from one page's folder to a file, both from the site's root.
    @Test func aSiteLinksRelativeToThePage() {
        #expect(SiteLinks.relative(from: "index.html", to: "public/style.css") == "public/style.css")
        #expect(SiteLinks.relative(from: "v/a.html", to: "v/b.html") == "b.html")
        #expect(SiteLinks.relative(from: "v/embed/a.html", to: "v/b.html") == "../b.html")
        #expect(SiteLinks.relative(from: "v/a.html", to: "w/embed/b.html") == "../w/embed/b.html")
        #expect(SiteLinks.relative(from: "v/a.html", to: "assets/img/box%20one.svg") == "../assets/img/box%20one.svg")
        #expect(SiteLinks.relative(from: "v/a.html", to: "index.html") == "../index.html")
    }

    /// Each form of the demo's page that posts posts to a built path the app answers with its redirect
    /// (the Controls section's form previews with a GET).
    @Test(arguments: Backend.allCases)
    func everyBuiltFormPathIsAnswered(backend: Backend) throws {
        try AppTest.run(App(assets: Assets(files: [:])), backend) { client in
            let page = try client.request(.get, SitePath.screen("demo")).text
            let actions = page.matches(of: /method="post" action="([^"]+)"/).map { String($0.1).replacingOccurrences(of: "&amp;", with: "&") }
            #expect(actions.contains(SitePath.action(.show, of: "demo")))
            #expect(actions.contains(SitePath.action(.reload, of: "demo")))
            for action in actions where action.hasPrefix("/screens/") {
                let answer = try client.request(.post, action, headers: ["Content-Type": "application/x-www-form-urlencoded"],
                                                body: "title=Row")
                #expect(answer.status == .seeOther, "\(action): \(answer.status)")
            }
        }
    }
}
