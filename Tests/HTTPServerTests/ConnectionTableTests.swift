import HTTP
@testable import HTTPServer
import Testing

/// The rules that choose which connection to close — the longest idle one to make room, one whose
/// request arrives slower than the minimum rate, one whose head is overdue — driven with `now`
/// values and socket receipts passed by hand: no socket, no clock, no waiting, so they hold
/// exactly on any machine. The suites over real sockets (ConnectionLimitsTests, SlowClientTests)
/// only prove that the server calls them.
@Suite struct ConnectionTableTests {
    private static let designer = ClientAddress(ipv4: 0x7F00_0001)
    private static let neighbour = ClientAddress(ipv4: 0x0A00_0002)
    private static let second: UInt64 = 1_000_000_000
    private static let millisecond: UInt64 = 1_000_000
    /// Far past every `now` below: no head is overdue unless a test says so.
    private static let noDeadline = UInt64.max / 2

    private let table = ConnectionTable(wakeSignal: -1)

    /// Opens connection `key` (its socket is `key` too) of `client` at `now`, awaiting its head.
    private func open(_ key: UInt, of client: ClientAddress = designer, at now: UInt64) {
        table.opened(key, ConnectionTable.Entry(client: client, socket: Int32(key), opened: now, headSince: now, idleSince: nil,
                                                counted: true, refused: false))
    }

    /// Serves one request on connection `key`, its response sent at `now`: it lies idle since then.
    private func serve(_ key: UInt, completedAt now: UInt64) {
        table.requestStarted(key, request: 0)
        _ = table.headComplete(key, bodyFollows: false)
        table.requestCompleted(key, at: now)
    }

    /// A receipt of `bytes` received, the last of them `silence` nanoseconds ago, for any socket.
    private func receipt(_ bytes: UInt64, silentFor silence: UInt64) -> (Int32) -> SocketReceipt? {
        { _ in SocketReceipt(bytes: bytes, silence: silence) }
    }

    // MARK: The longest idle connection makes room

    @Test func theConnectionIdleTheLongestIsChosenAndClosedAtTheNextSweep() throws {
        for key: UInt in 1...3 { open(key, at: 0) }
        serve(2, completedAt: 10 * Self.second)
        serve(1, completedAt: 20 * Self.second)
        serve(3, completedAt: 30 * Self.second)

        let oldest = try #require(table.oldestIdle(of: Self.designer))
        #expect(oldest.key == 2 && oldest.since == 10 * Self.second)
        #expect(!table.hasEvictions)
        #expect(table.claim(oldest.key, idleSince: oldest.since) == Self.designer, "claimed: its client no longer counts it")
        #expect(table.hasEvictions, "its loop is told to sweep")
        #expect(table.oldestIdle(of: Self.designer)?.key == 1, "a claimed connection is not chosen twice")
        #expect(table.claim(oldest.key, idleSince: oldest.since) == nil, "nor claimed twice")

        #expect(table.sweep(at: 31 * Self.second, deadline: Self.noDeadline) == [.evict(socket: 2, client: Self.designer)])
        #expect(!table.hasEvictions)
        #expect(table.sweep(at: 32 * Self.second, deadline: Self.noDeadline) == [], "each is closed once")
        #expect(table.closed(2)?.evicting == .idle)
    }

    @Test func atTheClientLimitOnlyTheClientsOwnIdleConnectionsAreCandidates() throws {
        open(1, of: Self.neighbour, at: 0)
        open(2, of: Self.designer, at: 0)
        serve(1, completedAt: 5 * Self.second)
        serve(2, completedAt: 9 * Self.second)
        #expect(table.oldestIdle(of: Self.designer)?.key == 2, "at the per-client limit: the client's own")
        #expect(table.oldestIdle(of: nil)?.key == 1, "at the total limit: anyone's")
        #expect(table.oldestIdle(of: ClientAddress(ipv4: 0x0A00_0003)) == nil, "a client with no connection has none to give")
    }

    @Test func connectionsAwaitingOrServingARequestAreNeverIdle() {
        open(1, at: 0)
        #expect(table.oldestIdle(of: nil) == nil, "a new connection awaits its first head: not idle")
        serve(1, completedAt: Self.second)
        table.requestStarted(1, request: 0)
        #expect(table.oldestIdle(of: nil) == nil, "its next request line arrived")
        _ = table.headComplete(1, bodyFollows: false)
        #expect(table.oldestIdle(of: nil) == nil, "its request is being answered")
    }

