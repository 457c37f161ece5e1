import JSON
import Testing

@Suite struct JSONParserTests {
    @Test func parsesEveryKindOfValue() throws {
        let value = try JSONParser.parse(#" {"a": [1, -2.5, 3e2, true, false, null], "b": {"c": "d"}, "e": ""} "#)
        #expect(value == .object([
            (key: "a", value: .array([.number(1), .number(-2.5), .number(300), .bool(true), .bool(false), .null])),
            (key: "b", value: .object([(key: "c", value: .string("d"))])),
            (key: "e", value: .string("")),
        ]))
        #expect(value["b"]?["c"] == .string("d"))
    }

    @Test func decodesEscapesAndUnicode() throws {
        #expect(try JSONParser.parse(#""a\"b\\c\/d\n\t\u00e9\u6682\ud83d\ude00""#) == .string("a\"b\\c/d\n\té暂😀"))
        #expect(try JSONParser.parse("\"暂无数据\"") == .string("暂无数据"))
    }

    @Test(arguments: [
        ("", "line 1, column 1: unexpected end of input, expected a value"),
        ("{", "line 1, column 2: expected a string key in quotes"),
        ("{\"a\" 1}", "line 1, column 6: expected “:” after an object key"),
        ("[1,]", "line 1, column 4: unexpected character “]”, expected a value"),
        ("{\"a\":1,}", "line 1, column 8: expected a string key in quotes"),
        ("[1 2]", "line 1, column 4: expected “,” or “]” in an array"),
        ("{\n  \"a\": 1,\n  \"a\": 2\n}", "line 3, column 3: duplicate key \"a\""),
        ("\"abc", "line 1, column 5: unterminated string"),
        ("\"a\\x\"", "line 1, column 4: invalid escape \\“x”"),
        ("01", "line 1, column 2: numbers cannot have leading zeros"),
        ("1.", "line 1, column 3: expected a digit after “.”"),
        ("tru", "line 1, column 1: unexpected character “t”, expected a value"),
        ("{} x", "line 1, column 4: unexpected text after the JSON value"),
        ("\"\\ud800\"", "line 1, column 8: unpaired surrogate in a \\u escape"),
        ("// comment\n{}", "line 1, column 1: unexpected character “/”, expected a value"),
        ("1e999", "line 1, column 1: number out of range"),
    ])
    func syntaxErrorsSayWhereAndWhy(input: String, expected: String) {
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(input) }
        do {
            _ = try JSONParser.parse(input)
        } catch {
            #expect(error.description == expected)
        }
    }

    @Test func rejectsControlCharactersAndInvalidUTF8() {
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse("\"a\u{01}b\"") }
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse([0x22, 0xFF, 0x22]) }
    }

    @Test func aRepeatedKeyIsFoundInObjectsLargeAndSmall() throws {
        // Small objects are checked by comparing keys, larger ones by hashing: the error is the same.
        for count in [2, 11, 12, 13, 40] {
            let keys = (0..<count).map { "\"k\($0)\": \($0)" }.joined(separator: ", ")
            let input = "{" + keys + ", \"k\(count - 1)\": 0}"
            #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(input) }
            do {
                _ = try JSONParser.parse(input)
            } catch {
                // At the repeated key's opening quote.
                let column = ("{" + keys + ", ").utf8.count + 1
                #expect(error.description == "line 1, column \(column): duplicate key \"k\(count - 1)\"")
            }
            #expect(try JSONParser.parse("{" + keys + "}")["k\(count - 1)"] == .number(Double(count - 1)))
        }
    }

    @Test func numbersAreExactWithOrWithoutAFraction() throws {
        #expect(try JSONParser.parse("[0, -0, 7, -42, 999999999999999, -999999999999999, 1234567890123456789, 2.5, -1e3, 1E-2, 0.1]")
            == .array([0, .number(-0.0), 7, -42, .number(999_999_999_999_999), .number(-999_999_999_999_999),
                       .number(1_234_567_890_123_456_789), .number(2.5), .number(-1000), .number(0.01), .number(0.1)]))
        #expect(try JSONParser.parse("-0") == .number(-0.0) && (try JSONParser.parse("-0")).summary == "0")
        if case let .number(zero) = try JSONParser.parse("-0") { #expect(zero.sign == .minus) }
    }

    @Test func stringsOfEveryKindAreKeptExactly() throws {
        // ASCII runs are taken as they are; anything else is validated as UTF-8.
        #expect(try JSONParser.parse(#"["plain", "", "with space & more", "é", "暂无数据 mixed", "a\u0041"]"#)
            == .array(["plain", "", "with space & more", "é", "暂无数据 mixed", "aA"]))
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse([0x22, 0x61, 0xC3, 0x22]) }
    }

    @Test func deepNestingIsRefusedNotCrashed() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(deep) }
    }
}

@Suite struct JSONWriterTests {
    @Test func compactAndPretty() {
        let value = JSONValue.object([(key: "b", value: .array([.number(1), .number(2.5)])), (key: "a", value: .null)])
        #expect(String(decoding: JSONWriter.encode(value), as: UTF8.self) == #"{"b":[1,2.5],"a":null}"#)
        #expect(String(decoding: JSONWriter.encode(value, pretty: true), as: UTF8.self) == """
            {
              "b": [
                1,
                2.5
              ],
              "a": null
            }

            """)
        #expect(String(decoding: JSONWriter.encode(.object([])), as: UTF8.self) == "{}")
    }

    @Test func stringsAreEscapedAndRoundTrip() throws {
        let hostile = "</script><b>\"quote\" \\ & \n\u{01} 暂无 😀"
        let encoded = JSONWriter.encodeString(hostile)
        let text = String(decoding: encoded, as: UTF8.self)
        #expect(!text.contains("<") && !text.contains(">") && !text.contains("&"))
        #expect(try JSONParser.parse(encoded) == .string(hostile))
    }

    @Test func summaries() {
        #expect(JSONValue.string("x").summary == "\"x\"")
        #expect(JSONValue.number(12).summary == "12")
        #expect(JSONValue.number(-0.5).summary == "-0.5")
        #expect(JSONValue.array([]).summary == "an array")
    }
}

/// One spelling of a place in a JSON document, for fixtures, catalogs, the state file and API bodies.
@Suite struct JSONPathTests {
    @Test func namesJoinWithADotAndOtherKeysAreQuoted() {
        #expect(JSONPath.member("", "screens") == "screens")
        #expect(JSONPath.index("screens", 0) == "screens[0]")
        #expect(JSONPath.member("screens[0].title", "zh-Hans") == "screens[0].title.zh-Hans")
        #expect(JSONPath.member("", "$schema") == "$schema")
        #expect(JSONPath.member("strings", "Done") == "strings.Done")
        #expect(JSONPath.member("strings", "empty.title") == #"strings["empty.title"]"#)
        #expect(JSONPath.member("strings", "No Messages") == #"strings["No Messages"]"#)
        #expect(JSONPath.member("", "1st") == #"["1st"]"#)
        #expect(JSONPath.member("strings", "say \"hi\"\n") == #"strings["say \"hi\"\n"]"#)
        #expect(JSONPath.quoted("tab\tstop") == #""tab\tstop""#)
    }
}
