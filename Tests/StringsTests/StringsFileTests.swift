import FoundationEssentials
import Strings
import Testing

@Suite struct StringsFileTests {
    private func parse(_ text: String, file: String = "de.lproj/Localizable.strings") throws -> StringsFile {
        try StringsFile.decode(Array(text.utf8), file: file)
    }

    private func failure(_ bytes: [UInt8], file: String = "Broken.strings") -> String? {
        do {
            _ = try StringsFile.decode(bytes, file: file)
            return nil
        } catch {
            return error.description
        }
    }

    private func failure(_ text: String) -> String? {
        failure(Array(text.utf8))
    }

    @Test func readsTheFixtureWithCommentsEscapesAndUnquotedTokens() throws {
        let file = try StringsFile.load(file: Fixtures.path("App/en.lproj/Localizable.strings"))
        #expect(file.table == "Localizable")
        #expect(file.language == "en")
        #expect(file.entries.map(\.key) == ["empty.title", "quote.hint", "unicode.escape", "unquoted_key", "Cancel", "multi"])
        #expect(file.value(for: "quote.hint") == "Say \"hi\"\n\tthen wait\\done")
        #expect(file.value(for: "unicode.escape") == "Café 😀")
        #expect(file.value(for: "unquoted_key") == "unquoted.value-1")
        #expect(file.value(for: "Cancel") == "Cancel")
        #expect(file.value(for: "multi") == "single quoted")
        #expect(file.entries.map(\.comment) == ["The title of an empty list.", "A line comment, then escapes.", nil, nil, nil, "A block\n   over two lines"])
        #expect(file.entries.map(\.line) == [2, 5, 6, 8, 9, 11])
        #expect(file.notes.isEmpty)
    }

    @Test func readsUTF16WithEitherByteOrderMark() throws {
        let german = try StringsFile.load(file: Fixtures.path("App/de.lproj/Localizable.strings"))
        #expect(german.value(for: "umlaut") == "Grüße aus Köln")
        #expect(german.value(for: "Cancel") == "Abbrechen")
        #expect(german.entries.first?.comment == "Der Titel einer leeren Liste.")
        let chinese = try StringsFile.load(file: Fixtures.path("App/zh_Hans.lproj/Localizable.strings"))
        #expect(chinese.language == "zh-Hans")
        #expect(chinese.value(for: "empty.title") == "这里还没有内容")
    }

    @Test func readsUTF16WithoutAMarkAndUTF8WithOne() throws {
        let text = #""k" = "ü";"#
        let littleEndian = text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let bigEndian = text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        #expect(try StringsFile.decode(littleEndian, file: "a.strings").value(for: "k") == "ü")
        #expect(try StringsFile.decode(bigEndian, file: "a.strings").value(for: "k") == "ü")
        #expect(try StringsFile.decode([0xEF, 0xBB, 0xBF] + Array(text.utf8), file: "a.strings").value(for: "k") == "ü")
    }

