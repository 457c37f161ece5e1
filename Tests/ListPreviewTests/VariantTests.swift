import HTTP
@testable import ListPreview
@testable import Pages
@testable import Screens
import Variants
import Testing

@Suite struct VariantTests {
    private func context(_ query: String, headers: Headers = [:]) throws(HTTPError) -> PageContext {
        let request = Request(method: .get, target: "/screens/demo?" + query, headers: headers)
        return try PageContext(request: request, query: try request.query())
    }

    @Test func defaults() throws {
        let variant = try context("").variant
        #expect(variant == Variant(language: .english, pseudo: false, device: .iphone15, theme: nil, direction: .ltr, motion: .on, embed: false))
    }

    @Test func urlWinsOverCookieWhichWinsOverDefaults() throws {
        let cookies: Headers = ["Cookie": "lp-device=ipad; lp-theme=dark; lp-lang=zh-Hant; lp-dir=rtl; lp-motion=off"]
        let fromCookies = try context("", headers: cookies).variant
        #expect(fromCookies.device == .ipad && fromCookies.theme == .dark && fromCookies.language == .traditionalChinese)
        #expect(fromCookies.direction == .rtl && fromCookies.motion == .off)
        let fromURL = try context("device=iphone-se&theme=light&lang=en", headers: cookies).variant
        #expect(fromURL.device == .iphoneSE && fromURL.theme == .light && fromURL.language == .english)
        #expect(try context("theme=system", headers: cookies).variant.theme == nil)
    }

    @Test func cookieLanguageWinsOverAcceptLanguage() throws {
        #expect(try context("", headers: ["Cookie": "lp-lang=zh-Hans", "Accept-Language": "zh-TW"]).language == .simplifiedChinese)
        #expect(try context("", headers: ["Accept-Language": "zh-TW"]).language == .traditionalChinese)
        #expect(try context("", headers: ["Cookie": "lp-lang=klingon; lp-device=toaster", "Accept-Language": "zh-TW"]).variant.device == .iphone15)
    }

    @Test(arguments: ["device=toaster", "theme=blue", "dir=up", "motion=maybe"])
    func invalidValuesAreA400ListingTheValidOnes(query: String) {
        #expect(throws: HTTPError.self) { try context(query) }
        do {
            _ = try context(query)
        } catch {
            #expect(error.status == .badRequest)
            #expect(error.message.contains("use one of: "))
        }
    }

