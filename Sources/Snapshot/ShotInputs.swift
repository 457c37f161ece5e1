import Digest
import HTTP
import ListPreview

/// What a screenshot is made from, hashed: the page's bytes as served, every file it loads (its
/// style sheet, script, pictures, and what the style sheet loads in turn), the engine and its
/// version, the fonts it may draw with, and the size and scale of the shot. A shot whose hash
/// equals its baseline's would be the same picture, so it is not taken again.
struct ShotInputs {
    /// The engine's name and version (`Chromium 156.0.8078.114`).
    let engine: String
    /// The digest of the machine's fonts (``Browser/SystemFonts/inventory()``), taken once a run.
    let fonts: String
    /// The app the pages come from.
    let app: App
    /// How shots are taken, as far as it changes their pixels: raised when it does, so that no
    /// baseline made the old way is reused as if it were the new one. 2: WebKit paints with Skia
    /// on the processor (``Browser`` sets `WEBKIT_SKIA_ENABLE_CPU_RENDERING`).
    static let captureVersion = 2

    /// The inputs every shot of `engine` shares: the engine and the fonts.
    init(engine: String, fonts: String, app: App) {
        self.engine = engine
        self.fonts = SHA256.hex(Array(fonts.utf8))
        self.app = app
    }

    /// The hash of `shot`'s inputs, given its page's bytes, in hexadecimal; `digests` keeps each
    /// file's digest for the next shot, which loads the same style sheet.
    func hash(of shot: Shot, page: [UInt8], digests: inout [String: String]) -> String {
        var hash = SHA256()
        hash.update("listpreview shot inputs \(Self.captureVersion)\n")
        hash.update("engine \(engine)\nfonts \(fonts)\n")
        let size = shot.pixelSize
        hash.update("shot \(shot.path) \(size.width)x\(size.height)@\(shot.scale)\n")
        hash.update("page \(page.count)\n")
        hash.update(page)
        var seen: Set<String> = []
        var pending = Self.references(in: page)
        while let path = pending.popLast() {
            guard seen.insert(path).inserted else { continue }
            if let digest = digests[path] {
                hash.update("file \(path) \(digest)\n")
                if path.hasSuffix(".css"), let nested = digests["references " + path] { pending += nested.split(separator: " ").map(String.init) }
                continue
            }
            let answer = app.respond(to: Request(method: .get, target: path))
            let digest = "\(answer.status.code) " + SHA256.hex(answer.body)
            digests[path] = digest
            hash.update("file \(path) \(digest)\n")
            if path.hasSuffix(".css") {
                let nested = Self.references(in: answer.body) + Self.relativeReferences(in: answer.body, from: path)
                digests["references " + path] = nested.joined(separator: " ")
                pending += nested
            }
        }
        return hash.hexDigest()
    }

    /// The files a style sheet at `path` names by relative `url(…)`s (`status/wifi.svg` in
    /// `/public/style.css`), as paths from the root: `/public/status/wifi.svg`.
    static func relativeReferences(in css: [UInt8], from path: String) -> [String] {
        let directory = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
        let opening = Array("url(".utf8)
        var found: [String] = []
        var index = 0
        while index < css.count {
            guard css[index...].starts(with: opening) else {
                index += 1
                continue
            }
            var start = index + opening.count
            while start < css.count, css[start] == UInt8(ascii: "\"") || css[start] == UInt8(ascii: "'") { start += 1 }
            var end = start
            while end < css.count, css[end] != UInt8(ascii: "\""), css[end] != UInt8(ascii: "'"), css[end] != UInt8(ascii: ")") { end += 1 }
            let reference = String(decoding: css[start..<end], as: UTF8.self)
            index = end
            guard !reference.isEmpty, !reference.hasPrefix("/"), !reference.hasPrefix("#"), !reference.contains(":") else { continue }
            var segments = Array(directory)
            for segment in reference.split(separator: "/") {
                if segment == ".." { segments = segments.count > 1 ? Array(segments.dropLast()) : segments } else if segment != "." { segments.append(segment) }
            }
            let resolved = segments.joined(separator: "/")
            if !found.contains(resolved) { found.append(resolved) }
        }
        return found.reversed()
    }

    /// The paths under `/public/` and `/assets/` that `bytes` (a page or a style sheet) names, in
    /// the order they first appear: in `src`, `href`, `url(…)`, quoted or not.
    static func references(in bytes: [UInt8]) -> [String] {
        let prefixes = [Array("/public/".utf8), Array("/assets/".utf8)]
        let ends: Set<UInt8> = Set("\"'() \n\t&?#<>,;".utf8)
        var found: [String] = []
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "/"),
                  let prefix = prefixes.first(where: { bytes[index...].starts(with: $0) }) else {
                index += 1
                continue
            }
            var end = index + prefix.count
            while end < bytes.count, !ends.contains(bytes[end]) { end += 1 }
            let path = String(decoding: bytes[index..<end], as: UTF8.self)
            if !found.contains(path) { found.append(path) }
            index = end
        }
        return found.reversed()
    }
}
