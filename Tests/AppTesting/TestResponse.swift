import Browser
import HTTP
import TestSupport

/// A response as a test sees it, filled the same way by both back ends.
///
/// What differs: a live response also has the fields libmicrohttpd adds on the wire (`Date`,
/// `Content-Length`, `Connection: close` when it closes), which an in-process one lacks; the
/// in-process one is the app's `Response` as it is, except that a HEAD's body is dropped as the
/// server drops it. The status is the app's ``Status`` on both: the wire's reason phrase is
/// libmicrohttpd's, so a live status is looked up by its code.
public struct TestResponse: Sendable {
    /// The status (compare with `.ok`, `.seeOther`, … or by `.code`).
    public var status: Status
    /// The header fields.
    public var headers: Headers
    /// The body bytes; empty for HEAD and 304.
    public var body: [UInt8]

    /// The body as UTF-8 text.
    public var text: String { String(decoding: body, as: UTF8.self) }

    /// The app's response as the server would send it in answer to `method`.
    init(_ response: Response, to method: HTTP.Method) {
        status = response.status
        headers = response.headers
        body = method == .head ? [] : response.body
    }

    /// A response read off the wire.
    init(_ response: LoopbackResponse) {
        status = Status.known.first { $0.code == response.status } ?? Status(code: response.status, reason: "")
        headers = response.headers
        body = response.body
    }
}
