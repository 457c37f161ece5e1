/// The slowest a request may arrive while its client (or the server) is at a connection limit, as
/// Apache's mod_reqtimeout `MinRate`, and nginx's `client_header_timeout`, which times each read.
/// At a limit with no idle connection to close, a connection whose head or body arrives slower is
/// answered `408` and closed to admit the new one: a client that sends its requests at once is
/// served while another process on its address holds every connection it may with requests that
/// trickle in (slowloris, slow bodies).
///
/// A request still arriving is slow once its connection has been open for ``grace``, when nothing
/// has arrived on it for ``grace`` (per read, as nginx), or, on a connection's first request, when
/// fewer bytes arrived since it opened than ``bytesPerSecond`` for each second past the grace (as
/// mod_reqtimeout's `header=1,MinRate=500`). A connection that was answered before is judged by
/// its silence alone: its rate since opening counts the time it lay idle between requests.
public struct MinimumRate: Sendable, Equatable {
    /// The bytes a second a first request must arrive at, on average since its connection opened,
    /// once the grace is over (0: no rate, only the silence counts).
    public var bytesPerSecond: Int
    /// How long a connection is let be, and how long it may go silent while its request arrives.
    public var grace: Duration

    /// A minimum of `bytesPerSecond` after `grace`.
    public init(bytesPerSecond: Int, grace: Duration) {
        self.bytesPerSecond = bytesPerSecond
        self.grace = grace
    }

    /// The default: 500 bytes a second (mod_reqtimeout's `MinRate`) after 1 s. A browser writes a
    /// head in one go, and a body as fast as the network takes it; 1 s of silence is a lost packet
    /// resent twice over (Linux's first retransmission waits 200 ms–1 s). Only a client already at
    /// its limit loses a connection to it, and only to let one of its own new ones in: slowhttptest's
    /// 200 connections a second fill a client's 256 in 1.3 s, when the first have been open past
    /// the grace, so a designer's page load is served from the attack's second second on.
    public static let standard = MinimumRate(bytesPerSecond: 500, grace: .seconds(1))

    /// Whether a request still arriving on a connection open for `age` nanoseconds, which has
    /// received `bytes` in all and nothing for `silence` nanoseconds, is slow; its rate since the
    /// opening counts only when `countingFromOpening` (the connection's first request).
    func isSlow(openFor age: UInt64, received bytes: UInt64, silentFor silence: UInt64, countingFromOpening: Bool) -> Bool {
        let grace = grace.nanoseconds
        guard age >= grace else { return false }
        if silence >= grace { return true }
        guard countingFromOpening else { return false }
        return Double(bytes) < Double(max(0, bytesPerSecond)) * Double(age - grace) / 1e9
    }
}