    @Test func chosenParametersAreKeptAndRemembered() throws {
        let chosen = try context("device=ipad&lang=zh-CN")
        #expect(chosen.link("/screens/x", [("state", "empty")]) == "/screens/x?device=ipad&lang=zh-Hans&state=empty")
        #expect(chosen.cookiesToSet == [
            "lp-device=ipad; Path=/; Max-Age=31536000; SameSite=Lax",
            "lp-lang=zh-Hans; Path=/; Max-Age=31536000; SameSite=Lax",
        ])
        // Embedded, the same choices are kept on its links but not remembered.
        let embedded = try context("device=ipad&lang=zh-CN&embed=1")
        #expect(embedded.link("/screens/x", [("state", "empty")]) == "/screens/x?device=ipad&lang=zh-Hans&embed=1&state=empty")
        #expect(embedded.cookiesToSet == [])
    }

    @Test func pseudoLocalization() throws {
        #expect(PseudoLocalization.transform("Show Data") == "[Šĥöŵ Ðåţå Šĥöŵ Ðåţå]")
        #expect(PseudoLocalization.transform("No results for “{query}”") == "[Ñö ŕéšûļţš ƒöŕ “{query}” Ñö ŕéšûļţš ƒöŕ “”]")
        #expect(PseudoLocalization.transform("") == "")
        let pseudo = try context("lang=pseudo")
        #expect(pseudo.languageTag == "en-XA")
        #expect(pseudo.text(BuiltInStrings.noData) == "[Ñö ðåţå Ñö ðåţå]")
    }

    @Test func pagesCarryTheVariant() throws {
        let app = App(screens: [.demo], assets: Assets(files: [:]))
        let response = app.respond(to: Request(method: .get, target: "/screens/demo?theme=dark&dir=rtl&motion=off&device=iphone-se&lang=pseudo"))
        let page = String(decoding: response.body, as: UTF8.self)
        // The document is the tool's (English, left to right); the device carries the content's settings.
        #expect(page.contains(#"<html lang="en" dir="ltr" data-os="26" data-theme="dark" data-motion="off" data-live="#))
        #expect(page.contains(#"id="device" data-state="empty" lang="en-XA" dir="rtl">"#))
        #expect(page.contains(#"data-device="iphone-se""#))
        #expect(page.contains(#"<h1 class="lp-title">[Éɱþţý Þåĝé Ţéšţ Éɱþţý Þåĝé Ţéšţ]</h1>"#))
        #expect(response.headers.values("Set-Cookie").count == 5)
        #expect(page.contains(#"action="/screens/demo/show?device=iphone-se&amp;theme=dark&amp;lang=pseudo&amp;dir=rtl&amp;motion=off""#))
    }

    @Test func embedShowsTheDeviceAlone() {
        let app = App(screens: [.demo], assets: Assets(files: [:]))
        let page = String(decoding: app.respond(to: Request(method: .get, target: "/screens/demo?embed=1")).body, as: UTF8.self)
        #expect(page.contains("lp-embed"))
        #expect(!page.contains("lp-panel") && !page.contains("lp-pickers"))
        #expect(page.contains(#"action="/screens/demo/reload?embed=1""#))
    }

    @Test func embeddedPagesNeitherSetNorReadTheSavedChoices() throws {
        let app = App(screens: [.demo], assets: Assets(files: [:]))
        let gallery = String(decoding: app.respond(to: Request(method: .get, target: "/gallery?textSize=all&device=iphone-se&lang=zh-Hans")).body,
                             as: UTF8.self)
        let frames = gallery.components(separatedBy: #"<iframe src=""#).dropFirst().compactMap { $0.components(separatedBy: "\"").first }
            .map { $0.replacingOccurrences(of: "&amp;", with: "&") }
        #expect(frames.count >= 12, "a frame per text size")
        for frame in frames {
            let response = app.respond(to: Request(method: .get, target: frame))
            #expect(response.status == .ok)
            #expect(response.headers.values("Set-Cookie") == [], "\(frame) saves a choice")
        }
        // Nor does a saved choice reach a frame: it shows what its URL says.
        var request = Request(method: .get, target: "/screens/demo?embed=1")
        request.headers.add("Cookie", "lp-textSize=ax5; lp-theme=dark")
        let framed = String(decoding: app.respond(to: request).body, as: UTF8.self)
        #expect(!framed.contains("ax5") && !framed.contains(#"data-theme="dark""#))
    }

    @Test func galleryEmbedsEveryState() {
        let app = App(screens: [.demo], assets: Assets(files: [:]))
        let page = String(decoding: app.respond(to: Request(method: .get, target: "/gallery?device=iphone-se&theme=dark")).body, as: UTF8.self)
        #expect(!page.contains("state=search"), "the demo has no search bar: no “no search results”")
        for state in Screen.demo.reachableStates {
            #expect(page.contains(#"<iframe src="/screens/demo?state=\#(state.rawValue)&amp;device=iphone-se&amp;theme=dark&amp;embed=1""#))
            #expect(page.contains(#"href="/screens/demo?device=iphone-se&amp;theme=dark&amp;state=\#(state.rawValue)""#))
        }
        #expect(page.contains("--frame-width:375px;--frame-height:667px"))
        #expect(app.respond(to: Request(method: .get, target: "/gallery?screen=nope")).status == .notFound)
        #expect(app.respond(to: Request(method: .get, target: "/gallery?screen=demo")).status == .ok)
    }

    @Test func themedColoursBecomeLightDark() {
        #expect(ThemedColor(Color(hex: "#f2f2f7")!, dark: Color(hex: "#1c1c1e")!).css == "light-dark(#f2f2f7, #1c1c1e)")
        #expect(ThemedColor(Color(hex: "#abc8")!).css == "#aabbcc88")
    }
}
