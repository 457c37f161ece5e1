import FoundationEssentials
import HTTP
import Screens

/// The pictures a static site writes into what draws them, as `data:` URLs: the ones CSS masks
/// draw (the status bar's icons, the built-in placeholder pictures, template images). Chromium and
/// WebKit load a mask only from the page's own origin, and a page opened from `file://` has none,
/// so a mask naming a file there is blank; a `data:` URL belongs to no origin and draws everywhere.
/// The server's pages and style sheet name the files, which browsers then cache.
struct InlinedPictures: Sendable {
    /// The files the site copies: `/public/` and `/assets/`.
    let assets: Assets

    /// The file at a server path (`/public/states/network.svg`, `/assets/Assets.xcassets/…`,
    /// percent-encoded), or `nil` when the site has no such file.
    func dataURL(_ url: String) -> String? {
        let file: Assets.File?
        if url.hasPrefix("/public/") {
            file = decoded(url.dropFirst("/public/".count)).flatMap { assets.files[$0] }
        } else if url.hasPrefix("/assets/") {
            file = decoded(url.dropFirst("/assets/".count)).flatMap { assets.images[$0] }
        } else {
            file = nil
        }
        return file.map(Self.dataURL)
    }

    /// `css`, a style sheet at `path` under `/public/` (`style.css`), with each relative `url(…)`
    /// that names a picture of `/public/` (`url("status/wifi.svg")`) replaced by its `data:` URL.
    func styleSheet(_ css: [UInt8], at path: String) -> [UInt8] {
        let opening = Array("url(".utf8)
        let quotes: Set<UInt8> = [UInt8(ascii: "\""), UInt8(ascii: "'")]
        let folder = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
        var output: [UInt8] = []
        output.reserveCapacity(css.count)
        var index = 0
        while index < css.count {
            guard css[index...].starts(with: opening),
                  let close = css[index...].firstIndex(of: UInt8(ascii: ")")) else {
                output.append(css[index])
                index += 1
                continue
            }
            var start = index + opening.count, end = close
            while start < end, quotes.contains(css[start]) { start += 1 }
            while end > start, quotes.contains(css[end - 1]) { end -= 1 }
            let reference = String(decoding: css[start..<end], as: UTF8.self)
            if let resolved = Self.resolve(reference, in: folder), let file = assets.files[resolved], file.contentType.hasPrefix("image/") {
                output += Array("url(\"\(Self.dataURL(file))\")".utf8)
            } else {
                output += css[index...close]
            }
            index = close + 1
        }
        return output
    }

    /// `file` as a `data:` URL of its media type, in base64 (no character that needs escaping in CSS).
    static func dataURL(_ file: Assets.File) -> String {
        "data:" + MediaType.essence(file.contentType) + ";base64," + Data(file.body).base64EncodedString()
    }

    /// A relative reference (`status/wifi.svg`, `../states/empty.svg`) from `folder`, as a path
    /// under `/public/`; `nil` for an absolute, fragment or scheme reference, or one above `/public/`.
    private static func resolve(_ reference: String, in folder: ArraySlice<Substring>) -> String? {
        guard !reference.isEmpty, !reference.hasPrefix("/"), !reference.hasPrefix("#"), !reference.contains(":") else { return nil }
        var segments = Array(folder)
        for segment in reference.split(separator: "/") {
            switch segment {
            case ".": continue
            case "..":
                guard !segments.isEmpty else { return nil }
                segments.removeLast()
            default: segments.append(segment)
            }
        }
        return segments.joined(separator: "/")
    }

    private func decoded(_ path: Substring) -> String? {
        try? PercentDecoding.decode(path, plusAsSpace: false)
    }
}
