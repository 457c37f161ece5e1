import Strings
import Testing

@Suite struct StringCatalogErrorTests {
    private func failure(_ json: String, file: String = "Broken.xcstrings") -> String? {
        do {
            _ = try StringCatalog.decode(Array(json.utf8), file: file)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func syntaxErrorsNameTheFileLineAndColumn() {
        #expect(failure("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"a\" : {}\n    \"b\" : {}\n  }\n}")
            == "Broken.xcstrings: line 5, column 5: expected “,” or “}” in an object")
        #expect(failure("{\"strings\": {\"a\": {}, \"a\": {}}}") == "Broken.xcstrings: line 1, column 23: duplicate key \"a\"")
        #expect(failure("") == "Broken.xcstrings: line 1, column 1: unexpected end of input, expected a value")
    }

    @Test func structuralErrorsNameTheJSONPath() {
        let wrongValue = #"""
        {"sourceLanguage": "en", "version": "1.0", "strings": {"empty.title": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": 3}}}}}}
        """#
        #expect(failure(wrongValue) == #"Broken.xcstrings: strings["empty.title"].localizations.de.stringUnit.value: expected a string, got 3"#)
    }

    @Test func everyProblemIsListedWithItsPath() {
        let json = #"""
        {"version": 1, "strings": {
          "a": {"localizations": {"zh-Hans": {"stringUnit": {"value": "x"}}}},
          "b": {"localizations": {"ru": {"variations": {"plural": {"one": {"stringUnit": {"state": "translated", "value": "x"}}, "several": {}}}}}},
          "c": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "%#@n@"},
            "substitutions": {"n": {"argNum": 0, "formatSpecifier": "lld"}}}}},
          "d": {"comment": false, "localizations": {"en": {}}},
          "e": "text"
        }}
        """#
        #expect(failure(json) == """
        Broken.xcstrings: sourceLanguage: required, but missing
        Broken.xcstrings: version: expected a string, got 1
        Broken.xcstrings: strings.a.localizations.zh-Hans.stringUnit.state: required, but missing
        Broken.xcstrings: strings.b.localizations.ru.variations.plural.several: unknown plural category (expected zero, one, two, few, many or other)
        Broken.xcstrings: strings.b.localizations.ru.variations.plural: a plural needs an “other” form
        Broken.xcstrings: strings.c.localizations.en.substitutions.n.argNum: expected a whole number from 1 to 99, got 0
        Broken.xcstrings: strings.c.localizations.en.substitutions.n.variations.plural: required, but missing
        Broken.xcstrings: strings.d.comment: expected a string, got false
        Broken.xcstrings: strings.d.localizations.en: expected a “stringUnit” or “variations”
        Broken.xcstrings: strings.e: expected an object, got "text"
        """)
    }

    @Test func theTopLevelMustBeACatalog() {
        #expect(failure("[]") == "Broken.xcstrings: top level: expected an object with “sourceLanguage”, “version” and “strings”, got an array")
        #expect(failure(#"{"sourceLanguage": "en", "version": "1.0"}"#) == "Broken.xcstrings: strings: required, but missing")
        #expect(failure(#"{"sourceLanguage": "en", "version": "1.0", "strings": []}"#) == "Broken.xcstrings: strings: expected an object of keys, got an array")
    }

    @Test func keysThatNeedQuotingAreQuotedInPaths() {
        let json = #"{"sourceLanguage": "en", "version": "1.0", "strings": {"say \"hi\"\n": {"localizations": {"en": {"stringUnit": []}}}}}"#
        #expect(failure(json) == #"Broken.xcstrings: strings["say \"hi\"\n"].localizations.en.stringUnit: expected an object with “state” and “value”, got an array"#)
    }

    @Test func aMissingFileSaysSo() {
        #expect(throws: StringsError.unreadable(file: "/no/such/Localizable.xcstrings", reason: "no such file")) {
            try StringCatalog.load(file: "/no/such/Localizable.xcstrings")
        }
    }
}
