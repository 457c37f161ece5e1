import Guarded
import HTTP

/// Holds back a client address that keeps sending wrong tokens: each address may get
/// ``allowedFailures`` wrong in a row, then one more check per ``failureRefill``; past that, its
/// requests are answered `429 Too Many Requests` without being checked at all, so opening more
/// connections guesses no faster. A random token (192 bits) cannot be guessed at any rate; a
/// token of the user's own (16 characters at least) might, at the 14,700 checks a second one
/// connection made before this.
///
/// A token bucket per address: full at ``allowedFailures``, a wrong token takes one, time puts
/// them back. Every request from a held-back address is refused, the right token too — else the
/// difference between `429` and `200` would still answer each guess. A right token empties
/// nothing, and addresses back to a full bucket are forgotten, so the table only holds guessers.
public final class TokenThrottle: Sendable {
    /// Wrong tokens an address may send before it is held back.
    public static let allowedFailures = 10
    /// How long an address waits for each further check once held back.
    public static let failureRefill = Duration.seconds(1)
    /// Addresses remembered at most; past that, the longest-quiet ones are forgotten (each
    /// guesser forgotten starts again with ``allowedFailures``).
    static let rememberedAddresses = 4096

    private struct Bucket {
        /// Checks left, as of `updated`.
        var left: Double
        var updated: ContinuousClock.Instant
    }

    private let buckets = Locked<[ClientAddress: Bucket]>([:])
    private let now: @Sendable () -> ContinuousClock.Instant

    /// A throttle reading time from `clock` (replaceable so tests can move it).
    public init(clock: @escaping @Sendable () -> ContinuousClock.Instant = { ContinuousClock.now }) {
        self.now = clock
    }

    /// Whole seconds `client` must wait before its token is checked again, or `nil` if it may be checked now.
    func wait(for client: ClientAddress) -> Int? {
        let time = now()
        return buckets.withLock { buckets -> Int? in
            guard let bucket = buckets[client] else { return nil }
            let left = Self.refilled(bucket, at: time)
            if left >= Double(Self.allowedFailures) { buckets.removeValue(forKey: client) }
            if left >= 1 { return nil }
            let seconds = (1 - left) * Self.refillSeconds
            return max(1, Int(seconds.rounded(.up)))
        }
    }

    /// Counts a wrong token from `client`.
    func failed(_ client: ClientAddress) {
        let time = now()
        buckets.withLock { buckets in
            let left = buckets[client].map { Self.refilled($0, at: time) } ?? Double(Self.allowedFailures)
            if buckets[client] == nil, buckets.count >= Self.rememberedAddresses { Self.forgetQuietest(&buckets) }
            buckets[client] = Bucket(left: max(0, left - 1), updated: time)
        }
    }

    /// Addresses held now or recently, for tests.
    var remembered: Int { buckets.withLock { $0.count } }

    private static var refillSeconds: Double {
        let parts = failureRefill.components
        return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
    }

    /// The checks a bucket holds at `time`, at most ``allowedFailures``.
    private static func refilled(_ bucket: Bucket, at time: ContinuousClock.Instant) -> Double {
        let elapsed = bucket.updated.duration(to: time).components
        let seconds = Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
        return min(Double(allowedFailures), bucket.left + max(0, seconds) / refillSeconds)
    }

    /// Drops the buckets that have gone longest without a failure: half of them, so the sort
    /// happens once per many new addresses rather than once per address.
    private static func forgetQuietest(_ buckets: inout [ClientAddress: Bucket]) {
        let quietest = buckets.sorted { $0.value.updated < $1.value.updated }.prefix(buckets.count / 2).map(\.key)
        for address in quietest { buckets.removeValue(forKey: address) }
    }
}
