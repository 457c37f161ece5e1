import HTTP
import Testing

@Suite struct BodyCollectorTests {
    private func collect(_ chunks: [String], limit: Int) -> BodyCollector {
        var collector = BodyCollector(limit: limit)
        for chunk in chunks {
            Array(chunk.utf8).withUnsafeBytes { collector.append($0) }
        }
        return collector
    }

    @Test func chunksAreJoinedInOrder() {
        let collector = collect(["title=", "Row", "%207"], limit: 64)
        #expect(collector.bytes == Array("title=Row%207".utf8))
        #expect(collector.refusal == nil)
        #expect(!collector.isTooLarge)
    }

    @Test func aBodyOfExactlyTheLimitIsKept() {
        let collector = collect(["abcd", "efgh"], limit: 8)
        #expect(collector.bytes.count == 8)
        #expect(collector.refusal == nil)
    }

    @Test func oneByteOverTheLimitDropsTheBodyAndIsA413() {
        let collector = collect(["abcd", "efgh", "i", "more after"], limit: 8)
        #expect(collector.isTooLarge)
        #expect(collector.bytes.isEmpty)
        #expect(collector.refusal?.status == .contentTooLarge)
        #expect(collector.refusal?.message == "The request body is larger than the limit of 0 KiB.")
    }

    @Test func theMessageNamesTheLimitInKibibytes() {
        let collector = collect([String(repeating: "x", count: 65 * 1024)], limit: 64 * 1024)
        #expect(collector.refusal?.message == "The request body is larger than the limit of 64 KiB.")
    }

    @Test func aDeclaredLengthOverTheLimitIsRefusedBeforeAnyByte() {
        let collector = BodyCollector(limit: 64 * 1024)
        #expect(collector.refusal(declaredLength: "65537")?.status == .contentTooLarge)
        #expect(collector.refusal(declaredLength: "65536") == nil)
        #expect(collector.refusal(declaredLength: "0") == nil)
        #expect(collector.refusal(declaredLength: nil) == nil)
        // Not a number: MessageFraming refuses it before this is asked; it is no reason for a 413.
        #expect(collector.refusal(declaredLength: "lots") == nil)
    }

    @Test func noBodyIsEmptyAndFine() {
        let collector = BodyCollector(limit: 16)
        #expect(collector.bytes.isEmpty)
        #expect(collector.refusal == nil)
    }
}