    /// Another loop chooses an idle connection; before its own loop sweeps, its client sends a
    /// request. It is served, not closed: the claim lapses.
    @Test func aRequestThatBeginsBeforeTheSweepKeepsItsConnection() throws {
        open(1, at: 0)
        serve(1, completedAt: Self.second)
        let oldest = try #require(table.oldestIdle(of: nil))
        #expect(table.claim(oldest.key, idleSince: oldest.since) != nil)
        table.requestStarted(1, request: 0)
        #expect(table.sweep(at: 2 * Self.second, deadline: Self.noDeadline) == [])
        #expect(table.closed(1)?.evicting == nil, "the claim lapsed")
    }

    /// Found idle since one moment, but used and idle again since a later one before the claim:
    /// not claimed (another is the oldest now).
    @Test func aClaimOnAConnectionIdleSinceAnotherMomentFails() throws {
        open(1, at: 0)
        serve(1, completedAt: Self.second)
        let found = try #require(table.oldestIdle(of: nil))
        serve(1, completedAt: 3 * Self.second)
        #expect(table.claim(found.key, idleSince: found.since) == nil)
        #expect(!table.hasEvictions)
    }

    @Test func aRefusedConnectionIsNeverChosenAndItsRequestIsRefused() {
        table.opened(1, ConnectionTable.Entry(client: Self.designer, socket: 1, opened: 0, headSince: 0, idleSince: nil,
                                              counted: false, refused: true))
        table.requestStarted(1, request: 0)
        #expect(table.arriving(of: nil).isEmpty)
        #expect(table.headComplete(1, bodyFollows: false), "answered 503")
    }

    // MARK: A request arriving slower than the minimum rate makes room

