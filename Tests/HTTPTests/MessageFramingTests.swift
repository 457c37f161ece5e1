import HTTP
import Testing

/// `MessageFraming.problem`: a head two parsers could read differently (RFC 9110 §5.1, §5.5, §8.6;
/// RFC 9112 §6.1, §6.3) is refused with 400, an unknown transfer coding with 501, and every refusal
/// closes the connection; an ordinary head passes.
@Suite struct MessageFramingTests {
    private func problem(_ fields: [(String, String)], version: String = "HTTP/1.1") -> HTTPError? {
        MessageFraming.problem(version: version, headers: Headers(fields.map { (name: $0.0, value: $0.1) }))
    }

    private func expectRefusal(_ error: HTTPError?, _ status: Status, _ words: String,
                               sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(error?.status == status, sourceLocation: sourceLocation)
        #expect(error?.message.contains(words) == true, "\(error?.message ?? "no error")", sourceLocation: sourceLocation)
        #expect(error?.headers["Connection"] == "close", sourceLocation: sourceLocation)
        #expect(error?.headers.fields.count == 1, sourceLocation: sourceLocation)
    }

    // MARK: Heads that pass

    @Test func ordinaryHeadsPass() {
        #expect(problem([]) == nil)
        #expect(problem([("Host", "localhost:8080"), ("Accept", "text/html"), ("Cookie", "a=1; b=2")]) == nil)
        #expect(problem([("Host", "localhost"), ("Content-Length", "12"), ("Content-Type", "application/json")]) == nil)
        #expect(problem([("Content-Length", "0")], version: "HTTP/1.0") == nil)
        #expect(problem([("X-Weird_Name!#$%&'*+-.^_`|~09", "v")]) == nil, "every tchar is allowed in a name")
    }

    @Test func tabsAndNonASCIIAreAllowedInValues() {
        #expect(problem([("User-Agent", "a\tb")]) == nil)
        #expect(problem([("X-Title", "暂无数据 — ok")]) == nil, "obs-text bytes are not control characters")
        #expect(problem([("X-Empty", "")]) == nil)
        #expect(problem([("X-Printable", " !~")]) == nil)
    }

    @Test(arguments: ["chunked", "Chunked", "CHUNKED"])
    func aSingleChunkedCodingPasses(value: String) {
        #expect(problem([("Transfer-Encoding", value)]) == nil, "\(value.debugDescription)")
        #expect(problem([("transfer-encoding", value)]) == nil)
    }

    // MARK: 400: field names and values

    @Test(arguments: ["", "Bad Name", "X:Y", "X(Y)", "X/Y", "X\"Y", "Grüße", "X\tY", "X\u{0}Y", "X\rY", "@", "{}", "X;Y", "X=Y"])
    func refusesNamesThatAreNotTokens(name: String) {
        expectRefusal(problem([("Host", "localhost"), (name, "value")]), .badRequest, "field name")
    }

    @Test func theBadNameIsShownWithoutControlCharacters() throws {
        let error = try #require(problem([("X\u{0}\u{7F}Injected", "v")]))
        #expect(error.message.contains("“X??Injected”"))
        let crlf = try #require(problem([("X\r\nInjected", "v")]))
        #expect(!crlf.message.utf8.contains { $0 < 0x20 || $0 == 0x7F })
    }

    @Test(arguments: ["a\rb", "a\nb", "a\r\nX-Injected: 1", "a\u{0}b", "\u{0}", "a\u{7F}", "\u{1}", "\u{1B}[31m", "a\u{1F}b", "a\u{0B}b"])
    func refusesControlCharactersInValues(value: String) {
        expectRefusal(problem([("Host", "localhost"), ("X-Value", value)]), .badRequest, "The X-Value field has a control character")
    }

    // MARK: 400: Content-Length and Transfer-Encoding

    @Test func refusesMoreThanOneContentLength() {
        expectRefusal(problem([("Content-Length", "5"), ("Content-Length", "5")]), .badRequest, "more than one Content-Length")
        expectRefusal(problem([("Content-Length", "5"), ("content-length", "6")]), .badRequest, "more than one Content-Length")
        expectRefusal(problem([("CONTENT-LENGTH", "0"), ("X", "y"), ("Content-Length", "0")], version: "HTTP/1.0"),
                      .badRequest, "more than one Content-Length")
    }

    @Test func refusesTransferEncodingInHTTP10() {
        expectRefusal(problem([("Transfer-Encoding", "chunked")], version: "HTTP/1.0"), .badRequest, "HTTP/1.0")
        expectRefusal(problem([("Transfer-Encoding", "gzip")], version: "HTTP/1.0"), .badRequest, "HTTP/1.0")
    }

    @Test func refusesContentLengthWithTransferEncoding() {
        let both = "both Content-Length and Transfer-Encoding"
        expectRefusal(problem([("Content-Length", "5"), ("Transfer-Encoding", "chunked")]), .badRequest, both)
        expectRefusal(problem([("transfer-encoding", "CHUNKED"), ("content-length", "0")]), .badRequest, both)
        // Checked before the coding itself: an unknown coding with a length is still a 400, not a 501.
        expectRefusal(problem([("Content-Length", "5"), ("Transfer-Encoding", "gzip")]), .badRequest, both)
    }

    // MARK: Transfer-Encoding other than exactly one `chunked`

    /// Codings applied before a final, single `chunked`: the body's end is known, but we do not
    /// decode them (RFC 9112 §6.1: 501).
    @Test(arguments: [["gzip, chunked"], ["gzip", "chunked"], ["deflate , gzip, chunked"]])
    func refusesCodingsBeforeChunkedAs501(values: [String]) {
        expectRefusal(problem(values.map { ("Transfer-Encoding", $0) }), .notImplemented, "is not supported")
    }

    /// Without `chunked` last and once, where the body ends cannot be known (RFC 9112 §6.3: 400);
    /// nor can it when libmicrohttpd would not read the field as chunked (spaces, empty elements,
    /// two fields), though a proxy might.
    @Test(arguments: [
        ["gzip"], ["chunked, gzip"], ["chunked, chunked"], ["chunked", "chunked"], ["identity"], ["chunked;q=1"],
        ["xchunked"], ["chunked-false"], ["chunked, "], [",chunked"], [" chunked "], ["chunked\t"], [""], [","],
    ])
    func refusesAnUnclearBodyEndAs400(values: [String]) {
        expectRefusal(problem(values.map { ("Transfer-Encoding", $0) }), .badRequest, "must be exactly “chunked”")
    }

    @Test func namesTheCodingsItDoesNotSupport() throws {
        let error = try #require(problem([("Transfer-Encoding", "gzip , chunked")]))
        #expect(error.message.contains("“gzip, chunked”"))
    }

    // MARK: Order

    @Test func fieldProblemsComeFirst() {
        // A bad name or value is reported even when the framing fields are also wrong.
        let badName = problem([("Content-Length", "1"), ("Content-Length", "2"), ("Bad Name", "x")])
        #expect(badName?.message.contains("field name") == true)
        let badValue = problem([("Transfer-Encoding", "gzip"), ("X", "a\nb")], version: "HTTP/1.0")
        #expect(badValue?.message.contains("control character") == true)
    }
}
