import Foundation
import TestSupport
import Testing

/// Every font stack the program's style sheets declare puts every Latin face before every CJK face.
/// A CJK face draws Latin punctuation full width ("O’ Brien"); on a machine without the first Latin
/// face, text in English fell through to Noto Sans CJK SC, which an earlier stack listed second.
struct FontStackTests {
    static let latinFaces = ["Noto Sans", "DejaVu Sans", "Liberation Sans"]
    static let cjkMarkers = ["CJK", "PingFang", "Hiragino", "Apple SD Gothic", "Droid Sans Fallback"]

    @Test func latinFacesComeBeforeEveryCJKFace() throws {
        var checked = 0
        for file in ["Public/style.css", "Public/review/report.css"] {
            let css = try String(contentsOfFile: Repository.root + "/" + file, encoding: .utf8)
            let latin = Self.declarations(of: "--latin-faces", in: css).first ?? ""
            // Each language's CJK faces (--cjk-faces) are CJK faces only.
            let cjkLists = Self.declarations(of: "--cjk-faces", in: css)
            for list in cjkLists {
                #expect(Self.faces(list).allSatisfy { face in Self.cjkMarkers.contains { face.contains($0) } }, "\(file): --cjk-faces: \(list)")
            }
            for stack in Self.declarations(of: "font-family", in: css) {
                // An app font, when a screen names one, comes first; without one the Latin faces do.
                let expanded = stack.replacingOccurrences(of: "var(--app-font, var(--latin-faces))", with: latin)
                for cjk in cjkLists.isEmpty ? [""] : cjkLists {
                    let faces = Self.faces(expanded.replacingOccurrences(of: "var(--latin-faces)", with: latin)
                        .replacingOccurrences(of: "var(--cjk-faces)", with: cjk))
                    guard let firstCJK = faces.firstIndex(where: { face in Self.cjkMarkers.contains { face.contains($0) } }) else { continue }
                    for name in Self.latinFaces {
                        let position = faces.firstIndex(of: name)
                        #expect(position != nil && position! < firstCJK, "\(file): \(name) must come before \(faces[firstCJK]) in \(stack)")
                    }
                    checked += 1
                }
            }
        }
        #expect(checked >= 6, "expected the root stack, the CJK languages' and the report's; found \(checked)")
    }

    /// The faces of a `font-family` value, unquoted.
    static func faces(_ stack: String) -> [String] {
        stack.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\"'")) }
    }

    /// The values of every declaration of `property` in `css`.
    static func declarations(of property: String, in css: String) -> [String] {
        css.components(separatedBy: property + ":").dropFirst().map { rest in
            String(rest.prefix { $0 != ";" && $0 != "}" }).trimmingCharacters(in: .whitespacesAndNewlines)
        }
    }
}