    @Test func aSilentRequestIsClaimedOnceItsConnectionIsPastTheGrace() throws {
        let rate = MinimumRate(bytesPerSecond: 500, grace: .seconds(1))
        open(1, at: 4 * Self.second)
        let candidate = try #require(table.arriving(of: Self.designer).first)
        #expect(candidate.key == 1 && candidate.opened == 4 * Self.second)
        let justBefore = 4 * Self.second + 999 * Self.millisecond
        #expect(table.claim(1, openedAt: candidate.opened, ifSlowerThan: rate, at: justBefore,
                            receipt: receipt(40, silentFor: 999 * Self.millisecond)) == nil, "within the grace")
        #expect(table.claim(1, openedAt: candidate.opened, ifSlowerThan: rate, at: 5 * Self.second,
                            receipt: receipt(40, silentFor: Self.second)) == Self.designer, "silent for the grace")
        #expect(table.hasEvictions)
        #expect(table.arriving(of: nil).isEmpty, "claimed once")
        #expect(table.sweep(at: 5 * Self.second, deadline: Self.noDeadline) == [.shed(socket: 1, client: Self.designer)],
                "answered 408 and closed")
    }

    /// A first request is held to the rate since its connection opened: 500 bytes for each second
    /// past the grace, however recently its last byte came.
    @Test func aTricklingFirstRequestIsClaimedWhenBelowTheRate() {
        let rate = MinimumRate(bytesPerSecond: 500, grace: .seconds(1))
        open(1, at: 0)
        let threeSeconds = 3 * Self.second, recently = 100 * Self.millisecond
        #expect(table.claim(1, openedAt: 0, ifSlowerThan: rate, at: threeSeconds, receipt: receipt(1000, silentFor: recently)) == nil)
        #expect(table.claim(1, openedAt: 0, ifSlowerThan: rate, at: threeSeconds, receipt: receipt(999, silentFor: recently)) == Self.designer)
    }

    /// A connection answered before lay idle between its requests: its rate since opening says
    /// nothing of the request now arriving, so only its silence counts.
    @Test func aLaterRequestIsJudgedByItsSilenceAlone() {
        let rate = MinimumRate(bytesPerSecond: 500, grace: .seconds(1))
        open(1, at: 0)
        serve(1, completedAt: Self.second)
        table.requestStarted(1, request: 0)
        let aMinuteOn = 60 * Self.second
        #expect(table.claim(1, openedAt: 0, ifSlowerThan: rate, at: aMinuteOn, receipt: receipt(100, silentFor: 900 * Self.millisecond)) == nil)
        #expect(table.claim(1, openedAt: 0, ifSlowerThan: rate, at: aMinuteOn, receipt: receipt(100, silentFor: Self.second)) == Self.designer)
    }

    /// A body is still arriving after its head; once it is in, the request is being answered.
    @Test func onlyARequestStillArrivingCanBeSlow() {
        let rate = MinimumRate(bytesPerSecond: 500, grace: .seconds(1))
        let silent = receipt(0, silentFor: 60 * Self.second)
        for key: UInt in 1...3 { open(key, at: 0) }
        table.requestStarted(1, request: 0)
        _ = table.headComplete(1, bodyFollows: false)
        table.requestStarted(2, request: 0)
        _ = table.headComplete(2, bodyFollows: true)
        serve(3, completedAt: Self.second)
        #expect(table.arriving(of: nil).map { $0.key } == [2], "only the body still arriving")
        #expect(table.claim(1, openedAt: 0, ifSlowerThan: rate, at: 60 * Self.second, receipt: silent) == nil, "being answered")
        #expect(table.claim(3, openedAt: 0, ifSlowerThan: rate, at: 60 * Self.second, receipt: silent) == nil, "idle: that rule is the other one")
        table.bodyComplete(2)
        #expect(table.claim(2, openedAt: 0, ifSlowerThan: rate, at: 60 * Self.second, receipt: silent) == nil, "its body is in")
    }

    /// Chosen as slow, its request arrived in full before its loop swept: it is served.
    @Test func aSlowRequestThatArrivesBeforeTheSweepIsServed() {
        let rate = MinimumRate(bytesPerSecond: 500, grace: .seconds(1))
        open(1, at: 0)
        #expect(table.claim(1, openedAt: 0, ifSlowerThan: rate, at: 2 * Self.second, receipt: receipt(0, silentFor: 2 * Self.second)) != nil)
        table.requestStarted(1, request: 0)
        _ = table.headComplete(1, bodyFollows: false)
        #expect(table.sweep(at: 2 * Self.second, deadline: Self.noDeadline) == [])
        #expect(table.closed(1)?.evicting == nil)
    }

    /// Where the kernel says nothing of the socket (not Linux), a request counts as silent since
    /// its connection opened.
    @Test func withoutAReceiptARequestIsSilentSinceItsConnectionOpened() {
        let rate = MinimumRate(bytesPerSecond: 500, grace: .seconds(1))
        open(1, at: 0)
        #expect(table.claim(1, openedAt: 0, ifSlowerThan: rate, at: 999 * Self.millisecond, receipt: { _ in nil }) == nil)
        #expect(table.claim(1, openedAt: 0, ifSlowerThan: rate, at: Self.second, receipt: { _ in nil }) == Self.designer)
    }

    // MARK: The head deadline

    @Test func aHeadNotInByTheDeadlineIsAnswered408AndClosed() {
        let deadline = 10 * Self.second
        open(1, at: 5 * Self.second)
        #expect(table.sweep(at: 15 * Self.second - 1, deadline: deadline) == [], "not before the deadline")
        #expect(table.sweep(at: 15 * Self.second, deadline: deadline) == [.timeOut(socket: 1, client: Self.designer, answer: true)])
        #expect(table.sweep(at: 60 * Self.second, deadline: deadline) == [], "each is closed once")
    }

    /// A trickle restarts nothing: the deadline counts from the opening, however many bytes came.
    @Test func theDeadlineCountsFromTheOpeningThroughTheRequestLine() {
        open(1, at: 0)
        table.requestStarted(1, request: 0)
        #expect(table.sweep(at: 10 * Self.second, deadline: 10 * Self.second) == [.timeOut(socket: 1, client: Self.designer, answer: true)])
    }

    /// Idle between requests past the deadline: closed without an answer (nothing was asked).
    @Test func anIdleConnectionPastTheDeadlineIsClosedWithoutAnAnswer() {
        open(1, at: 0)
        serve(1, completedAt: 4 * Self.second)
        #expect(table.sweep(at: 14 * Self.second - 1, deadline: 10 * Self.second) == [], "counted from its last response")
        #expect(table.sweep(at: 14 * Self.second, deadline: 10 * Self.second) == [.timeOut(socket: 1, client: Self.designer, answer: false)])
    }

    @Test func aRequestBeingAnsweredHasNoDeadline() {
        open(1, at: 0)
        table.requestStarted(1, request: 0)
        _ = table.headComplete(1, bodyFollows: true)
        #expect(table.sweep(at: 3600 * Self.second, deadline: 10 * Self.second) == [])
        table.bodyComplete(1)
        #expect(table.sweep(at: 7200 * Self.second, deadline: 10 * Self.second) == [])
    }

    @Test func aClosedConnectionIsForgotten() {
        open(1, at: 0)
        #expect(!table.isEmpty)
        #expect(table.closed(1)?.client == Self.designer)
        #expect(table.isEmpty)
        #expect(table.closed(1) == nil)
        #expect(table.sweep(at: 60 * Self.second, deadline: 10 * Self.second) == [])
    }
}
