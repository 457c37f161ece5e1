// libFuzzer's entry point, compiled by scripts/fuzz.sh beside the one harness it builds and a line
// of its own naming it (`typealias FuzzTarget = HTTPDecodingHarness`). Not part of the package:
// FuzzHarnessTests compiles every harness together, which could not each define this symbol.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    FuzzTarget.run(size == 0 ? [] : Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}
