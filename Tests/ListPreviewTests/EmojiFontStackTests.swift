import Foundation
import TestSupport
import Testing

/// Every font stack of the program's style sheets ends in the colour emoji faces, after every text
/// face: 📱 😎 🔥 in a placeholder were missing-glyph boxes where no face of the stack had them.
struct EmojiFontStackTests {
    @Test func everyStackEndsInTheEmojiFaces() throws {
        var checked = 0
        for file in ["Public/style.css", "Public/review/report.css"] {
            let css = try String(contentsOfFile: Repository.root + "/" + file, encoding: .utf8)
            let emoji = FontStackTests.declarations(of: "--emoji-faces", in: css).first ?? ""
            for stack in FontStackTests.declarations(of: "font-family", in: css) where stack.contains(",") {
                let faces = FontStackTests.faces(stack.replacingOccurrences(of: "var(--emoji-faces)", with: emoji))
                // The page's stacks start with the emoji-presentation face (below); the report's need not.
                if file == "Public/style.css" { #expect(faces.first == "ListPreview Emoji", "\(file): \(stack)") }
                #expect(faces.dropLast().suffix(2) == ["Apple Color Emoji", "Noto Color Emoji"], "\(file): \(stack)")
                #expect(["sans-serif", "monospace"].contains(faces.last), "\(file): \(stack) ends in a generic family")
                checked += 1
            }
        }
        #expect(checked >= 4, "expected the root stack, the CJK languages', the app fonts' places and the report's; found \(checked)")
    }

    /// The face that draws emoji in colour before any text face covers exactly the characters
    /// Unicode presents as emoji by default (Emoji_Presentation), no text-default one (©, ↔, digits).
    @Test func theEmojiFaceCoversTheEmojiPresentationCharacters() throws {
        let css = try String(contentsOfFile: Repository.root + "/Public/style.css", encoding: .utf8)
        let rule = try #require(css.components(separatedBy: "@font-face {").dropFirst().first { $0.contains("\"ListPreview Emoji\"") })
        let declared = try #require(FontStackTests.declarations(of: "unicode-range", in: rule).first)
            .split(separator: ",").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
        var expected: [String] = []
        var start: UInt32?, end: UInt32 = 0
        func close() {
            guard let first = start else { return }
            let hex = { (value: UInt32) in String(value, radix: 16, uppercase: true) }
            expected.append(first == end ? "U+" + hex(first) : "U+" + hex(first) + "-" + hex(end))
        }
        for value in UInt32(0x20)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value), scalar.properties.isEmojiPresentation else { continue }
            if start != nil, end + 1 == value { end = value } else { close(); start = value; end = value }
        }
        close()
        #expect(declared == expected)
    }
}
