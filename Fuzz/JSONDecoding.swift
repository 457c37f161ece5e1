// libFuzzer target: the JSON parser (fixtures, API bodies, state files) from arbitrary bytes; a
// parsed value must encode and parse back to itself.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let value = try? JSONParser.parse(bytes) else { return 0 }
    let again = try? JSONParser.parse(JSONWriter.encode(value))
    precondition(again == value, "encoding and parsing again changed the value")
    return 0
}