    @Test func decodesEveryEscapeCoreFoundationKnows() throws {
        let file = try parse(#""k" = "\a\b\f\v\r|\101\60\7|\U41|\'\?\\|line\"# + "\n" + #"break";"#)
        #expect(file.value(for: "k") == "\u{07}\u{08}\u{0C}\u{0B}\r|A0\u{07}|A|'?\\|line\nbreak")
    }

    @Test func aBracedFileAndEmptyFilesAreFine() throws {
        #expect(try parse(#"{ "a" = "b"; c = d; }"#).entries.map(\.value) == ["b", "d"])
        #expect(try parse("").entries.isEmpty)
        #expect(try parse("// only a comment\n/* and another */").entries.isEmpty)
    }

    @Test func aKeyGivenTwiceKeepsItsPlaceAndTheLastValueWithANote() throws {
        let file = try parse("\"a\" = \"1\";\n\"b\" = \"2\";\n\"a\" = \"3\";\n")
        #expect(file.entries.map(\.key) == ["a", "b"])
        #expect(file.value(for: "a") == "3")
        #expect(file.notes.map(\.description) == [#"de.lproj/Localizable.strings: line 3: the key "a" was already given on line 1; this later value is used"#])
        #expect(file.notes.first?.language == "de")
    }

    @Test func theLanguageComesFromTheFolderOrIsGiven() throws {
        #expect(try parse("", file: "x/pt_BR.lproj/Main.strings").language == "pt-BR")
        #expect(try parse("", file: "x/English.lproj/Main.strings").language == "en")
        #expect(try parse("", file: "x/Base.lproj/Main.strings").language == "Base")
        #expect(try parse("", file: "Main.strings").language == nil)
        #expect(try StringsFile.decode([], file: "Main.strings", language: "fr").language == "fr")
        #expect(try parse("", file: "x/pt_BR.lproj/Main.strings").table == "Main")
    }

    @Test(arguments: [
        ("\"a\" = \"b\"\n\"c\" = \"d\";", "Broken.strings: line 2, column 1: expected “;” after the value, found “\"”"),
        ("\"a\" \"b\";", "Broken.strings: line 1, column 5: expected “=” or “;” after the key, found “\"”"),
        ("\"a\" = ;", "Broken.strings: line 1, column 7: expected a value after “=” in quotes, found “;”"),
        ("\"a\" = \"b", "Broken.strings: line 1, column 7: this string is never closed (a \" is missing)"),
        ("\"a\" = \"b\";\n/* open", "Broken.strings: line 2, column 1: this comment is never closed (a “*/” is missing)"),
        ("\"a\" = \"b\"", "Broken.strings: line 1, column 10: expected “;” after the value, found the end of the file"),
        ("\"a\" =", "Broken.strings: line 1, column 6: expected a value after “=”, found the end of the file"),
        ("\"a\" = \"\\Uzz\";", "Broken.strings: line 1, column 8: expected hex digits after \\U, as in \\U00E9"),
        ("\"a\" = \"\\UD83D\";", "Broken.strings: line 1, column 8: \\UD83D is half a surrogate pair; the other half (\\UDC00–\\UDFFF) must follow"),
        ("\"a\" = \"\\UDE00\";", "Broken.strings: line 1, column 8: \\UDE00 is the second half of a surrogate pair, with no first half"),
        ("\"a\" = \"\\377\";", "Broken.strings: line 1, column 8: octal escapes above \\177 are in the NeXTSTEP encoding; write \\U and four hex digits"),
        ("{ \"a\" = \"b\";", "Broken.strings: line 1, column 1: this “{” is never closed with “}”"),
        ("{ \"a\" = \"b\"; } x", "Broken.strings: line 1, column 16: unexpected text after the closing “}”"),
        ("\r\n\"a\" = (\"b\");", "Broken.strings: line 2, column 7: expected a value after “=” in quotes, found “(”"),
        ("key = é;", "Broken.strings: line 1, column 7: expected a value after “=” in quotes, found “é”"),
    ])
    func syntaxErrorsNameTheFileLineAndColumn(input: String, expected: String) {
        #expect(failure(input) == expected)
    }

    @Test func encodingErrorsNameTheLineAndColumn() {
        #expect(failure(Array("\"a\" = \"b\";\n\"c\" = \"".utf8) + [0xFF, 0x22, 0x3B])
            == "Broken.strings: line 2, column 8: invalid UTF-8 (save the file as UTF-8 or UTF-16)")
        #expect(failure([0xFF, 0xFE, 0x22, 0x00, 0x00, 0xDC, 0x22, 0x00])
            == "Broken.strings: line 1, column 2: invalid UTF-16 (an unpaired surrogate)")
        #expect(failure([0xFF, 0xFE, 0x22, 0x00, 0x61])
            == "Broken.strings: line 1, column 2: the file ends in the middle of a UTF-16 character")
    }

    @Test func xmlPropertyListsAreReadAsFoundationReadsThem() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            	<key>NSCameraUsageDescription</key>
            	<string>Zum Scannen &amp; Teilen</string>
            	<key>CFBundleDisplayName</key>
            	<string>Reisen</string>
            	<key>Version</key>
            	<integer>3</integer>
            </dict>
            </plist>
            """
        let file = try parse(xml, file: "de.lproj/InfoPlist.strings")
        #expect(file.table == "InfoPlist" && file.language == "de")
        #expect(file.entries.map(\.key) == ["CFBundleDisplayName", "NSCameraUsageDescription"])
        #expect(file.value(for: "NSCameraUsageDescription") == "Zum Scannen & Teilen")
        #expect(file.entries.map(\.line) == [nil, nil])
        #expect(file.notes.map(\.description) == ["de.lproj/InfoPlist.strings: Version: expected a string, got a number; the key is left out"])
        let utf16 = try StringsFile.decode([0xFF, 0xFE] + xml.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }, file: "de.lproj/InfoPlist.strings")
        #expect(utf16.value(for: "CFBundleDisplayName") == "Reisen")
    }

    @Test func binaryPropertyListsAreRead() throws {
        let encoder = PropertyListEncoder()
        encoder.outputFormat = .binary
        let bytes = [UInt8](try encoder.encode(["Cancel": "Abbrechen", "empty.title": "Noch nichts hier"]))
        #expect(bytes.starts(with: Array("bplist00".utf8)))
        let file = try StringsFile.decode(bytes, file: "de.lproj/Localizable.strings")
        #expect(file.entries.map(\.key) == ["Cancel", "empty.title"])
        #expect(file.value(for: "empty.title") == "Noch nichts hier")
    }

    @Test func aBrokenPropertyListIsAnErrorNamingTheFile() throws {
        let encoder = PropertyListEncoder()
        encoder.outputFormat = .binary
        let truncated = [UInt8](try encoder.encode(["Cancel": "Abbrechen"])).dropLast(20)
        #expect(failure(Array(truncated)) == "Broken.strings: not a valid property list (Corrupt top-level info)")
        #expect(failure("<?xml version=\"1.0\"?><plist version=\"1.0\"><array/></plist>") == "Broken.strings: expected a dictionary of keys, got an array")
    }
}
