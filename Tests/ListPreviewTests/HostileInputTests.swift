import Foundation
import HTTP
@testable import ListPreview
@testable import Pages
@testable import Screens
import Testing

/// Hostile text through every field a fixture or a form can fill reaches the page escaped.
@Suite struct HostileInputTests {
    private static let hostile = [
        "<script>alert(1)</script>", "\"onmouseover=\"alert(1)", "'><img src=x onerror=alert(1)>", "</style><b>", "javascript:alert(1)",
        "{query}&amp;",
    ]

    private func text(_ value: String) -> LocalizedText { LocalizedText(verbatim: value) }

    @Test(arguments: hostile)
    func everyFieldIsEscaped(evil: String) {
        let config = EmptyStateConfig(image: .builtIn("states/empty.svg"), imageTint: EmptyStateConfig.defaultTint, title: text(evil),
                                      detail: text(evil), button: text(evil), secondaryButton: text(evil))
        let screen = Screen(id: "x", title: text(evil), searchBar: SearchBarConfig(), tableHeader: text(evil), toolbar: [.show],
                            sections: [ListSection(header: text(evil), footer: text(evil),
                                                   rows: [Row(title: text(evil), detail: text(evil), image: ImageReference(.user, evil + ".svg"))])],
                            emptyStates: Dictionary(uniqueKeysWithValues: EmptyStateKind.allCases.map { ($0, config) }))
        let app = App(screens: [screen], assets: Assets(files: [:]))
        var pages: [String] = []
        for target in ["/screens/x", "/screens/x?q=" + PercentDecoding.encode(evil)]
            + DisplayState.previewable.map({ "/screens/x?state=\($0.rawValue)&q=" + PercentDecoding.encode(evil) }) {
            pages.append(String(decoding: app.respond(to: Request(method: .get, target: target)).body, as: UTF8.self))
        }
        _ = app.respond(to: Request(method: .post, target: "/screens/x/rows", headers: ["Content-Type": "application/x-www-form-urlencoded"],
                                    body: Array(("title=" + PercentDecoding.encode(evil)).utf8)))
        pages.append(String(decoding: app.respond(to: Request(method: .get, target: "/screens/x")).body, as: UTF8.self))
        let escaped = evil.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
            .replacingOccurrences(of: "'", with: "&#39;")
        for page in pages {
            #expect(page.contains(escaped))
            #expect(!page.replacingOccurrences(of: escaped, with: "").contains(evil), "raw hostile text in the page")
            #expect(!page.contains("<script>") && !page.contains("<img src=x") && !page.contains("</style><b>"))
            #expect(!page.contains("\"onmouseover"))
        }
    }

    @Test func imageNamesInCSSAreEscaped() {
        var style = InlineStyle()
        style.set("--m", url: "/public/a\");background:url(x).svg")
        #expect(style.attributeValue == #"--m:url("/public/a\22 \29 \3b background\3a url\28 x\29 .svg")"#)
    }

    /// A static site's inlined picture goes in as it is, a base64 `data:` URL; anything else shaped
    /// like one is escaped as any other URL.
    @Test func onlyABase64DataURLIsLeftUnescaped() {
        var style = InlineStyle()
        style.set("--m", url: "data:image/svg+xml;base64,PHN2Zz4+/A==")
        style.set("--n", url: "data:image/svg+xml;base64,PHN2Zz4\");b:url(x")
        style.set("--o", url: "data:text/css;charset=utf-8;base64,QQ==")
        #expect(style.attributeValue == #"--m:url("data:image/svg+xml;base64,PHN2Zz4+/A==");"#
            + #"--n:url("data\3a image/svg\2b xml\3b base64\2c PHN2Zz4\22 \29 \3b b\3a url\28 x");"#
            + #"--o:url("data\3a text/css\3b charset\3d utf-8\3b base64\2c QQ\3d \3d ")"#)
    }
}
