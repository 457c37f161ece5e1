import Browser
import Foundation
import HTTPServer
import JSON
import ListPreview
import Screens
import Store
import TestSupport
import Testing

/// A server that needs its token, in Debian's headless Chromium, since only a browser decides what
/// it does with an `HttpOnly; SameSite=Strict` cookie: the printed link signs in and loses its token
/// from the address bar, the 401 page's form signs in without script, and then pages, their forms
/// and the live long poll all carry the cookie, which page script cannot read.
@Suite(.serialized) struct SharingBrowserTests {
    private let token = "browser-test-token-0123456789"

    private func withSharedApp(_ body: (HTTPServer, App) async throws -> Void) async throws {
        let app = App(store: ScreenStore(screens: [.demo]), assets: Assets.builtIn,
                      access: AccessPolicy(token: try AccessToken(token)))
        let server = try HTTPServer.start(ServerConfiguration(port: 0), replying: app.reply(to:))
        defer { server.stop() }
        try await body(server, app)
    }

    @Test func thePrintedLinkSignsInAndEverythingThenWorks() async throws {
        try await withSharedApp { server, app in
            let base = "http://127.0.0.1:\(server.port)"
            try await TestBrowser.with(width: 900, height: 1000) { browser in
                try await browser.navigate(to: base + "/screens/demo?lang=zh-Hans&token=\(token)")
                #expect(try await browser.currentURL() == base + "/screens/demo?lang=zh-Hans", "the token left the address")
                #expect(try await browser.count("#empty-state") == 1)
                let cookies = try await browser.executeScript("return document.cookie").string ?? ""
                #expect(!cookies.contains(token), "page script cannot read the token")

                // A form post (the red button) carries the cookie.
                try await browser.clickAndWaitForNavigation(browser.findElement(css: "#show-data"))
                #expect(try await browser.count(".lp-row") == 6)
                #expect(app.store.state(of: "demo")?.version == 1)
                // So does the live long poll: the page is waiting on the server, not refused.
                try await browser.waitUntil { server.parkedConnections == 1 }
            }
        }
    }

    @Test func theUnauthorizedPageSignsInWithItsForm() async throws {
        try await withSharedApp { server, app in
            let base = "http://127.0.0.1:\(server.port)"
            try await TestBrowser.with(width: 390, height: 844) { browser in
                try await browser.navigate(to: base + "/gallery")
                #expect(try await browser.title().hasPrefix("Access token needed"))
                #expect(try await browser.count(".lp-gallery-item") == 0, "nothing of the screens is shown")
                // The style sheet is served without the token: the form is laid out as designed.
                #expect(try await browser.rect(".lp-sign-in button").height >= 44)
                #expect(try await browser.rect("#lp-token").height >= 44)

                try await browser.executeScript("document.getElementById('lp-token').value = arguments[0]", args: [.string("wrong-token-0123456789")])
                try await browser.clickAndWaitForNavigation(browser.findElement(css: ".lp-sign-in button"))
                #expect(try await browser.title().hasPrefix("Access token needed"), "a wrong token does not sign in")

                try await browser.executeScript("document.getElementById('lp-token').value = arguments[0]", args: [.string(token)])
                try await browser.clickAndWaitForNavigation(browser.findElement(css: ".lp-sign-in button"))
                #expect(try await browser.currentURL() == base + "/gallery", "back to the page that was asked for")
                #expect(try await browser.count(".lp-gallery-item") > 0)
                #expect(app.store.state(of: "demo")?.version == 0)
            }
        }
    }

    /// A server restarted with a new token: the open page's live poll gets a 401 and the page reloads
    /// into the form, rather than retrying quietly forever.
    @Test func aPageOfAServerRestartedWithANewTokenShowsTheForm() async throws {
        let first = App(store: ScreenStore(screens: [.demo]), assets: Assets.builtIn, access: AccessPolicy(token: try AccessToken(token)))
        var server = try HTTPServer.start(ServerConfiguration(port: 0), replying: first.reply(to:))
        let port = server.port
        try await TestBrowser.with(width: 900, height: 1000) { browser in
            try await browser.navigate(to: "http://127.0.0.1:\(port)/screens/demo?token=\(token)")
            #expect(try await browser.count("#empty-state") == 1)
            try await browser.waitUntil { server.parkedConnections == 1 }

            server.stop()
            let second = App(store: ScreenStore(screens: [.demo]), assets: Assets.builtIn,
                             access: AccessPolicy(token: try AccessToken("a-new-token-after-restart")))
            server = try HTTPServer.start(ServerConfiguration(port: port), replying: second.reply(to:))
            try await browser.waitUntil { (try? await browser.title())?.hasPrefix("Access token needed") == true }
            #expect(try await browser.count("#lp-token") == 1)
        }
        server.stop()
    }
}
