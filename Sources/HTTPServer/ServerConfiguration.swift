import Glibc
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
    /// Connections held open at once, over all clients.
    public var connectionLimit: Int
    /// Connections held open at once by one client address; 0 means no limit.
    public var perClientConnectionLimit: Int
    /// Idle seconds after which a connection is closed, so slow clients cannot hold it.
    public var connectionTimeoutSeconds: Int
    /// Bytes per connection for the request line and headers; longer ones get 414 or 431.
    public var connectionMemoryLimit: Int
    /// Formats the errors the server answers itself (a body over the limit), given the request's head.
    public var errorResponder: @Sendable (Request, HTTPError) -> Response

    /// One event loop per core: with loops that yield after each pass, two on 2 cores (shared with
    /// the load generator) gave 1.6× nginx's throughput and a lower p99 than one (README, Performance).
    public static let defaultThreads = max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))

    /// A configuration with the defaults: 64 KiB bodies, one event loop per core.
    public init(
        host: String = "127.0.0.1",
        port: Int = 8080,
        maxBodySize: Int = 64 * 1024,
        threads: Int = ServerConfiguration.defaultThreads,
        connectionLimit: Int = 1000,
        perClientConnectionLimit: Int = 256,
        connectionTimeoutSeconds: Int = 30,
        connectionMemoryLimit: Int = 16 * 1024,
        errorResponder: @escaping @Sendable (Request, HTTPError) -> Response = { _, error in
            .text(error.status, error.message + "\n")
        }
    ) {
        self.host = host
        self.port = port
        self.maxBodySize = maxBodySize
        self.threads = threads
        self.connectionLimit = connectionLimit
        self.perClientConnectionLimit = perClientConnectionLimit
        self.connectionTimeoutSeconds = connectionTimeoutSeconds
        self.connectionMemoryLimit = connectionMemoryLimit
        self.errorResponder = errorResponder
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
