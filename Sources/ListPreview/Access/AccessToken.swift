/// The secret a server shared beyond this machine asks for: given once in the URL it prints
/// (`?token=…`), then kept by the browser in an `HttpOnly; SameSite=Strict` cookie, or sent by
/// scripts as `Authorization: Bearer …`.
public struct AccessToken: Sendable, Equatable {
    /// The token's text: URL-safe characters only, so it needs no encoding in a URL or a cookie.
    public let value: String

    /// The shortest token accepted from the user: 16 characters (96 bits and more when random).
    public static let minimumLength = 16

    /// A token from `--token` / `LISTPREVIEW_TOKEN`; throws why it cannot be one.
    public init(_ value: String) throws(AccessTokenError) {
        guard value.utf8.count >= Self.minimumLength, value.utf8.count <= 512 else { throw .length }
        guard value.utf8.allSatisfy(Self.isURLSafe) else { throw .characters }
        self.value = value
    }

    private init(unchecked value: String) { self.value = value }

    /// A new random token: 24 bytes (192 bits) from the system's cryptographic generator
    /// (`getrandom` on Linux), written in base64url: 32 characters.
    public static func generate() -> AccessToken {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)
        var bits: [UInt8] = []
        // 32 characters × 6 bits = 192 bits; each character takes 6 fresh random bits.
        for _ in 0..<32 {
            let random: UInt8 = generator.next()
            bits.append(alphabet[Int(random & 63)])
        }
        return AccessToken(unchecked: String(decoding: bits, as: UTF8.self))
    }

    /// Whether `candidate` is this token, in time that depends only on the token's length (never on
    /// how many leading characters a guess got right).
    public func matches(_ candidate: Substring) -> Bool {
        let expected = Array(value.utf8)
        let given = Array(candidate.utf8)
        var difference = expected.count == given.count ? 0 : 1
        for index in expected.indices {
            difference |= Int(expected[index] ^ (index < given.count ? given[index] : 0))
        }
        return difference == 0
    }

    /// The cookie holding the token for the server on `port`: browsers keep cookies per host, not
    /// per port, so two servers on one machine need two names.
    public static func cookieName(port: Int) -> String {
        "listpreview-token-\(port)"
    }

    /// RFC 3986's unreserved characters: letters, digits, `-`, `.`, `_`, `~`.
    private static func isURLSafe(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
            true
        default:
            false
        }
    }
}

/// Why a given token cannot be used.
public enum AccessTokenError: Error, Equatable, CustomStringConvertible {
    /// Shorter than ``AccessToken/minimumLength`` or longer than 512 characters.
    case length
    /// A character other than letters, digits, `-`, `.`, `_` and `~`.
    case characters

    /// The reason, for the usage error.
    public var description: String {
        switch self {
        case .length: "a token must be \(AccessToken.minimumLength) to 512 characters long"
        case .characters: "a token may contain only letters, digits, -, ., _ and ~"
        }
    }
}
