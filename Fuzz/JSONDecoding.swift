// libFuzzer target: the JSON parser (fixtures, API bodies, state files) from arbitrary bytes; a
// parsed value must encode and parse back to itself. `make fuzz` builds it together with Sources/JSON.
// (The import is for FuzzHarnessTests, which builds it against the module; within it, none is needed.)
#if !FUZZING_WITHIN_MODULE
import JSON
#endif

enum JSONDecodingHarness {
    static func run(_ bytes: [UInt8]) {
        guard let value = try? JSONParser.parse(bytes) else { return }
        let again = try? JSONParser.parse(JSONWriter.encode(value))
        precondition(again == value, "encoding and parsing again changed the value")
    }
}
