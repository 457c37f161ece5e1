import JSON
@testable import Strings
import Testing

@Suite struct FormatStringTests {
    private func format(_ format: String, _ arguments: [FormatArgument], language: String = "en",
                        substitutions: [String: Substitution] = [:]) throws -> String {
        try FormatString.format(format, arguments: arguments, language: language, substitutions: substitutions)
    }

    private func failure(_ format: String, _ arguments: [FormatArgument], substitutions: [String: Substitution] = [:]) -> String? {
        do {
            _ = try FormatString.format(format, arguments: arguments, substitutions: substitutions)
            return nil
        } catch {
            return error.description
        }
    }

    private func plural(_ forms: [PluralCategory: String]) -> [PluralCategory: StringUnit] {
        forms.mapValues { StringUnit(state: "translated", value: $0) }
    }

    @Test func fillsObjectsAndIntegersInOrder() throws {
        #expect(try format("%@ has %lld items", ["Ana", 3]) == "Ana has 3 items")
        for specifier in ["%d", "%i", "%ld", "%lld", "%u", "%lu", "%llu", "%hd", "%zd", "%qd"] {
            #expect(try format(specifier, [42]) == "42", "\(specifier)")
        }
        #expect(try format("%@ and %@", [3, 2.5]) == "3 and 2.5")
        #expect(try format("100%% of %d", [7]) == "100% of 7")
        #expect(try format("no specifiers", []) == "no specifiers")
    }

    @Test func positionalArgumentsMayComeInAnyOrder() throws {
        #expect(try format("%2$@, %1$@", ["first", "second"]) == "second, first")
        #expect(try format("%2$lld of %1$lld", [10, 3]) == "3 of 10")
        #expect(try format("%1$@ %1$@", ["twice"]) == "twice twice")
    }

    @Test func flagsWidthAndPrecision() throws {
        #expect(try format("[%5d|%-5d|%05d|%+d|% d|%.3d]", [42, 42, -42, 5, 5, 7]) == "[   42|42   |-0042|+5| 5|007]")
        #expect(try format("%x %X %#x %o %u", [255, 255, 255, 8, -1]) == "ff FF 0xff 10 18446744073709551615")
        #expect(try format("[%6@|%-6@]", ["ab", "cd"]) == "[    ab|cd    ]")
    }

    @Test func fixedPointRoundsTheExactValueHalfToEven() throws {
        #expect(try format("%f", [3.14159]) == "3.141590")
        #expect(try format("%.1f", [2.25]) == "2.2")
        #expect(try format("%.1f", [0.35]) == "0.3")
        #expect(try format("%.2f", [1.005]) == "1.00")
        #expect(try format("%.0f %.0f %.0f", [0.5, 2.5, 3.5]) == "0 2 4")
        #expect(try format("%f", [-0.5]) == "-0.500000")
        #expect(try format("%.3f", [1e-10]) == "0.000")
        #expect(try format("%.2f", [1e20]) == "100000000000000000000.00")
        #expect(try format("%5.1f|%-7.2f|%07.2f", [3.14159, 2.5, -2.5]) == "  3.1|2.50   |-002.50")
        #expect(try format("%.1f", [.number(.leastNonzeroMagnitude)]) == "0.0")
        #expect(try format("%.f", [9.99]) == "10")
    }

    @Test func substitutionsChooseTheirFormByTheArgumentsPluralCategory() throws {
        let items = ["n": Substitution(argumentNumber: 1, formatSpecifier: "lld", plural: plural([.one: "%arg item", .other: "%arg items"]))]
        #expect(try format("%#@n@ left", [1], substitutions: items) == "1 item left")
        #expect(try format("%#@n@ left", [0], substitutions: items) == "0 items left")
        let russian = ["count": Substitution(argumentNumber: 2, formatSpecifier: "lld",
                                             plural: plural([.one: "%arg файл", .few: "%arg файла", .many: "%arg файлов", .other: "%arg файла"]))]
        #expect(try format("%1$@: %#@count@", ["Ana", 5], language: "ru", substitutions: russian) == "Ana: 5 файлов")
        #expect(try format("%1$@: %#@count@", ["Ana", 22], language: "ru", substitutions: russian) == "Ana: 22 файла")
    }

    @Test func aSubstitutionWithoutArgNumTakesItsPlaceInOrder() throws {
        let apples = ["apples": Substitution(argumentNumber: nil, formatSpecifier: "lld", plural: plural([.one: "one apple", .other: "%arg apples"]))]
        #expect(try format("%@ ate %#@apples@ today", ["Ana", 3], substitutions: apples) == "Ana ate 3 apples today")
        #expect(try format("%@ ate %#@apples@ today", ["Ana", 1], substitutions: apples) == "Ana ate one apple today")
        let followers = ["f": Substitution(argumentNumber: nil, formatSpecifier: "lld", plural: plural([.one: "%2$@ follower", .other: "%2$@ followers"]))]
        #expect(try format("%#@f@", [2, "many"], substitutions: followers) == "many followers")
    }

