import JSON

/// Reads a colour set's `Contents.json`, noting every problem with its JSON path. Keys Xcode may
/// add that change nothing here (`info`, `locale`, `subtype`…) are read past. An entry with no
/// `color` is one Xcode's editor left unassigned (its template `AccentColor` has only such an
/// entry): skipped, as the built app has no colour for it.
struct ColorSetReader {
    var reader = JSONReader()
    /// The other platforms' idioms (`mac`, `watch`…) whose entries have a colour, in file order.
    private(set) var otherIdioms: [String] = []

    mutating func colorSet(_ document: JSONValue) -> ColorSet? {
        guard let fields = reader.members(document, at: "", expected: "an object with “colors”") else { return nil }
        guard let colors = reader.required("colors", in: fields, at: ""), let list = reader.array(colors, at: "colors") else { return nil }
        var entries: [ColorSet.Entry] = []
        for (index, value) in list.enumerated() {
            if let entry = entry(value, at: JSONPath.index("colors", index)) { entries.append(entry) }
        }
        return ColorSet(entries: entries)
    }

    private mutating func entry(_ value: JSONValue, at path: String) -> ColorSet.Entry? {
        guard let fields = reader.members(value, at: path) else { return nil }
        var traits = CatalogTraits(reader: reader)
        let idiom = traits.idiom(fields, at: path)
        let appearances = traits.appearances(fields, at: path)
        reader = traits.reader
        let wideGamut = fields["display-gamut"].flatMap { reader.string($0, at: JSONPath.member(path, "display-gamut")) } == "display-P3"
        guard let colorValue = fields["color"], let color = color(colorValue, at: JSONPath.member(path, "color")) else { return nil }
        if idiom == nil, case let .string(other)? = fields["idiom"], !otherIdioms.contains(other) { otherIdioms.append(other) }
        guard let idiom, let appearances else { return nil } // another platform's entry, or a problem already noted
        return ColorSet.Entry(idiom: idiom, luminosity: appearances.luminosity, highContrast: appearances.highContrast,
                              wideGamut: wideGamut, color: color)
    }

    private mutating func color(_ value: JSONValue, at path: String) -> CatalogColor? {
        guard let fields = reader.members(value, at: path) else { return nil }
        if let reference = fields["reference"] {
            guard let name = reader.string(reference, at: JSONPath.member(path, "reference")) else { return nil }
            // Xcode writes the selector: systemBlueColor, labelColor, secondarySystemBackgroundColor.
            return .system(name.hasSuffix("Color") ? String(name.dropLast("Color".count)) : name)
        }
        guard let spaceValue = reader.required("color-space", in: fields, at: path),
              let space = reader.choice(spaceValue, at: JSONPath.member(path, "color-space"), as: ColorSpace.self),
              let componentsValue = reader.required("components", in: fields, at: path),
              let components = reader.members(componentsValue, at: JSONPath.member(path, "components")) else { return nil }
        let componentsPath = JSONPath.member(path, "components")
        let names = space.isGray ? ["white", "alpha"] : ["red", "green", "blue", "alpha"]
        var values: [Double] = []
        for name in names {
            guard let raw = reader.required(name, in: components, at: componentsPath) else { continue }
            if let number = component(raw, at: JSONPath.member(componentsPath, name), extended: space.rawValue.hasPrefix("extended"), alpha: name == "alpha") {
                values.append(number)
            }
        }
        guard values.count == names.count else { return nil }
        return space.isGray
            ? .components(space: space, red: values[0], green: values[0], blue: values[0], alpha: values[1])
            : .components(space: space, red: values[0], green: values[1], blue: values[2], alpha: values[3])
    }

    /// A component as Xcode writes one, by the colour editor's input method: a float (`"0.345"`,
    /// from 0 to 1, or beyond in an extended space), an 8-bit integer (`"88"`, 0 to 255) or hex
    /// (`"0x58"`). Xcode writes alpha as a float always, so a whole-number alpha (`"1"`) is read as
    /// one too; a JSON number is read as the string of it would be.
    private mutating func component(_ value: JSONValue, at path: String, extended: Bool, alpha: Bool) -> Double? {
        let text: String
        switch value {
        case let .string(string): text = string.trimmingCharacters(in: " ")
        case let .number(number): text = number == number.rounded() && abs(number) < 1e6 ? String(Int(number)) : String(number)
        default:
            reader.fail(path, "expected a component such as \"0.345\", \"88\" or \"0x58\", got \(value.summary)")
            return nil
        }
        let lower = text.lowercased()
        if lower.hasPrefix("0x") {
            guard let byte = UInt8(lower.dropFirst(2), radix: 16) else {
                reader.fail(path, "expected a hex component from 0x00 to 0xFF, got \(value.summary)")
                return nil
            }
            return Double(byte) / 255
        }
        if !alpha, !text.isEmpty, text.allSatisfy({ $0.isASCII && $0.isNumber }) {
            guard let byte = Int(text), byte <= 255 else {
                reader.fail(path, "expected an 8-bit component from 0 to 255, got \(value.summary)")
                return nil
            }
            return Double(byte) / 255
        }
        guard let number = Double(text), number.isFinite else {
            reader.fail(path, "expected a component such as \"0.345\", \"88\" or \"0x58\", got \(value.summary)")
            return nil
        }
        guard (extended && !alpha) || (0...1).contains(number) else {
            reader.fail(path, "expected a component from 0 to 1\(alpha ? "" : " (only an extended colour space goes beyond)"), got \(value.summary)")
            return nil
        }
        return number
    }
}

extension String {
    /// The string without leading and trailing `character`s (FoundationEssentials has no trimming).
    func trimmingCharacters(in character: Character) -> String {
        String(drop { $0 == character }.reversed().drop { $0 == character }.reversed())
    }
}
