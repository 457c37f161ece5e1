import AppTesting
@testable import Fixtures
import Guarded
import HTTP
@testable import ListPreview
@testable import Pages
@testable import Screens
@testable import Strings
import TestSupport
import Testing

/// Long pages do not hold up anyone else: they are drawn off the event loops, one at a
/// time, and the page memo is bounded by bytes, not by count.
@Suite struct LongPagesTests {
    /// One screen of `rows` rows.
    private func app(rows: Int) throws -> App {
        let list = (0..<rows).map { #"{"title": "Message \#($0)", "detail": "Preview of message \#($0)"}"# }.joined(separator: ",")
        let fixtures = #"{"screens": [{"id": "big", "title": "Big", "sections": [{"rows": [\#(list)]}]}]}"#
        return App(screens: try FixtureDecoder(publicFiles: []).decode(Array(fixtures.utf8), file: "big.json"), assets: Assets.builtIn)
    }

    @Test(arguments: Backend.allCases)
    func aLongPageWaitsOffTheLoopWhileOrdinaryPagesAreServed(backend: Backend) throws {
        let app = try app(rows: 3 * LongPages.rowsDrawnOnTheLoop)
        let expected = app.respond(to: Request(method: .get, target: "/screens/big?rows=6000", headers: ["Host": "127.0.0.1"])).body
        // One event loop: a page drawn on it would hold up every other request of the server.
        try AppTest.run(app, backend, eventLoops: 1) { client throws in
            app.longPages.suspend()
            let long = try client.start(.get, "/screens/big?rows=5999")
            // A request sent over a socket reaches the app a little later.
            #expect(eventually { app.longPages.queued == 1 && client.holds.limits == [LongPages.waitMilliseconds] })
            #expect(!long.isAnswered(within: 300), "held while its queue is")
            let ordinary = try client.request(.get, "/screens/big?rows=20")
            #expect(ordinary.status == .ok && ordinary.text.contains("Message 19") && !ordinary.text.contains("Message 20<"))
            #expect(try client.request(.get, "/screens/big").status == .ok, "the default window (500 rows) is drawn on the loop")
            app.longPages.resume()
            let drawn = try long.response()
            #expect(drawn.status == .ok)
            #expect(drawn.text.contains("Message 5998<") && !drawn.text.contains("Message 5999<"))
            #expect(app.longPages.queued == 0)

            // The same long page again comes from the memo, at once, and is what an in-process render draws.
            app.longPages.suspend()
            defer { app.longPages.resume() }
            let first = try client.request(.get, "/screens/big?rows=6000")
            #expect(first.status == .ok && first.body == expected, "streamed whole, byte for byte")
            let head = try client.request(.head, "/screens/big?rows=6000")
            #expect(head.status == .ok && head.body.isEmpty)
            if backend == .live { #expect(head.headers["Content-Length"] == String(expected.count)) }
        }
    }

    @Test(arguments: Backend.allCases)
    func clientsAskingForOneLongPageAtOnceShareOneDrawing(backend: Backend) throws {
        let app = try app(rows: 3 * LongPages.rowsDrawnOnTheLoop)
        try AppTest.run(app, backend) { client throws in
            app.longPages.suspend()
            let waiting = try (0..<8).map { _ in try client.start(.get, "/screens/big?rows=5000") }
            let other = try client.start(.get, "/screens/big?rows=4000")
            #expect(eventually { client.holds.limits.count == 9 }, "all nine held")
            #expect(app.longPages.queued == 2, "two distinct pages, however many ask")
            #expect(!other.isAnswered(within: 200))
            app.longPages.resume()
            let bodies = try waiting.map { try $0.response().body }
            #expect(Set(bodies).count == 1 && bodies[0].count > 500_000)
            #expect(try other.response().status == .ok)
            #expect(app.longPages.queued == 0)
        }
    }

    /// The unit alone: `draw` counts its drawings.
    private func reply(_ pages: LongPages, _ rows: Int, drawn: Locked<Int>? = nil, text: String = "page") throws -> Reply? {
        let (key, _) = try key(rows)
        return pages.reply(for: key, drawing: {
            drawn?.withLock { $0 += 1 }
            return .text(.ok, "\(text) \(rows)")
        }, finish: { $0 }, unavailable: { .text($0.status, $0.message) })
    }

    @Test func pastTheQueueLimitNoMoreLongPagesAreTaken() throws {
        let pages = LongPages()
        pages.suspend()
        var replies: [Reply] = []
        for index in 0..<LongPages.queueLimit {
            let reply = try reply(pages, 3_000 + index)
            #expect(reply != nil)
            if let reply { replies.append(reply) }
        }
        #expect(try reply(pages, 99_999) == nil)
        #expect(try reply(pages, 3_000) != nil, "a page already waiting is always waited for")
        let due = Locked(0)
        for case let .later(deferred) in replies { _ = deferred.subscribe { due.withLock { $0 += 1 } } }
        pages.resume()
        #expect(eventually { due.withLock { $0 } == LongPages.queueLimit }, "every page drawn")
        #expect(pages.queued == 0)
        guard case let .later(last) = replies.last else { Issue.record("a long page is answered later"); return }
        #expect(String(decoding: last.respond().body, as: UTF8.self) == "page \(3_000 + LongPages.queueLimit - 1)")
        #expect(try reply(pages, 99_999) != nil, "taken again once the line is shorter")
    }

    @Test func onePageAskedForManyTimesIsDrawnOnce() throws {
        let pages = LongPages()
        let drawn = Locked(0)
        pages.suspend()
        let replies = try (0..<20).compactMap { _ in try reply(pages, 7_000, drawn: drawn) }
        #expect(replies.count == 20 && pages.queued == 1)
        let due = Locked(0)
        for case let .later(deferred) in replies { _ = deferred.subscribe { due.withLock { $0 += 1 } } }
        pages.resume()
        #expect(eventually { due.withLock { $0 } == 20 }, "every request answered")
        #expect(drawn.withLock { $0 } == 1)
        for case let .later(deferred) in replies { #expect(String(decoding: deferred.respond().body, as: UTF8.self) == "page 7000") }
        // Asked for again after the drawing, it is drawn again (the memo, not this queue, keeps pages).
        guard case let .later(again)? = try reply(pages, 7_000, drawn: drawn) else { Issue.record("answered later"); return }
        let done = Locked(false)
        _ = again.subscribe { done.withLock { $0 = true } }
        #expect(eventually { done.withLock { $0 } })
        #expect(drawn.withLock { $0 } == 2)
    }

    @Test(arguments: Backend.allCases)
    func aLongPageNotDrawnInTimeIsA503(backend: Backend) throws {
        let app = try app(rows: 3 * LongPages.rowsDrawnOnTheLoop)
        try AppTest.run(app, backend) { client throws in
            app.longPages.suspend()
            defer { app.longPages.resume() }
            let long = try client.start(.get, "/screens/big?rows=3000")
            #expect(eventually { client.holds.limits == [LongPages.waitMilliseconds] }, "held 60 s at most")
            // Its time is up while it is still not drawn: the server answers what `respond` gives then.
            client.holds.timeUp()
            let answer = try long.response()
            #expect(answer.status == .serviceUnavailable)
            #expect(answer.headers["Retry-After"] == "5")
            #expect(answer.text.contains("took too long to draw"))
        }
    }

    /// A key per `rows` (the row window), for the memo tests, and a request leading to it.
    private func key(_ rows: Int) throws -> (PageCache.Key, Request) {
        let request = Request(method: .get, target: "/screens/big?rows=\(rows)", headers: ["Host": "127.0.0.1"])
        let context = try PageContext(request: request, query: request.query(), languages: [LanguageTag.english])
        return (PageCache.Key(screen: "big", version: 1, context: context, preview: nil, query: "", rowLimit: rows), request)
    }

    private func page(bytes: Int) -> Response {
        Response(status: .ok, body: [UInt8](repeating: UInt8(ascii: "a"), count: bytes))
    }

    @Test func theMemoIsBoundedByBytes() throws {
        let memo = PageCache(generationBytes: 100_000)
        var largest = 0
        // 300 distinct pages of 1 to 10 KB: 1.65 MB if all were held.
        for index in 0..<300 {
            let (key, request) = try key(index)
            _ = memo.page(for: key, answering: request) { page(bytes: 1_000 + (index % 10) * 1_000) }
            largest = max(largest, memo.heldBytes)
        }
        #expect(largest <= 2 * 100_000, "held at most: \(largest)")
        #expect(largest >= 100_000, "and it does hold pages: \(largest)")
        // The oldest are gone, the newest found without drawing them again.
        let (oldest, oldRequest) = try key(0)
        #expect(memo.page(answering: oldRequest, versions: { _ in 1 }) == nil)
        #expect(!memo.holds(oldest))
        let (newest, newRequest) = try key(299)
        #expect(memo.holds(newest))
        #expect(memo.page(answering: newRequest, versions: { _ in 1 }) != nil)
        #expect(memo.page(answering: newRequest, versions: { _ in 2 }) == nil, "a changed state is never answered from the memo")
    }

    @Test func aPageInUseOutlivesTheGenerationsThatPass() throws {
        let memo = PageCache(generationBytes: 100_000)
        let (favourite, request) = try key(20)
        let first = try #require(memo.page(for: favourite, answering: request) { page(bytes: 5_000) }.sharing?.serial)
        for index in 100..<1_100 {
            let (key, other) = try key(index)
            _ = memo.page(for: key, answering: other) { page(bytes: 5_000) }
            // The designer's page, asked for now and then (every 10 pages, 50 KB), is found each
            // time, the same finished response, while 5 MB of other pages come and go.
            if index.isMultiple(of: 10) {
                #expect(memo.page(answering: request, versions: { _ in 1 })?.sharing?.serial == first)
            }
        }
        #expect(memo.page(for: favourite, answering: request) { page(bytes: 1) }.body.count == 5_000, "never drawn again")
    }

    @Test func anIdleMemoEmptiesWithinTwoSweeps() throws {
        let memo = PageCache()
        let (key, request) = try key(20)
        _ = memo.page(for: key, answering: request) { page(bytes: 5_000) }
        memo.retireIfIdle()
        #expect(memo.holds(key), "a page was added since the last sweep")
        memo.retireIfIdle()
        #expect(memo.holds(key) && memo.page(answering: request, versions: { _ in 1 }) != nil, "one idle sweep: in the previous generation")
        memo.retireIfIdle()
        memo.retireIfIdle()
        #expect(!memo.holds(key) && memo.heldBytes == 0, "two idle sweeps without a new page: empty")
    }

    @Test func aPageOverTheLargestIsNotHeld() throws {
        let memo = PageCache()
        let (key, request) = try key(30_000)
        let response = memo.page(for: key, answering: request) { page(bytes: PageCache.largestCachedPage + 1) }
        #expect(response.sharing == nil)
        #expect(!memo.holds(key) && memo.heldBytes == 0)
        #expect(memo.page(answering: request, versions: { _ in 1 }) == nil)
    }
}