    @Test func aSubstitutionsCategoryFollowsItsWrittenForm() throws {
        let distance = ["km": Substitution(argumentNumber: 1, formatSpecifier: ".1f", plural: plural([.one: "%arg kilometer", .other: "%arg kilometers"]))]
        #expect(try format("%#@km@", [1], substitutions: distance) == "1.0 kilometers")
        let whole = ["km": Substitution(argumentNumber: 1, formatSpecifier: ".0f", plural: plural([.one: "%arg kilometer", .other: "%arg kilometers"]))]
        #expect(try format("%#@km@", [1], substitutions: whole) == "1 kilometer")
    }

    @Test func insideAFormUnpositionedSpecifiersShowTheSubstitutionsArgument() throws {
        let stringsdictStyle = ["n": Substitution(argumentNumber: 2, formatSpecifier: "d", plural: plural([.one: "one %d", .other: "%d, %1$@"]))]
        #expect(try format("%@ %#@n@", ["x", 1], substitutions: stringsdictStyle) == "x one 1")
        #expect(try format("%@ %#@n@", ["x", 3], substitutions: stringsdictStyle) == "x 3, x")
    }

    @Test func theFirstMissingOrWrongArgumentIsAClearError() {
        #expect(failure("%lld", []) == "“%lld” needs argument 1, but none was given")
        #expect(failure("%@ %@ %@", ["a", "b"]) == "“%@” needs argument 3, but only 2 were given")
        #expect(failure("%2$@", ["a"]) == "“%2$@” needs argument 2, but only 1 was given")
        #expect(failure("%lld items", ["many"]) == "“%lld” needs a number for argument 1, got \"many\"")
        #expect(failure("%d", [2.5]) == "“%d” needs a whole number for argument 1, got 2.5")
        #expect(failure("%.1f", ["x"]) == "“%.1f” needs a number for argument 1, got \"x\"")
        #expect(failure("%s", ["a"]) == "“%s” is not a format specifier this preview can fill (use %@, %d, %lld, %u, %x, %f or %.2f)")
        #expect(failure("%*d", [1]) == "“%*” is not a format specifier this preview can fill (use %@, %d, %lld, %u, %x, %f or %.2f)")
        #expect(failure("%999d", [1]) == "“%999d” is not a format specifier this preview can fill (use %@, %d, %lld, %u, %x, %f or %.2f)")
        #expect(failure("100%", []) == "the format ends inside “%”; write “%%” for a percent sign")
        #expect(failure("%5.", [1]) == "the format ends inside “%5.”; write “%%” for a percent sign")
    }

    @Test func substitutionErrorsNameTheSubstitution() {
        let looping = ["a": Substitution(argumentNumber: 1, formatSpecifier: "lld", plural: plural([.other: "%#@a@"]))]
        let noOther = ["a": Substitution(argumentNumber: 1, formatSpecifier: "lld", plural: plural([.one: "one"]))]
        #expect(failure("%#@files@", [1]) == "“%#@files@” names no substitution of this string")
        #expect(failure("%#@files", [1]) == "the format ends inside “%#@files”; write “%%” for a percent sign")
        #expect(failure("%#@a@", [1], substitutions: looping) == "the substitution “a” refers to itself")
        #expect(failure("%#@a@", [2], substitutions: noOther) == "the substitution “a” has no “other” form")
        let onlyTwo = ["a": Substitution(argumentNumber: 1, formatSpecifier: "lld", plural: plural([.two: "two"]))]
        #expect(failure("%#@a@", [1], substitutions: onlyTwo) == "the substitution “a” has no “one” form and no “other” form")
        #expect(failure("%#@a@", ["x"], substitutions: looping) == "“%#@a@” needs a number for argument 1, got \"x\"")
    }

    @Test func listsTheSpecifiersOfAFormat() throws {
        #expect(try FormatString.specifiers(in: "%1$@ has %#@n@ and 100%%, %.2f") == ["%1$@", "%#@n@", "%.2f"])
        #expect(throws: FormatError.incompleteSpecifier("%")) { try FormatString.specifiers(in: "50%") }
    }

    @Test func argumentsComeFromJSONStringsAndNumbers() {
        #expect(FormatArgument(JSONValue.string("a")) == .string("a"))
        #expect(FormatArgument(JSONValue.number(2)) == .number(2))
        #expect(FormatArgument(JSONValue.bool(true)) == nil)
        #expect(FormatArgument(JSONValue.null) == nil)
        #expect(FormatArgument.number(3).text == "3")
    }
}
