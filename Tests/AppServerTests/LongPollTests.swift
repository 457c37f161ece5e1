import AppTesting
import HTTP
import ListPreview
import Testing

/// `GET /api/changes` through the app, in process and over real sockets: how open pages learn that
/// what they show changed. (What only the built program shows — no thread held by 100 waiting
/// pages, answers at shutdown — is in `LiveChangesTests`.)
@Suite struct LongPollTests {
    /// Sooner than this is "answered at the event", not at the end of the hold (25 s): loose
    /// enough for a machine far busier than the suites make it, where the reload's 800 ms landing
    /// was once answered after 1.58 s (thread-sanitized), and a change after 11.9 s (a load average
    /// of 60, the suites beside two other builds and their browsers).
    private let answeredAtTheEvent = Duration.seconds(20)

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
            #expect(!waiting.isAnswered(within: 300), "nothing changed: the request is held")
            // Another screen changing does not concern this page.
            #expect(try client.request(.post, "/screens/photos/clear").status.code == 303)
            #expect(!waiting.isAnswered(within: 300))
            let start = ContinuousClock.now
            #expect(try client.request(.post, "/screens/inbox/network").status.code == 303)
            let answer = try waiting.response()
            #expect(ContinuousClock.now - start < answeredAtTheEvent)
            #expect(answer.status.code == 200 && answer.headers["Content-Type"] == "application/json")
            #expect(answer.text.hasPrefix(#"{"changed":true,"token":"#))
            // The page's old token is now outdated: answered at once.
            let outdated = try client.request(.get, url)
            #expect(outdated.text.contains(#""changed":true"#))
            // A malformed question is a JSON 400, not a held request.
            let malformed = try client.request(.get, "/api/changes?screens=inbox")
            #expect(malformed.status.code == 400 && malformed.text.contains("since"))
        }
    }

    @Test(arguments: Backend.allCases)
    func aPendingReloadIsAnsweredWhenItLands(backend: Backend) throws {
        try AppTest.run(try exampleApp(), backend) { client in
            // The inbox's reload shows loading for 800 ms, then the rows come back.
            #expect(try client.request(.post, "/screens/inbox/reload").status.code == 303)
            let url = try liveURL(client, "/screens/inbox")
            let start = ContinuousClock.now
            let answer = try client.request(.get, url)
            let waited = ContinuousClock.now - start
            #expect(answer.text.contains(#""changed":true"#))
            #expect(waited < answeredAtTheEvent, "\(waited)")
        }
    }
}
