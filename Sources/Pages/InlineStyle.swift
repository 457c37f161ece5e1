import HTML
import Screens
import Variants

/// A `style` attribute built from typed values only (colours, lengths, file URLs), so no text from a
/// fixture can reach CSS; the attribute itself is escaped like any other by the HTML renderer.
struct InlineStyle {
    private var declarations: [String] = []

    /// Sets a custom property to a colour as `variant`'s device draws it (one for each appearance
    /// when given).
    mutating func set(_ property: StaticString, _ color: ThemedColor?, for variant: Variant) {
        guard let color else { return }
        declarations.append("\(property):\(color.css(pad: variant.device == .ipad, highContrast: variant.contrast == .high))")
    }

    /// Sets a custom property to a length in CSS px.
    mutating func set(_ property: StaticString, px value: Double) {
        let text = value == value.rounded() ? String(Int(value)) : String(format3(value))
        declarations.append("\(property):\(text)px")
    }

    /// Sets a custom property to a text style's size as the style sheet carries it (`var(--type-body)`).
    mutating func set(_ property: StaticString, textStyle: TextStyleName) {
        declarations.append("\(property):var(--type-\(textStyle.rawValue.lowercased()))")
    }

    /// Sets a custom property to a font weight as the device draws it (heavier with Bold Text: `var(--w-600)`).
    mutating func set(_ property: StaticString, weight: Int) {
        declarations.append("\(property):var(--w-\(min(900, max(100, weight / 100 * 100))))")
    }

    /// Sets a custom property to a plain number (a line height's ratio, a weight).
    mutating func set(_ property: StaticString, number value: Double) {
        declarations.append("\(property):\(value == value.rounded() ? String(Int(value)) : String(format3(value)))")
    }

    /// Sets a custom property to a whole number.
    mutating func set(_ property: StaticString, count: Int) {
        declarations.append("\(property):\(count)")
    }

    /// Sets a custom property to a font family name, as a CSS string.
    mutating func set(_ property: StaticString, fontFamily family: String?) {
        guard let family else { return }
        declarations.append("\(property):\"\(Self.cssEscaped(family))\"")
    }

    /// Sets a custom property to the URL of a file this server serves (a path), or a static site's `data:` URL.
    mutating func set(_ property: StaticString, url path: String) {
        declarations.append("\(property):url(\"\(Self.cssEscaped(url: path))\")")
    }

    /// Sets a custom property to the files of one image at its scales, as `image-set()` (a
    /// single-scale file as a plain `url()`).
    mutating func set(_ property: StaticString, imageSet files: [(url: String, scale: Int?)]) {
        guard let first = files.first else { return }
        if files.count == 1, first.scale == nil {
            declarations.append("\(property):url(\"\(Self.cssEscaped(url: first.url))\")")
            return
        }
        let options = files.map { "url(\"\(Self.cssEscaped(url: $0.url))\") \($0.scale ?? 1)x" }.joined(separator: ",")
        declarations.append("\(property):image-set(\(options))")
    }

    /// A `style` attribute of the declarations, or none when there are none.
    var attributes: [Attribute] {
        attributeValue.map { [Attribute("style", $0)] } ?? []
    }

    /// The declarations joined, or `nil` when there are none.
    var attributeValue: String? {
        declarations.isEmpty ? nil : declarations.joined(separator: ";")
    }

    private func format3(_ value: Double) -> String {
        String((value * 1000).rounded() / 1000)
    }

    /// Escapes everything but `[A-Za-z0-9./_-]` as CSS hex escapes, safe inside a quoted string.
    static func cssEscaped(_ text: String) -> String {
        var output = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9", ".", "/", "_", "-": output.unicodeScalars.append(scalar)
            default: output += "\\" + String(scalar.value, radix: 16) + " "
            }
        }
        return output
    }

    /// A URL for a quoted CSS string: a base64 `data:` URL (a static site's inlined picture) as it
    /// is, since each of its characters is safe there; any other escaped by ``cssEscaped(_:)``.
    static func cssEscaped(url: String) -> String {
        isBase64DataURL(url) ? url : cssEscaped(url)
    }

    /// `data:TYPE;base64,DATA` with a media type of `[a-z0-9/+.-]` and base64 data, nothing else.
    private static func isBase64DataURL(_ url: String) -> Bool {
        let bytes = Array(url.utf8), opening = Array("data:".utf8), marker = Array(";base64,".utf8)
        guard bytes.starts(with: opening), let comma = bytes.firstIndex(of: UInt8(ascii: ",")),
              comma >= opening.count + marker.count - 1, Array(bytes[(comma + 1 - marker.count)...comma]) == marker else { return false }
        let type = bytes[opening.count..<(comma + 1 - marker.count)]
        let typeCharacters = Set("abcdefghijklmnopqrstuvwxyz0123456789/+.-".utf8)
        let base64Characters = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=".utf8)
        return !type.isEmpty && type.allSatisfy(typeCharacters.contains) && bytes[(comma + 1)...].allSatisfy(base64Characters.contains)
    }
}
