/// What a handler gives the server for a request: a response now, or one to send later.
public enum Reply: Sendable {
    /// Send this response.
    case now(Response)
    /// Hold the connection until the response is due (a long poll).
    case later(DeferredResponse)
}

/// A response that is not due yet: the server parks the connection — no thread waits for it —
/// until `subscribe`'s callback fires, the `timeout` passes or the server stops, then sends
/// whatever `respond` returns at that moment.
public struct DeferredResponse: Sendable {
    /// The longest the connection is held, in milliseconds.
    public let timeoutMilliseconds: Int
    /// Registers a callback that says the response is due (it may fire more than once, from any
    /// thread); returns a function that unregisters it.
    public let subscribe: @Sendable (_ due: @escaping @Sendable () -> Void) -> (@Sendable () -> Void)
    /// The response, built when it is sent.
    public let respond: @Sendable () -> Response

    /// A deferred response from its parts.
    public init(timeoutMilliseconds: Int,
                subscribe: @escaping @Sendable (_ due: @escaping @Sendable () -> Void) -> (@Sendable () -> Void),
                respond: @escaping @Sendable () -> Response) {
        self.timeoutMilliseconds = timeoutMilliseconds
        self.subscribe = subscribe
        self.respond = respond
    }

    /// The same wait, its response passed through `transform` when it is built.
    public func map(_ transform: @escaping @Sendable (Response) -> Response) -> DeferredResponse {
        let respond = respond
        return DeferredResponse(timeoutMilliseconds: timeoutMilliseconds, subscribe: subscribe, respond: { transform(respond()) })
    }
}
