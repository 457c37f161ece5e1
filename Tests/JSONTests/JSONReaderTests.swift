import JSON
import Spelling
import Testing

/// The one typed reader of every JSON document the program reads: each problem noted with its path
/// and the reading goes on, so a document is reported whole.
@Suite struct JSONReaderTests {
    private enum Style: String, CaseIterable { case plain, grouped, grid }

    private func parse(_ text: String) throws -> JSONValue { try JSONParser.parse(Array(text.utf8)) }

    @Test func anObjectsKeysAreCheckedAndEveryProblemIsNoted() throws {
        var reader = JSONReader()
        let fields = reader.object(try parse(#"{"titel": 1, "id": "a", "zzzz": 2}"#), at: "screens[0]", allowed: ["id", "title"], required: ["id", "title"])
        #expect(fields?.map(\.key) == ["id"])
        #expect(reader.issues.map(\.description) == [
            "screens[0].titel: unknown key (expected one of: id, title) — did you mean “title”?",
            "screens[0].zzzz: unknown key (expected one of: id, title)",
            "screens[0].title: required, but missing",
        ])
    }

    @Test func membersKeepEveryKeyInDocumentOrder() throws {
        var reader = JSONReader()
        let fields = try #require(reader.members(try parse(#"{"b": 1, "a": 2, "future": {}}"#), at: ""))
        #expect(fields.map(\.key) == ["b", "a", "future"])
        #expect(fields["a"] == .number(2) && fields["c"] == nil && fields.count == 3)
        #expect(reader.members(.array([]), at: "strings", expected: "an object of keys") == nil)
        #expect(reader.required("state", in: fields, at: #"strings["a b"]"#) == nil)
        #expect(reader.issues.map(\.description) == [
            "strings: expected an object of keys, got an array",
            #"strings["a b"].state: required, but missing"#,
        ])
    }

    @Test func typedValuesAreReadOrRefusedWithTheirPath() throws {
        var reader = JSONReader()
        #expect(reader.string("x", at: "a") == "x" && reader.bool(true, at: "b") == true)
        #expect(reader.integer(3, at: "c", in: 1...99) == 3 && reader.number(.number(0.5), at: "d", in: 0...1) == 0.5)
        #expect(reader.issues.isEmpty)
        #expect(reader.string(1, at: "a") == nil && reader.bool("yes", at: "b") == nil && reader.array(.null, at: "e") == nil)
        #expect(reader.integer(.number(1.5), at: "c", in: 1...99) == nil && reader.number(2, at: "d", in: 0...1) == nil)
        #expect(reader.choice("gird", at: "style", as: Style.self) == nil && reader.choice("grid", at: "style", as: Style.self) == .grid)
        #expect(reader.issues.map(\.description) == [
            "a: expected a string, got 1",
            "b: expected true or false, got \"yes\"",
            "e: expected an array, got null",
            "c: expected a whole number from 1 to 99, got 1.5",
            "d: expected a number from 0 to 1, got 2",
            "style: expected one of “plain”, “grouped”, “grid”, got \"gird\" — did you mean “grid”?",
        ])
    }

    @Test func warningsAreKeptApartFromProblems() {
        var reader = JSONReader()
        reader.warn("tint", "no dark variant")
        #expect(reader.issues.isEmpty && reader.warnings.map(\.description) == ["tint: no dark variant"])
    }

    @Test func theNearestNameIsWithinTheEditsAllowed() {
        #expect(Spelling.distance(Array("kitten"), Array("sitting")) == 3)
        #expect(Spelling.distance(Array(""), Array("abc")) == 3 && Spelling.distance(Array("same"), Array("same")) == 0)
        #expect(Spelling.nearest(to: "SYSTEMRDE", in: ["systemRed", "systemGreen"], maximumEdits: 2) == "systemRed")
        #expect(Spelling.nearest(to: "blue", in: ["systemRed", "label"], maximumEdits: 2) == nil)
        #expect(Spelling.nearest(to: "tïtle", in: ["title", "tile"], maximumEdits: 1) == "title")
    }
}
