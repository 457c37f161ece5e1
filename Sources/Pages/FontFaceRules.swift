import Screens

/// The `@font-face` rules of the app's fonts, added to the style sheet once when the fixtures load:
/// every page then draws a family a screen names from the app's own file, served by this server.
/// Each `url()` is relative to the style sheet (`/public/style.css`), so it holds in a static site too.
package enum FontFaceRules {
    /// One rule per face, or an empty string for none. `font-display: block`: text waits for its
    /// face (as in the app, where the font is in the bundle) rather than flashing in a fallback.
    package static func stylesheet(_ faces: [FontFace]) -> String {
        guard !faces.isEmpty else { return "" }
        let rules = faces.map { face in
            "@font-face { font-family: \"\(InlineStyle.cssEscaped(face.family))\"; "
                + "src: url(\"\(InlineStyle.cssEscaped(".." + SitePath.file(face.file, builtIn: false)))\") format(\"\(face.kind.cssFormat)\"); "
                + "font-weight: \(face.weight); font-style: \(face.italic ? "italic" : "normal"); font-display: block; }"
        }
        return "\n/* The app's fonts, from the fixtures' \"fonts\". */\n" + rules.joined(separator: "\n") + "\n"
    }
}
