import Foundation
import Guarded
import HTTP
import HTTPServer
import ListPreview
import TestSupport
import Testing

/// In Chromium: the Controls section previews an edit as it is typed (script) or sent (no script),
/// the audit follows it, and a save writes the fixtures file, which the page then shows.
@Suite(.serialized) struct ControlsBrowserTests {
    /// A copy of the example fixtures served as `serve` serves them: a save reloads the app from the file.
    private final class Served {
        let directory: String
        let file: String
        let current: Locked<App>
        let server: HTTPServer

        init() throws {
            directory = try temporaryDirectory("controls")
            file = directory + "/screens.json"
            try FileManager.default.copyItem(atPath: Repository.root + "/Examples/screens.json", toPath: file)
            var fixtures = AppSource()
            fixtures.fixtures = file
            let source = fixtures
            let current = Locked(try AppLoader.makeApp(AppLoader.load(source), stateFile: nil))
            current.withLock { app in app = app.reloading(afterSave: { FixtureWatcher.reload(source, current: current) }) }
            self.current = current
            server = try HTTPServer.start(ServerConfiguration(port: 0), replying: { request in current.withLock { $0 }.reply(to: request) })
        }

        func url(_ path: String) -> String { "http://127.0.0.1:\(server.port)\(path)" }

        deinit {
            server.stop()
            try? FileManager.default.removeItem(atPath: directory)
        }
    }

    private let page = "/screens/inbox?os=18&theme=light&motion=off&state=empty"
    /// The same page with the Controls section open, as its link opens it.
    private let opened = "/screens/inbox?os=18&theme=light&motion=off&controls=1&state=empty"

    @Test func withScriptThePageFollowsEachKeystroke() async throws {
        let served = try Served()
        try await TestBrowser.with(width: 1440, height: 900) { browser in
            try await browser.navigate(to: served.url(opened))
            #expect(try await browser.executeScript("return document.getElementById('empty-label').textContent").string == "No Messages")
            _ = try await browser.executeScript("""
                const field = document.getElementById('ctl-empty-title');
                field.focus();
                field.value = 'Gar nichts';
                field.dispatchEvent(new Event('input', {bubbles: true}));
                """)
            try await browser.waitUntil {
                try await browser.executeScript("return document.getElementById('empty-label').textContent").string == "Gar nichts"
            }
            try await browser.waitUntil { try await browser.currentURL().contains("edit.empty.title=Gar%20nichts") }
            #expect(try await browser.currentURL() == served.url(opened + "&edit.empty.title=Gar%20nichts"))
            // The form was left alone: the field keeps its focus.
            #expect(try await browser.executeScript("return document.activeElement.id").string == "ctl-empty-title")
            // The audit follows: a pale text colour is a contrast finding at once.
            _ = try await browser.executeScript("""
                const field = document.getElementById('ctl-empty-textColor');
                field.value = '#dddddd';
                field.dispatchEvent(new Event('input', {bubbles: true}));
                """)
            try await browser.waitUntil {
                (try await browser.executeScript("return [...document.querySelectorAll('.lp-audit-finding')].map(e => e.textContent).join('\\n')")
                    .string ?? "").contains(#"label "Gar nichts" contrast"#)
            }
            // A colour the app does not know is said, and the page stays as it was.
            _ = try await browser.executeScript("""
                const field = document.getElementById('ctl-empty-textColor');
                field.value = 'sytemRed';
                field.dispatchEvent(new Event('input', {bubbles: true}));
                """)
            try await browser.waitUntil {
                (try await browser.executeScript("return document.querySelector('.lp-controls-problem')?.textContent ?? ''").string ?? "")
                    .contains("Did you mean systemRed?")
            }
            #expect(try await browser.executeScript("return document.getElementById('empty-label').textContent").string == "Gar nichts")
        }
    }

    @Test func theAuditSaysWhatAnEditCutsShort() async throws {
        let served = try Served()
        try await TestBrowser.with(width: 1440, height: 900) { browser in
            try await browser.navigate(to: served.url("/screens/inbox?os=18&device=iphone-se&theme=light&motion=off&state=empty&edit.screen.largeTitle=false"))
            #expect(try await browser.count("#audit-layout") == 0)
            _ = try await browser.executeScript("""
                const field = document.getElementById('ctl-screen-title');
                field.value = 'Posteingang für alle Konten und Ordner';
                field.dispatchEvent(new Event('input', {bubbles: true}));
                """)
            try await browser.waitUntil { try await browser.count("#audit-layout") == 1 }
            let said = try await browser.executeScript("return document.getElementById('audit-layout').textContent").string ?? ""
            #expect(said.hasPrefix(#"title "Posteingang für alle Konten und Ordner" cut short: "#), "\(said)")
        }
    }

    @Test func withoutScriptTheFormPreviewsThenSaves() async throws {
        let served = try Served()
        let before = try String(contentsOfFile: served.file, encoding: .utf8)
        try await TestBrowser.with(width: 1440, height: 900) { browser in
            try await browser.disableJavaScript()
            try await browser.navigate(to: served.url(page))
            // Closed, the section is a link that opens it.
            try await browser.click("#controls-open")
            #expect(try await browser.currentURL() == served.url(opened))
            _ = try await browser.executeScript("document.getElementById('ctl-empty-title').value = 'Keine Nachrichten'")
            try await browser.click("#controls-preview")
            // The form sends every field; the server keeps the one that changed.
            #expect(try await browser.currentURL() == served.url(opened + "&edit.empty.title=Keine%20Nachrichten"))
            #expect(try await browser.executeScript("return document.getElementById('empty-label').textContent").string == "Keine Nachrichten")
            try await browser.click("#controls-save")
            #expect(try await browser.currentURL() == served.url(opened))
            #expect(try await browser.executeScript("return document.getElementById('empty-label').textContent").string == "Keine Nachrichten")
        }
        let after = try String(contentsOfFile: served.file, encoding: .utf8)
        #expect(after == before.replacing(#""title": {"en": "No Messages""#, with: #""title": {"en": "Keine Nachrichten""#))
    }
}
