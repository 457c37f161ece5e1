import Digest
import Testing

/// SHA-256 against NIST's published examples (FIPS 180-4's "abc" and the two-block message, and a
/// million a's), and fed in pieces of every size.
@Suite struct SHA256Tests {
    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq", "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
        ("abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu",
         "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1"),
    ])
    func publishedExamples(message: String, digest: String) {
        #expect(SHA256.hex(Array(message.utf8)) == digest)
    }

    @Test func aMillionAsInPiecesOfEverySize() {
        var hash = SHA256()
        var given = 0, piece = 1
        while given < 1_000_000 {
            let count = min(piece, 1_000_000 - given)
            hash.update([UInt8](repeating: UInt8(ascii: "a"), count: count))
            given += count
            piece = piece % 130 + 1
        }
        #expect(hash.hexDigest() == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }
}
