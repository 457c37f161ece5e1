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
                #expect(faces.dropLast().suffix(2) == ["Apple Color Emoji", "Noto Color Emoji"], "\(file): \(stack)")
                #expect(["sans-serif", "monospace"].contains(faces.last), "\(file): \(stack) ends in a generic family")
                checked += 1
            }
        }
        #expect(checked >= 4, "expected the root stack, the CJK languages', the app fonts' places and the report's; found \(checked)")
    }
}
