import AppTesting
import HTTP
@testable import ListPreview
import Screens
import Store
import TestSupport
import Testing

/// `GET /api/changes` through the app, in process and over real sockets: how open pages learn that
/// what they show changed. (What only the built program shows — no thread held by 100 waiting
/// pages, answers at shutdown — is in `LiveChangesTests`.)
///
/// A held request's time is the test's (``Holds``): the app says how long it may be held, and
/// only the test ends that time, so an answer before it is the event's, however slow the machine.
@Suite struct LongPollTests {
    /// The `data-live` URL of a page, unescaped.
    private func liveURL(_ client: AppClient, _ path: String) throws -> String {
        let page = try client.request(.get, path).text
        let start = try #require(page.range(of: #"data-live=""#)).upperBound
        let end = try #require(page[start...].firstIndex(of: "\""))
        return page[start..<end].replacingOccurrences(of: "&amp;", with: "&")
    }

    @Test(arguments: Backend.allCases)
    func aHeldRequestIsAnsweredAtTheChangeAndAnOutdatedOneAtOnce(backend: Backend) throws {
        try AppTest.run(try exampleApp(), backend) { client in
            let url = try liveURL(client, "/screens/inbox")
            #expect(url.hasPrefix("/api/changes?screens=inbox&since="))
            let waiting = try client.start(.get, url)
            #expect(eventually { client.holds.limits == [LiveRoutes.longestWait] }, "nothing changed: the request is held, 25 s at most")
            // Another screen changing does not concern this page: still held once that change is made.
            #expect(try client.request(.post, "/screens/photos/clear").status.code == 303)
            #expect(client.holds.limits == [LiveRoutes.longestWait])
            #expect(!waiting.isAnswered(within: 300))
            #expect(try client.request(.post, "/screens/inbox/network").status.code == 303)
            // Its time never ran out (the test holds it): the change answered it.
            let answer = try waiting.response()
            #expect(client.holds.limits.isEmpty)
            #expect(answer.status.code == 200 && answer.headers["Content-Type"] == "application/json")
            #expect(answer.text.hasPrefix(#"{"changed":true,"token":"#))
            // The page's old token is now outdated: answered at once.
            let outdated = try client.request(.get, url)
            #expect(outdated.text.contains(#""changed":true"#))
            #expect(client.holds.limits.isEmpty, "never held")
            // A malformed question is a JSON 400, not a held request.
            let malformed = try client.request(.get, "/api/changes?screens=inbox")
            #expect(malformed.status.code == 400 && malformed.text.contains("since"))
        }
    }

    @Test(arguments: Backend.allCases)
    func aHeldRequestWhoseTimeIsUpIsAnsweredUnchanged(backend: Backend) throws {
        try AppTest.run(try exampleApp(), backend) { client in
            let url = try liveURL(client, "/screens/inbox")
            let waiting = try client.start(.get, url)
            #expect(eventually { client.holds.limits == [LiveRoutes.longestWait] })
            client.holds.timeUp()
            let answer = try waiting.response()
            #expect(answer.status.code == 200)
            let token = try #require(url.split(separator: "since=").last)
            #expect(answer.text == #"{"changed":false,"token":"\#(token)"}"#, "the page asks again with the same token")
        }
    }

    @Test(arguments: Backend.allCases)
    func aPendingReloadIsAnsweredWhenItLands(backend: Backend) throws {
        let clock = ManualClock()
        try AppTest.run(try exampleApp(clock: clock.now), backend) { client in
            // The inbox's reload shows loading for 800 ms, then the rows come back.
            #expect(try client.request(.post, "/screens/inbox/reload").status.code == 303)
            let url = try liveURL(client, "/screens/inbox")
            let waiting = try client.start(.get, url)
            // Held until the reload lands (and a little after, so that it has landed), not for 25 s.
            #expect(eventually { client.holds.limits == [800 + 20] }, "\(client.holds.limits)")
            clock.advance(800)
            client.holds.timeUp()
            let answer = try waiting.response()
            #expect(answer.text.contains(#""changed":true"#))
        }
    }

    /// The decision alone, by a clock the test moves: how long a request is held, and what it is
    /// answered at each moment.
    @Test func theHoldEndsAtTheLandingOfAReloadAndTheAnswerFollowsTheClock() throws {
        let clock = ManualClock()
        let app = try exampleApp(clock: clock.now)
        func question(_ token: String) -> Request {
            Request(method: .get, target: "/api/changes?screens=inbox&since=\(token)", headers: ["Host": "127.0.0.1"])
        }
        let token = LiveRoutes.token([("inbox", app.store.state(of: "inbox"))], edition: app.edition)
        let held = try #require(LiveRoutes.wait(question(token), store: app.store))
        #expect(held.timeoutMilliseconds == LiveRoutes.longestWait)
        #expect(String(decoding: held.respond().body, as: UTF8.self).contains(#""changed":false"#))

        _ = try app.store.apply(.action(.reload), to: "inbox")
        #expect(LiveRoutes.wait(question(token), store: app.store) == nil, "an outdated token is answered at once")
        let loading = LiveRoutes.token([("inbox", app.store.state(of: "inbox"))], edition: app.edition)
        clock.advance(300)
        let landing = try #require(LiveRoutes.wait(question(loading), store: app.store))
        #expect(landing.timeoutMilliseconds == 800 - 300 + 20, "held until the reload lands")
        #expect(String(decoding: landing.respond().body, as: UTF8.self).contains(#""changed":false"#), "still loading")
        clock.advance(500)
        #expect(String(decoding: landing.respond().body, as: UTF8.self).contains(#""changed":true"#), "landed")
    }
}
