/// The image formats a fixtures file may use, recognised by their content rather than their name.
public enum ImageKind: String, CaseIterable, Sendable {
    case png, jpeg, gif, webp, svg

    /// The `Content-Type` to send.
    public var contentType: String {
        switch self {
        case .png: "image/png"
        case .jpeg: "image/jpeg"
        case .gif: "image/gif"
        case .webp: "image/webp"
        case .svg: "image/svg+xml"
        }
    }

    /// The list users read in messages: "PNG, JPEG, GIF, WebP or SVG".
    package static let names = "PNG, JPEG, GIF, WebP or SVG"

    /// The kind of image `bytes` hold, by their signature; `nil` for anything else.
    public init?(sniffing bytes: [UInt8]) {
        func starts(with prefix: [UInt8], at offset: Int = 0) -> Bool {
            bytes.count >= offset + prefix.count && Array(bytes[offset..<offset + prefix.count]) == prefix
        }
        if starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            self = .png
        } else if starts(with: [0xFF, 0xD8, 0xFF]) {
            self = .jpeg
        } else if starts(with: Array("GIF87a".utf8)) || starts(with: Array("GIF89a".utf8)) {
            self = .gif
        } else if starts(with: Array("RIFF".utf8)) && starts(with: Array("WEBP".utf8), at: 8) {
            self = .webp
        } else if Self.isSVG(bytes) {
            self = .svg
        } else {
            return nil
        }
    }

    /// UTF-8 text that starts with markup (after a byte-order mark and white space) and opens an
    /// `<svg` element near its start.
    private static func isSVG(_ bytes: [UInt8]) -> Bool {
        let head = Array(bytes.prefix(4096))
        var start = head.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while start < head.count, [0x20, 0x09, 0x0A, 0x0D].contains(head[start]) { start += 1 }
        guard start < head.count, head[start] == UInt8(ascii: "<") else { return false }
        // A cut in the middle of a multi-byte character at the 4096th byte is not a reason to refuse.
        let text = String(decoding: head[start...], as: UTF8.self)
        return text.contains("<svg") && !text.unicodeScalars.contains { $0.value == 0 }
    }
}
