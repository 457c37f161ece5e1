/// The checks a server makes of a request's head before trusting where its fields and body end
/// (RFC 9112 §5, §6): anything two parsers could read differently — a proxy in front and this
/// server, say — is refused rather than guessed at, and the connection is closed after the answer.
///
/// libmicrohttpd (strict mode) already refuses whitespace before a field's colon, folded lines and
/// an HTTP/1.1 request without `Host`; what it lets through is checked here.
public enum MessageFraming {
    /// Why the head of a request with `version` (e.g. `HTTP/1.1`) and `headers` cannot be trusted,
    /// as a 400 (or 501 for a coding applied before `chunked`, which we do not decode), or `nil` when it can.
    public static func problem(version: String, headers: Headers) -> HTTPError? {
        var contentLengths = 0
        var transferEncodings: [String] = []
        for field in headers {
            guard isToken(field.name) else {
                return refusal(.badRequest, "The field name “\(visible(field.name))” has characters a field name cannot have (RFC 9110 §5.1).")
            }
            guard isFieldValue(field.value) else {
                return refusal(.badRequest, "The \(field.name) field has a control character in its value (RFC 9110 §5.5).")
            }
            // Only names of their lengths are compared (most fields are neither).
            let length = field.name.utf8.count
            if length == 14 && Headers.sameName(field.name, "Content-Length") { contentLengths += 1 }
            if length == 17 && Headers.sameName(field.name, "Transfer-Encoding") { transferEncodings.append(field.value) }
        }
        if contentLengths > 1 {
            return refusal(.badRequest, "The request has more than one Content-Length field (RFC 9110 §8.6).")
        }
        guard !transferEncodings.isEmpty else { return nil }
        if version == "HTTP/1.0" {
            return refusal(.badRequest, "An HTTP/1.0 request cannot use Transfer-Encoding (RFC 9112 §6.1).")
        }
        if contentLengths > 0 {
            return refusal(.badRequest, "The request has both Content-Length and Transfer-Encoding; send one (RFC 9112 §6.1).")
        }
        // libmicrohttpd decodes a body as chunked only when the one field is exactly `chunked` (any
        // case; measured: not ` chunked `, `chunked, ` or two fields): anything else would be read
        // as having no body, while a proxy might read it as chunked.
        if transferEncodings.count == 1, transferEncodings[0].lowercased() == "chunked" { return nil }
        let codings = transferEncodings.flatMap { $0.split(separator: ",").map { $0.trimmingSpaces().lowercased() } }.filter { !$0.isEmpty }
        let list = visible(codings.joined(separator: ", "))
        if codings.count > 1, codings.last == "chunked", codings.filter({ $0 == "chunked" }).count == 1 {
            return refusal(.notImplemented, "The transfer coding “\(list)” is not supported; send the body chunked or with a Content-Length.")
        }
        // Without chunked last, once, where the body ends cannot be known (RFC 9112 §6.3).
        return refusal(.badRequest, "Transfer-Encoding must be exactly “chunked”, once (RFC 9112 §6.3), not “\(visible(transferEncodings.joined(separator: ", ")))”.")
    }

    /// An error whose response closes the connection: after a framing problem, nothing more on it can be trusted.
    private static func refusal(_ status: Status, _ message: String) -> HTTPError {
        HTTPError(status, message, headers: ["Connection": "close"])
    }

    /// RFC 9110's token: one or more of `!#$%&'*+-.^_`|~`, digits and letters.
    static func isToken(_ text: String) -> Bool {
        var copy = text
        return copy.withUTF8 { bytes in
            guard !bytes.isEmpty else { return false }
            for byte in bytes {
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                     UInt8(ascii: "-"), UInt8(ascii: "!"), UInt8(ascii: "#"), UInt8(ascii: "$"), UInt8(ascii: "%"), UInt8(ascii: "&"),
                     UInt8(ascii: "'"), UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "."), UInt8(ascii: "^"), UInt8(ascii: "_"),
                     UInt8(ascii: "`"), UInt8(ascii: "|"), UInt8(ascii: "~"):
                    continue
                default:
                    return false
                }
            }
            return true
        }
    }

    /// RFC 9110's field-value: no control characters but the horizontal tab (no NUL, CR, LF or DEL).
    static func isFieldValue(_ text: String) -> Bool {
        var copy = text
        return copy.withUTF8 { bytes in
            for byte in bytes where byte != 0x09 && (byte < 0x20 || byte == 0x7F) { return false }
            return true
        }
    }

    /// The text with control characters shown as `?`, for a message.
    private static func visible(_ text: String) -> String {
        String(text.prefix(100).map { $0.isASCII && ($0.asciiValue! < 0x20 || $0.asciiValue! == 0x7F) ? "?" : $0 })
    }
}
