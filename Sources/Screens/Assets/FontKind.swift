/// The font formats a fixtures file may list, recognised by their content rather than their name.
public enum FontKind: String, CaseIterable, Sendable {
    case trueType, openType, woff, woff2

    /// The `Content-Type` to send (RFC 8081).
    public var contentType: String {
        switch self {
        case .trueType: "font/ttf"
        case .openType: "font/otf"
        case .woff: "font/woff"
        case .woff2: "font/woff2"
        }
    }

    /// The `format()` hint of an `@font-face` source.
    public var cssFormat: String {
        switch self {
        case .trueType: "truetype"
        case .openType: "opentype"
        case .woff: "woff"
        case .woff2: "woff2"
        }
    }

    /// The list users read in messages.
    package static let names = "TrueType (.ttf), OpenType (.otf), WOFF or WOFF2"

    /// The kind of font `bytes` hold, by their signature (the sfnt version or WOFF magic); `nil` for
    /// anything else.
    public init?(sniffing bytes: [UInt8]) {
        guard bytes.count >= 12 else { return nil }
        switch Array(bytes.prefix(4)) {
        case [0x00, 0x01, 0x00, 0x00], Array("true".utf8): self = .trueType
        case Array("OTTO".utf8): self = .openType
        case Array("wOFF".utf8): self = .woff
        case Array("wOF2".utf8): self = .woff2
        default: return nil
        }
    }
}

/// One face of an app font, as the fixtures list it: its family, weight and style, and its file,
/// served under `/assets/` by the path the fixtures give.
public struct FontFace: Sendable, Equatable {
    /// The family fixtures name it by (`"font": "Brand Serif"`).
    public let family: String
    /// 100 to 900.
    public let weight: Int
    /// Whether it is the family's italic.
    public let italic: Bool
    /// The file's path under `/assets/`.
    public let file: String
    /// The file's format.
    public let kind: FontKind

    public init(family: String, weight: Int, italic: Bool, file: String, kind: FontKind) {
        self.family = family
        self.weight = weight
        self.italic = italic
        self.file = file
        self.kind = kind
    }
}
