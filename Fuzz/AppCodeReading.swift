// libFuzzer target: reading an app's code (`listpreview import`) from arbitrary bytes, each input read
// as Swift and as Objective-C (the lexer, the call scanner over every call, and every reader, the
// Objective-C reader too), and as a storyboard and a xib (the XML tree and Interface Builder's reader).
// Invariants: nothing crashes or hangs; tokens come in line order, from line 1; every placeholder found
// is on a line of the input. `make fuzz` seeds it with Fuzz/corpus/appcode; `FUZZ_APP_CODE=DIR` adds
// every .swift, .m, .h, .storyboard and .xib file under DIR (../shared/app-code), which libFuzzer then
// cuts and splices.
#if !FUZZING_WITHIN_MODULE
@testable import AppCode
#endif

enum AppCodeReadingHarness {
    static func run(_ bytes: [UInt8]) {
        let lines = bytes.reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
        for language in [Lexer.Language.swift, .objectiveC] {
            let tokens = Lexer.tokens(bytes, language: language)
            var previous = 1
            for token in tokens {
                precondition(token.line >= previous && token.line <= lines, "a token out of line order: \(token)")
                previous = token.line
            }
            let scanner = CallScanner(tokens)
            _ = scanner.calls(named: { _ in true })
            var definitions = Definitions()
            definitions.collect(tokens)
            let reading = Reading(definitions: definitions)
            let scopes = Scopes(tokens)
            var found = SwiftUIReader.placeholders(tokens, scopes: scopes, file: "F.swift", reading: reading)
            found += UIKitReader.placeholders(tokens, scopes: scopes, file: "F.swift", reading: reading)
            let dzn = DZNReader.declarations(tokens, scopes: scopes, file: "F.swift", reading: reading)
            found += dzn.placeholders
            found += DZNReader.flowing(tokens, scopes: scopes, file: "F.swift", flows: dzn.flows, defaults: DZNReader.defaults(tokens, flows: dzn.flows), reading: reading)
            let wrappers = Dictionary(WrapperReader.wrappers(tokens, file: "W.swift").map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
            found += WrapperReader.calls(tokens, scopes: scopes, file: "F.swift", wrappers: wrappers, reading: reading)
            found += InPlaceReader.placeholders(tokens, scopes: scopes, file: "F.swift", reading: reading, wrappers: wrappers)
            found += CarPlayReader.placeholders(tokens, scopes: scopes, file: "F.swift", reading: reading)
            found += NamedViewReader.placeholders(tokens, scopes: scopes, file: "F.swift", reading: reading, wrappers: wrappers)
            found += UIKitViewReader.placeholders(tokens, scopes: scopes, file: "F.swift", reading: reading)
            found += RowReader.placeholders(tokens, scopes: scopes, file: "F.swift", reading: reading, wrappers: wrappers)
            if language == .objectiveC {
                let objC = ObjCTokens(tokens)
                found += ObjCReader.placeholders(objC, file: "F.m", reading: ObjCReading(constants: ObjCReading.constants(in: objC)))
            }
            for placeholder in found {
                precondition(placeholder.line >= 1 && placeholder.line <= lines, "a placeholder off the input: \(placeholder.line) of \(lines)")
            }
        }
        for file in ["F.storyboard", "F.xib"] {
            for placeholder in InterfaceBuilderReader.placeholders(bytes, file: file) {
                precondition(placeholder.line >= 1 && placeholder.line <= lines, "a view off the input: \(placeholder.line) of \(lines)")
            }
        }
    }
}
