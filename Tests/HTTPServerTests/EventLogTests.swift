import Guarded
@testable import HTTPServer
import Testing

/// The log's rate, at most one line per kind of event per second, with the times passed as values:
/// exact on any machine, where counting the lines of a real server over a real second is not.
/// ConnectionLimitsTests only proves that the server's events go through it.
@Suite struct EventLogTests {
    private static let second: UInt64 = 1_000_000_000
    private static let millisecond: UInt64 = 1_000_000
    /// An arbitrary moment on the monotonic clock.
    private static let start: UInt64 = 7 * second

    private let lines = Locked<[String]>([])
    private let log: EventLog

    init() {
        let lines = lines
        log = EventLog(write: { line in lines.withLock { $0.append(line) } })
    }

    private var written: [String] { lines.withLock { $0 } }

    @Test func theFirstEventOfAKindIsWrittenAtOnce() {
        log.note("refusal", "refused 1", at: Self.start)
        #expect(written == ["refused 1"])
        #expect(!log.isHoldingBack)
    }

    @Test func eventsWithinTheSecondAreCountedIntoTheNextLineOfTheirKind() {
        log.note("refusal", "refused 1", at: Self.start)
        log.note("refusal", "refused 2", at: Self.start + 1)
        log.note("refusal", "refused 3", at: Self.start + Self.second - 1)
        #expect(written == ["refused 1"], "held back within the second")
        #expect(log.isHoldingBack)
        log.note("refusal", "refused 4", at: Self.start + Self.second)
        #expect(written == ["refused 1", "refused 4 (3 like it in the last second)"], "the two held back and this one")
        log.note("refusal", "refused 5", at: Self.start + Self.second + 1)
        #expect(written.count == 2, "the second counts from the last line written")
    }

    @Test func eachKindHasItsOwnSecond() {
        log.note("refusal", "refused", at: Self.start)
        log.note("eviction", "evicted", at: Self.start + Self.millisecond)
        log.note("head timeout", "timed out", at: Self.start + 2 * Self.millisecond)
        log.note("refusal", "refused again", at: Self.start + 3 * Self.millisecond)
        #expect(written == ["refused", "evicted", "timed out"])
    }

    /// A burst followed by quiet: the ones held back are reported by the loop's sweep once their
    /// second is over, as one line naming the latest and how many.
    @Test func aFlushReportsTheHeldBackOnesOnceTheirSecondIsOver() {
        log.note("refusal", "refused 1", at: Self.start)
        log.note("refusal", "refused 2", at: Self.start + 10 * Self.millisecond)
        log.note("refusal", "refused 3", at: Self.start + 20 * Self.millisecond)
        log.flush(at: Self.start + Self.second - 1)
        #expect(written == ["refused 1"], "not before the second is over")
        #expect(log.isHoldingBack)
        log.flush(at: Self.start + Self.second)
        #expect(written == ["refused 1", "refused 3 (2 like it in the last second)"])
        #expect(!log.isHoldingBack)
        log.flush(at: Self.start + 5 * Self.second)
        #expect(written.count == 2, "each held-back event is reported once")
        // The flushed line starts a new second for its kind.
        log.note("refusal", "refused 4", at: Self.start + Self.second + 1)
        #expect(written.count == 2)
        #expect(log.isHoldingBack)
    }

    /// However the events fall, every one is accounted for: written, or counted in a later line.
    @Test func everyEventIsAccountedForOnce() {
        var now = Self.start
        for index in 0..<1000 {
            log.note("refusal", "refused \(index)", at: now)
            now += UInt64(index % 7) * 37 * Self.millisecond
            if index % 50 == 0 { log.flush(at: now) }
        }
        log.flush(at: now + Self.second)
        #expect(eventsIn(written) == 1000)
        #expect(!log.isHoldingBack)
        // And no two lines of the kind less than a second apart: 1000 events over `now - start`.
        #expect(written.count <= Int((now + Self.second - Self.start) / Self.second) + 1)
    }
}
