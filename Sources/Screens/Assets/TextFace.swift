import FileSystem
import HTTP

/// The file the style sheet's "ListPreview Text" face (Inter set to SF Pro's widths and line: see
/// `Public/style.css`) is served from, where the system has it: `/public/text-face.ttf`.
///
/// Finding Inter by name is not enough: Debian 12's `fonts-inter-variable` gives the full name and
/// PostScript name `Inter` to three files, the upright, the italic and one holding both, and each
/// engine picks its own — Firefox took the italic. Named by its file, the face is the upright one in
/// every engine, and a static site carries it.
public enum TextFace {
    /// The name under `/public/`.
    public static let fileName = "text-face.ttf"

    /// Where the upright Inter is: Debian 12's `fonts-inter-variable` (Inter 4.0 beta, whose names
    /// collide). Inter 4's releases name their variable fonts apart ("Inter Variable", "Inter
    /// Variable Italic"), so the style sheet's `local()` names find the upright one there.
    static let candidates = [
        "/usr/share/fonts/truetype/inter-vf/Inter-roman.var.ttf",
    ]

    /// The first of `candidates` that can be read, or `nil`.
    static func find(in candidates: [String] = candidates) -> [UInt8]? {
        for path in candidates {
            if let body = try? FileReader.read(path, limit: Assets.largestFile) { return body }
        }
        return nil
    }

    /// What the face's `src` starts with when the file is served: the file, before the `local()`
    /// names the style sheet lists for a system without it.
    static let servedSource = #"url("\#(fileName)") format("truetype"), "#

    /// `css` with ``servedSource`` put first in the "ListPreview Text" face's `src` (the declaration
    /// right after its `font-family`, as `Public/style.css` writes it), or `css` as it is when it has
    /// no such face (a style sheet of one's own).
    static func servingTheFile(_ css: [UInt8]) -> [UInt8] {
        guard let family = css.firstRange(of: Array(#"font-family: "ListPreview Text";"#.utf8)),
              let src = css[family.upperBound...].firstRange(of: Array("src: ".utf8)),
              css[family.upperBound..<src.lowerBound].allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\n") })
        else { return css }
        return Array(css[..<src.upperBound]) + Array(servedSource.utf8) + Array(css[src.upperBound...])
    }
}
