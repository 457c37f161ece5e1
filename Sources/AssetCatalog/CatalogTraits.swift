import JSON

/// The traits a catalog entry (a colour or an image) is for: its idiom and its appearances. Read
/// alike for colour sets and image sets.
struct CatalogTraits {
    var reader: JSONReader

    /// The idiom, or `nil` when it is another platform's (`mac`, `tv`, `watch`, `car`, `vision`…)
    /// and so skipped, or missing (a problem).
    mutating func idiom(_ fields: JSONFields, at path: String) -> Idiom? {
        guard let value = reader.required("idiom", in: fields, at: path),
              let text = reader.string(value, at: JSONPath.member(path, "idiom")) else { return nil }
        return Idiom(rawValue: text)
    }

    /// The entry's `luminosity` and `contrast` appearances; `nil` when one cannot be read, or the
    /// entry is for an appearance no preview shows.
    mutating func appearances(_ fields: JSONFields, at path: String) -> (luminosity: Luminosity?, highContrast: Bool)? {
        guard let value = fields["appearances"] else { return (nil, false) }
        let listPath = JSONPath.member(path, "appearances")
        guard let list = reader.array(value, at: listPath) else { return nil }
        var luminosity: Luminosity?
        var highContrast = false
        for (index, item) in list.enumerated() {
            let itemPath = JSONPath.index(listPath, index)
            guard let members = reader.object(item, at: itemPath, allowed: ["appearance", "value"], required: ["appearance", "value"]),
                  let kind = members["appearance"].flatMap({ reader.string($0, at: JSONPath.member(itemPath, "appearance")) }),
                  let text = members["value"].flatMap({ reader.string($0, at: JSONPath.member(itemPath, "value")) }) else { return nil }
            switch kind {
            case "luminosity":
                guard let parsed = Luminosity(rawValue: text) else {
                    reader.fail(JSONPath.member(itemPath, "value"), "expected \"light\" or \"dark\" for a luminosity appearance, got \(JSONPath.quoted(text))")
                    return nil
                }
                luminosity = parsed
            case "contrast":
                guard text == "high" else {
                    reader.fail(JSONPath.member(itemPath, "value"), "expected \"high\" for a contrast appearance, got \(JSONPath.quoted(text))")
                    return nil
                }
                highContrast = true
            default:
                return nil // another kind of appearance (e.g. vibrancy on macOS): not an iOS entry
            }
        }
        return (luminosity, highContrast)
    }
}
