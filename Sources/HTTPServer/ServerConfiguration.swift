@preconcurrency import Glibc
import HTTP

/// Where and how the server listens, and the limits it enforces before the app sees a request.
public struct ServerConfiguration: Sendable {
    /// The address or host name to bind; only that address is bound.
    public var host: String
    /// The TCP port; 0 picks a free one (see ``HTTPServer/port``).
    public var port: Int
    /// Bodies larger than this get `413 Content Too Large` without reaching the app.
    public var maxBodySize: Int
    /// Event loops, each a thread with its own epoll set and its share of the connections.
    public var threads: Int
    /// Connections held open at once, over all clients. At the limit, the oldest idle keep-alive
    /// connection is closed to admit a new one; with none idle, the longest open of those whose
    /// request arrives slower than ``minimumRequestRate``; with none either, the new one is answered `503`.
    public var connectionLimit: Int
    /// Connections held open at once by one client address (0: no limit), answered as at `connectionLimit`.
    public var perClientConnectionLimit: Int
    /// Idle seconds after which a connection is closed (a body or a response stalled midway).
    public var connectionTimeoutSeconds: Int
    /// Time for a request head (request line and header fields) to arrive in full, counted from
    /// the connection's opening or the end of its previous response; past it the connection is
    /// answered `408` (or, idle between requests, just closed), however steadily it trickles.
    public var headDeadline: Duration
    /// At a connection limit with none idle, a connection whose request arrives slower than this
    /// is closed (answered `408`) to admit the new one, rather than the new one answered `503`.
    public var minimumRequestRate: MinimumRate
    /// The longest request head served: a longer target gets `414`, longer header fields `431`.
    public var maxHeadSize: Int
    /// Bytes per connection libmicrohttpd holds the request head, its parsed header fields and
    /// cookies, and the response's header in; it must hold a head of `maxHeadSize` with room to spare.
    public var connectionMemoryLimit: Int
    /// Formats the errors the server answers itself (a body over the limit), given the request's head.
    public var errorResponder: @Sendable (Request, HTTPError) -> Response
    /// Where the server's own log lines go (one line each, no newline): refusals, evictions, head
    /// timeouts and libmicrohttpd's messages, each kind at most once a second.
    public var log: @Sendable (String) -> Void

    /// The default ``connectionLimit``: well under the usual 1,024 open files, with room for the
    /// connections being answered `503`.
    public static let defaultConnectionLimit = 1000
    /// The default ``perClientConnectionLimit``: a browser opens 6 per host; a page of pictures,
    /// a few tabs and the tests' clients stay far below it.
    public static let defaultPerClientConnectionLimit = 256
    /// The default ``headDeadline``: a browser sends its head at once; 10 s is generous for a
    /// slow network and short enough that trickling clients cannot hold connections for long.
    public static let defaultHeadDeadline: Duration = .seconds(10)
    /// The default ``maxHeadSize``, 16 KiB: a browser sends every cookie of `localhost` (any port's)
    /// to every port, so other local servers' cookies must fit (nginx answers one field over 8 KiB
    /// with `400`). Longer heads libmicrohttpd still holds get `414`/`431` with the app's body.
    public static let defaultMaxHeadSize = 16 * 1024
    /// The default ``connectionMemoryLimit``, 32 KiB: libmicrohttpd 0.9.75 zeroes this much memory
    /// on every request, and from 64 KiB on that cost a fifth to a third of the requests per second
    /// (0.69–0.88× at 96 KiB, below 1.3× nginx's: README, Reliability). In 32 KiB it holds a head of
    /// 14 KiB with up to 20 cookies, or 10 KiB with 180 (a browser's most for one site), plus its own
    /// copy of the `Cookie` field, 48 bytes per field and cookie, and the response's header.
    public static let defaultConnectionMemoryLimit = 32 * 1024
    /// The `Retry-After` seconds of a `503` at the connection limits: idle connections are closed
    /// within ``defaultHeadDeadline`` at most, often far sooner, and slow ones become evictable
    /// within ``MinimumRate/standard``'s grace.
    public static let retryAfterSeconds = 1
    /// libmicrohttpd accepts this many times ``connectionLimit`` connections, so that those over
    /// our limits can still be answered `503`; past that, new clients wait in the listen queue.
    public static let acceptedConnectionsFactor = 2

    /// libmicrohttpd's own limit for one of `loops` event loops: room for every connection our
    /// limit counts, plus its share of those over it (to be answered `503`).
    ///
    /// The kernel spreads new connections over the loops by a hash, not by load, so one loop may
    /// get all of them. Before, each loop took an even share of `limit` × the factor: with a total
    /// limit of 4 on two loops, when the four idle connections and the fifth client's all hashed to
    /// one loop (1 in 16), that loop was full and the fifth waited unaccepted instead of evicting
    /// the longest idle one, or being answered `503` when none was idle.
    static func acceptedConnectionsPerLoop(limit: Int, loops: Int) -> Int {
        let overLimit = limit * (acceptedConnectionsFactor - 1)
        return limit + (overLimit + loops - 1) / loops
    }

    /// One event loop per core: with loops that yield after each pass, two on 2 cores (shared with
    /// the load generator) gave 1.6× nginx's throughput and a lower p99 than one (README, Performance).
    public static let defaultThreads = max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))

    /// A configuration with the defaults: 64 KiB bodies, one event loop per core.
    public init(
        host: String = "127.0.0.1",
        port: Int = 8080,
        maxBodySize: Int = 64 * 1024,
        threads: Int = ServerConfiguration.defaultThreads,
        connectionLimit: Int = ServerConfiguration.defaultConnectionLimit,
        perClientConnectionLimit: Int = ServerConfiguration.defaultPerClientConnectionLimit,
        connectionTimeoutSeconds: Int = 30,
        headDeadline: Duration = ServerConfiguration.defaultHeadDeadline,
        minimumRequestRate: MinimumRate = .standard,
        maxHeadSize: Int = ServerConfiguration.defaultMaxHeadSize,
        connectionMemoryLimit: Int = ServerConfiguration.defaultConnectionMemoryLimit,
        errorResponder: @escaping @Sendable (Request, HTTPError) -> Response = { _, error in
            .text(error.status, error.message + "\n")
        },
        log: @escaping @Sendable (String) -> Void = { line in
            fputs(line + "\n", stderr)
        }
    ) {
        self.host = host
        self.port = port
        self.maxBodySize = maxBodySize
        self.threads = threads
        self.connectionLimit = connectionLimit
        self.perClientConnectionLimit = perClientConnectionLimit
        self.connectionTimeoutSeconds = connectionTimeoutSeconds
        self.headDeadline = headDeadline
        self.minimumRequestRate = minimumRequestRate
        self.maxHeadSize = maxHeadSize
        self.connectionMemoryLimit = connectionMemoryLimit
        self.errorResponder = errorResponder
        self.log = log
    }
}

/// Why the server could not start.
public enum ServerError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The host name does not resolve to an address.
    case cannotResolve(host: String, reason: String)
    /// The address could not be bound or listened on, e.g. the port is in use.
    case cannotListen(host: String, port: Int, reason: String)
    /// libmicrohttpd refused to start.
    case cannotStart(reason: String)

    /// One line a user can act on.
    public var description: String {
        switch self {
        case let .cannotResolve(host, reason): "cannot resolve host “\(host)”: \(reason)"
        case let .cannotListen(host, port, reason): "cannot listen on \(host):\(port): \(reason)"
        case let .cannotStart(reason): "cannot start the HTTP server: \(reason)"
        }
    }
}
