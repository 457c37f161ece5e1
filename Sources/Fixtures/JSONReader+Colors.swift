import JSON
import Screens
import Spelling

/// Reading a colour: hex, one per appearance, a colour set of the app's asset catalogs or one of
/// UIKit's colours by name.
extension JSONReader {
    /// A colour in hex notation, or one per appearance: `{"light": "#f2f2f7", "dark": "#1c1c1e"}`.
    /// A hex colour alone is kept for both appearances, with a warning: in dark appearance it is
    /// most likely a light slab or dark text on black, as an iOS colour without a dark variant is.
    package mutating func color(_ value: JSONValue, at path: @autoclosure () -> String, catalog: CatalogLibrary? = nil) -> ThemedColor? {
        if case .object = value {
            guard let fields = object(value, at: path(), allowed: ["light", "dark"], required: ["light", "dark"]),
                  let light = fields["light"].flatMap({ hexColor($0, at: JSONPath.member(path(), "light")) }),
                  let dark = fields["dark"].flatMap({ hexColor($0, at: JSONPath.member(path(), "dark")) }) else { return nil }
            return ThemedColor(light, dark: dark)
        }
        // The catalogs' colour sets, then UIKit's colours by name (`systemRed`, `lightGray@0.6`):
        // they carry both appearances.
        if case let .string(text) = value, !text.hasPrefix("#") {
            if let color = catalog?.colors[text] { return color.named(.catalog(text)) }
            // A colour set the app has but that cannot be drawn: said where the fixture names it.
            if let why = catalog?.unusableColors[text] {
                fail(path(), "\(value.summary) is a colour set of the asset catalogs that cannot be drawn: \(why)")
                return nil
            }
            switch NamedColor.resolve(text) {
            case let .success(color):
                return color
            case .failure(.badAlpha):
                fail(path(), "expected an alpha from 0 to 1 after “@”, as in \"lightGray@0.6\", got \(value.summary)")
            case let .failure(.unknown(suggestion)):
                if let catalog, !catalog.colors.isEmpty {
                    let nearest = Spelling.nearestName(to: text, in: catalog.colors.keys.sorted()) ?? suggestion
                    fail(path(), "\(value.summary) is neither a colour set of the asset catalogs nor a UIKit colour name"
                        + (nearest.map { "; did you mean \"\($0)\"?" } ?? "") + " (the catalogs' colours: \(CatalogLibrary.listing(catalog.colors.keys)))")
                } else {
                    fail(path(), "\(value.summary) is not a UIKit colour name" + (suggestion.map { "; did you mean \"\($0)\"?" } ?? "")
                        + " (names: systemRed, label, secondarySystemBackground, lightGray…; or \"#f2f2f7\")")
                }
            }
            return nil
        }
        guard let color = hexColor(value, at: path()) else { return nil }
        warn(path(), "\(value.summary) has no dark variant; give {\"light\": \(value.summary), \"dark\": \"…\"}")
        return ThemedColor(color)
    }

    private mutating func hexColor(_ value: JSONValue, at path: @autoclosure () -> String) -> Color? {
        guard case let .string(text) = value, let color = Color(hex: text) else {
            fail(path(), "expected a colour like \"#f2f2f7\" or \"#f2f2f7cc\" (or {\"light\": …, \"dark\": …}), got \(value.summary)")
            return nil
        }
        return color
    }
}
