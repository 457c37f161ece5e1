/// An SVG file's size in points, as UIKit draws an SVG image: its root element's `width` and
/// `height` (unitless or `px`), else its `viewBox`'s. Only the root element's start tag is read,
/// from the first 64 KiB, with no XML library: no entity, no external reference, nothing fetched.
package enum SVGSize {
    /// How far into the file the root element's start tag may end.
    static let readLimit = 64 << 10

    /// The size `bytes` declare, or `nil` when they declare none this reader can use (no `svg`
    /// root, percentages or font units without a `viewBox`, a zero or negative size).
    package static func points(of bytes: [UInt8]) -> ImageRenditions.Size? {
        guard let attributes = rootAttributes(Array(bytes.prefix(readLimit))) else { return nil }
        let box = attributes["viewBox"].flatMap(viewBox)
        var width = attributes["width"].flatMap(length)
        var height = attributes["height"].flatMap(length)
        // One side given: the other follows the viewBox's proportions, as a browser's would.
        if let box, width == nil, let height { width = height * box.width / box.height }
        if let box, height == nil, let width { height = width * box.height / box.width }
        if let width, let height { return ImageRenditions.Size(width: width, height: height) }
        return box
    }

    /// A length in points: a positive number, unitless or in `px`; `nil` for other units.
    static func length(_ value: String) -> Double? {
        var text = value.drop { $0.isWhitespace }
        while text.last?.isWhitespace == true { text = text.dropLast() }
        if text.hasSuffix("px") { text = text.dropLast(2) }
        guard let number = Double(text), number.isFinite, number > 0 else { return nil }
        return number
    }

    /// A `viewBox`'s width and height (`min-x min-y width height`, separated by spaces or commas).
    static func viewBox(_ value: String) -> ImageRenditions.Size? {
        let parts = value.split { $0 == " " || $0 == "," || $0 == "\t" || $0 == "\n" || $0 == "\r" }.compactMap { Double($0) }
        guard parts.count == 4, parts[2].isFinite, parts[3].isFinite, parts[2] > 0, parts[3] > 0 else { return nil }
        return ImageRenditions.Size(width: parts[2], height: parts[3])
    }

    /// The attributes of the first element, when it is `svg`, skipping the XML declaration,
    /// processing instructions, comments and a doctype before it.
    static func rootAttributes(_ bytes: [UInt8]) -> [String: String]? {
        var index = 0
        func at(_ text: String) -> Bool {
            let pattern = Array(text.utf8)
            return bytes.count >= index + pattern.count && bytes[index..<index + pattern.count].elementsEqual(pattern)
        }
        func skip(past text: String) -> Bool {
            while index < bytes.count, !at(text) { index += 1 }
            index += text.utf8.count
            return index <= bytes.count
        }
        func skipSpace() { while index < bytes.count, isSpace(bytes[index]) { index += 1 } }
        while true {
            while index < bytes.count, bytes[index] != UInt8(ascii: "<") { index += 1 }
            guard index < bytes.count else { return nil }
            if at("<!--") {
                guard skip(past: "-->") else { return nil }
            } else if at("<?") || at("<!") {
                guard skip(past: ">") else { return nil }
            } else {
                break
            }
        }
        guard at("<svg"), index + 4 < bytes.count, isSpace(bytes[index + 4]) || bytes[index + 4] == UInt8(ascii: ">")
            || bytes[index + 4] == UInt8(ascii: "/") else { return nil }
        index += 4
        var attributes: [String: String] = [:]
        while true {
            skipSpace()
            guard index < bytes.count else { return nil }
            if bytes[index] == UInt8(ascii: ">") || bytes[index] == UInt8(ascii: "/") { return attributes }
            let keyStart = index
            while index < bytes.count, !isSpace(bytes[index]), bytes[index] != UInt8(ascii: "="), bytes[index] != UInt8(ascii: ">") { index += 1 }
            let key = String(decoding: bytes[keyStart..<index], as: UTF8.self)
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else { return nil }
            index += 1
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else { return nil }
            let quote = bytes[index]
            index += 1
            let valueStart = index
            while index < bytes.count, bytes[index] != quote { index += 1 }
            guard index < bytes.count else { return nil }
            attributes[key] = String(decoding: bytes[valueStart..<index], as: UTF8.self)
            index += 1
        }
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}
