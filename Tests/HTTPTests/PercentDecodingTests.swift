import HTTP
import Testing

@Suite struct PercentDecodingTests {
    @Test(arguments: [
        ("plain", false, "plain"),
        ("a%20b", false, "a b"),
        ("a+b", false, "a+b"),
        ("a+b", true, "a b"),
        ("%2B", true, "+"),
        ("%e6%9a%82%E6%97%A0", false, "暂无"),
        ("100%25", false, "100%"),
        ("", true, ""),
    ])
    func decodes(input: String, plusAsSpace: Bool, expected: String) throws {
        #expect(try PercentDecoding.decode(input[...], plusAsSpace: plusAsSpace) == expected)
    }

    @Test(arguments: ["%", "%2", "%zz", "a%g1", "%%41", "abc%"])
    func rejectsMalformedEscapes(input: String) {
        #expect(throws: PercentDecodingError.self) { try PercentDecoding.decode(input[...], plusAsSpace: true) }
    }

    @Test func namesTheBadEscape() {
        #expect(throws: PercentDecodingError.malformedEscape("%zz")) { try PercentDecoding.decode("a%zzb", plusAsSpace: false) }
        #expect(throws: PercentDecodingError.malformedEscape("%4")) { try PercentDecoding.decode("x%4", plusAsSpace: false) }
    }

    @Test(arguments: ["%ff", "%C3%28", "%E6%9A"])
    func rejectsInvalidUTF8(input: String) {
        #expect(throws: PercentDecodingError.invalidUTF8) { try PercentDecoding.decode(input[...], plusAsSpace: false) }
    }

    @Test func encodeRoundTrips() throws {
        let text = "a b&c=d/暂无+%"
        let encoded = PercentDecoding.encode(text)
        #expect(encoded == "a%20b%26c%3Dd%2F%E6%9A%82%E6%97%A0%2B%25")
        #expect(try PercentDecoding.decode(encoded[...], plusAsSpace: true) == text)
    }
}

@Suite struct FormDataTests {
    @Test func decodesPairsInOrder() throws {
        let form = try FormData(decoding: "title=Hello+world&lang=zh-Hans&empty=&flag&title=second")
        #expect(form["title"] == "Hello world")
        #expect(form["lang"] == "zh-Hans")
        #expect(form["empty"] == "")
        #expect(form["flag"] == "")
        #expect(form["missing"] == nil)
        #expect(form.values("title") == ["Hello world", "second"])
    }

    @Test func decodesEscapesInNamesAndValues() throws {
        let form = try FormData(decoding: "a%5Bb%5D=%E2%9C%93&x=1%3D2%263")
        #expect(form["a[b]"] == "✓")
        #expect(form["x"] == "1=2&3")
    }

    @Test func skipsEmptyPieces() throws {
        #expect(try FormData(decoding: "&&a=1&&") == FormData([("a", "1")]))
        #expect(try FormData(decoding: "") == FormData())
    }

    @Test func rejectsMalformedEscapes() {
        #expect(throws: PercentDecodingError.self) { try FormData(decoding: "a=%zz") }
        #expect(throws: PercentDecodingError.self) { try FormData(decoding: "%=1") }
    }
}
