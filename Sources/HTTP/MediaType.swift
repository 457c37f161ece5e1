/// Media types: what to send for a file, and how to read a `Content-Type` header.
public enum MediaType {
    /// The `Content-Type` for a file name, by its extension; `application/octet-stream` when unknown.
    public static func forFileName(_ name: String) -> String {
        let ext = name.split(separator: ".").last.map { $0.lowercased() } ?? ""
        return switch ext {
        case "css": "text/css; charset=utf-8"
        case "html", "htm": "text/html; charset=utf-8"
        case "js", "mjs": "text/javascript; charset=utf-8"
        case "json": "application/json"
        case "svg": "image/svg+xml"
        case "png": "image/png"
        case "jpg", "jpeg": "image/jpeg"
        case "gif": "image/gif"
        case "webp": "image/webp"
        case "ico": "image/x-icon"
        case "woff2": "font/woff2"
        case "woff": "font/woff"
        case "ttf": "font/ttf"
        case "txt", "md": "text/plain; charset=utf-8"
        default: "application/octet-stream"
        }
    }

    /// The type without parameters, lowercased: `Text/HTML; charset=utf-8` → `text/html`.
    public static func essence(_ contentType: String) -> String {
        let type = contentType.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        return type.trimmingSpaces().lowercased()
    }
}
