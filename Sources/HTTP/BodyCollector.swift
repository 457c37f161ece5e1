/// A request body as it arrives in chunks, up to a limit. A body declared or found larger is
/// answered `413 Content Too Large` and not kept: the server reads the rest and drops it, so the
/// connection stays usable.
public struct BodyCollector: Sendable {
    /// The largest body kept, in bytes.
    public let limit: Int
    /// The bytes so far; empty once the body went over the limit.
    public private(set) var bytes: [UInt8] = []
    /// Whether the body went over the limit.
    public private(set) var isTooLarge = false

    /// A collector keeping at most `limit` bytes.
    public init(limit: Int) {
        self.limit = limit
    }

    /// The 413 to answer before reading a byte, when the head declares a `Content-Length` over the limit.
    public func refusal(declaredLength: String?) -> HTTPError? {
        guard let declaredLength, let length = Int(declaredLength), length > limit else { return nil }
        return tooLarge
    }

    /// Adds a chunk; past the limit, drops everything (the request is then refused).
    public mutating func append(_ chunk: UnsafeRawBufferPointer) {
        guard !isTooLarge else { return }
        guard bytes.count + chunk.count <= limit else {
            isTooLarge = true
            bytes = []
            return
        }
        bytes.append(contentsOf: chunk)
    }

    /// The 413 to answer once the body is read, if it went over the limit.
    public var refusal: HTTPError? {
        isTooLarge ? tooLarge : nil
    }

    private var tooLarge: HTTPError {
        HTTPError(.contentTooLarge, "The request body is larger than the limit of \(limit / 1024) KiB.")
    }
}
