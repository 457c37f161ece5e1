import JSON
import Screens
import Strings

/// Reads a list's sections and rows, from a fixtures file (or the rows sent to the API) or from the
/// state the server saved: one decoder, so the two cannot drift apart. What differs between them is
/// named here — ``ids``, ``images``, ``titlesAlone`` — and nowhere else.
package struct ListDecoder {
    /// Where a row's id comes from.
    enum IDs {
        /// Not from the JSON (an `id` key is refused): rows are numbered once the list is whole.
        case numberedLater
        /// A required whole number: saved rows keep theirs, so a delete names the row that was on screen.
        case required
    }

    /// What a row's `image` string is.
    enum Images {
        /// A name, resolved to a built-in or user's file; one naming no image is a problem.
        case names(ImageResolver)
        /// A reference resolved before it was saved (`/public/…`, `/assets/…`).
        case stored
    }

    /// Where rows' ids come from; it also decides whether `id` is an allowed key.
    let ids: IDs
    /// What image strings are.
    let images: Images
    /// Whether a row may be its title alone, a bare string (`"rows": ["Milk", "Eggs"]`).
    let titlesAlone: Bool
    /// The app's strings, for texts given by key (`--strings`); saved state holds texts, not keys.
    let strings: AppStrings?

    /// Rows as people write them, in a fixtures file or to the API: no ids, images by name, bare titles allowed.
    static func fixtures(images: ImageResolver, strings: AppStrings?) -> ListDecoder {
        ListDecoder(ids: .numberedLater, images: .names(images), titlesAlone: true, strings: strings)
    }

    /// Rows as the state file and its journal hold them: objects with their ids, images already resolved.
    package static var savedState: ListDecoder {
        ListDecoder(ids: .required, images: .stored, titlesAlone: false, strings: nil)
    }

    /// The sections of an array at `path`; one that cannot be read is left out, its problems noted.
    package func sections(_ elements: [JSONValue], at path: String, reader: inout JSONReader) -> [ListSection] {
        elements.enumerated().compactMap { index, element in section(element, at: JSONPath.index(path, index), reader: &reader) }
    }

    /// One section. Its header and footer are checked even when its rows cannot be read, so a
    /// fixtures file is reported whole; such a section is left out.
    package func section(_ value: JSONValue, at path: String, reader: inout JSONReader) -> ListSection? {
        guard let fields = reader.object(value, at: path, allowed: FixtureFormat.sectionKeys, required: ["rows"]) else { return nil }
        let rows = fields["rows"].flatMap { reader.array($0, at: path + ".rows") }.map { self.rows($0, at: path + ".rows", reader: &reader) }
        let header = fields["header"].flatMap { reader.localized($0, at: path + ".header", strings: strings) }
        let footer = fields["footer"].flatMap { reader.localized($0, at: path + ".footer", strings: strings) }
        return rows.map { ListSection(header: header, footer: footer, rows: $0) }
    }

    /// The rows of an array at `path`; one that cannot be read is left out, its problems noted.
    func rows(_ elements: [JSONValue], at path: String, reader: inout JSONReader) -> [Row] {
        var rows: [Row] = []
        rows.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            if let row = row(element, at: JSONPath.index(path, index), reader: &reader) { rows.append(row) }
        }
        return rows
    }

    /// An image string (see ``Images``).
    func image(_ value: JSONValue, at path: @autoclosure () -> String, reader: inout JSONReader) -> ImageReference? {
        guard let text = reader.string(value, at: path()) else { return nil }
        switch images {
        case .stored:
            return ImageReference(stored: text)
        case let .names(resolver):
            switch resolver.resolve(text) {
            case let .success(image):
                return image
            case let .failure(problem):
                reader.fail(path(), problem.reason(value.summary))
                return nil
            }
        }
    }

    /// A row's or a placeholder's picture: `image` (a file, a built-in picture, a catalog's image
    /// set) or `systemImage` (an SF Symbol, as SwiftUI names it), one of the two.
    func picture(_ fields: JSONFields, at path: @autoclosure () -> String, reader: inout JSONReader) -> ImageReference? {
        if let value = fields["systemImage"] {
            if fields["image"] != nil {
                reader.fail(path() + ".systemImage", "give the picture once: \"systemImage\" (an SF Symbol) or \"image\" (a file or an image set), not both")
                return nil
            }
            return reader.systemImage(value, at: path() + ".systemImage")
        }
        return fields["image"].flatMap { image($0, at: path() + ".image", reader: &reader) }
    }

    private func row(_ value: JSONValue, at path: @autoclosure () -> String, reader: inout JSONReader) -> Row? {
        if titlesAlone {
            switch value {
            case let .string(title):
                return Row(title: LocalizedText(verbatim: title))
            case .object:
                break
            default:
                reader.fail(path(), "expected a string or an object with a title, got \(value.summary)")
                return nil
            }
        }
        // An unreadable id or title leaves the row out; the rest of it is checked only once both are read.
        guard let fields = reader.object(value, at: path(), allowed: rowKeys, required: requiredRowKeys) else { return nil }
        let idValue = fields["id"]
        guard let id = id(idValue, at: path() + ".id", reader: &reader),
              let title = fields["title"].flatMap({ reader.localized($0, at: path() + ".title", strings: strings) }) else { return nil }
        // Read in the order problems are reported: detail, image, value, accessory.
        let detailValue = fields["detail"], trailingValue = fields["value"]
        let imageValue = fields["image"] ?? fields["systemImage"]
        let detail = detailValue.flatMap { reader.localized($0, at: path() + ".detail", strings: strings) }
        let picture = imageValue == nil ? nil : self.picture(fields, at: path(), reader: &reader)
        let trailing = trailingValue.flatMap { reader.localized($0, at: path() + ".value", strings: strings) }
        let accessory = reader.rowAccessory(fields, at: path())
        // The keys read so far; any other is one of the VoiceOver keys (the allowed keys were checked),
        // looked for only then: nearly every row has none, and 100,000 rows should not pay three
        // more scans each (they cost 11% more instructions to check such a file).
        var read = 1 + (idValue == nil ? 0 : 1) + (detailValue == nil ? 0 : 1) + (imageValue == nil ? 0 : 1)
            + (trailingValue == nil ? 0 : 1) + (accessory == nil ? 0 : 1)
        if case .toggle? = accessory, fields["on"] != nil { read += 1 }
        return Row(id: id, title: title, detail: detail, image: picture, value: trailing, accessory: accessory,
                   accessibility: fields.count > read ? accessibility(fields, at: path(), reader: &reader) : nil)
    }

    /// The row's VoiceOver texts: `accessibilityLabel`, `accessibilityHint`, `accessibilityHidden`.
    private func accessibility(_ fields: JSONFields, at path: @autoclosure () -> String, reader: inout JSONReader) -> AccessibilityText? {
        AccessibilityText.make(
            label: fields["accessibilityLabel"].flatMap { reader.localized($0, at: path() + ".accessibilityLabel", strings: strings) },
            hint: fields["accessibilityHint"].flatMap { reader.localized($0, at: path() + ".accessibilityHint", strings: strings) },
            hidden: fields["accessibilityHidden"].flatMap { reader.bool($0, at: path() + ".accessibilityHidden") } ?? false)
    }

    /// A row's id: 0 until the list is numbered, or the saved one (a missing one is already noted).
    private func id(_ value: JSONValue?, at path: @autoclosure () -> String, reader: inout JSONReader) -> Int? {
        switch ids {
        case .numberedLater: 0
        case .required: value.flatMap { reader.integer($0, at: path(), in: 0...Int.max) }
        }
    }

    private var rowKeys: [String] {
        switch ids {
        case .numberedLater: FixtureFormat.rowKeys
        case .required: ["id"] + FixtureFormat.rowKeys
        }
    }

    private var requiredRowKeys: [String] {
        switch ids {
        case .numberedLater: ["title"]
        case .required: ["id", "title"]
        }
    }
}
