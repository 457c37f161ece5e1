import JSON

/// A `.strings` file: one table's keys and values in one language, in file order.
///
/// A key given twice keeps its first place and its last value, as Core Foundation reads it, and
/// gets a note.
public struct StringsFile: Equatable, Sendable {
    /// One `"key" = "value";` pair.
    public struct Entry: Equatable, Sendable {
        /// The key.
        public var key: String
        /// The value, escapes decoded.
        public var value: String
        /// The comments just before the pair, without `/* */` or `//`, joined by newlines.
        public var comment: String?
        /// The 1-based line of the key; `nil` in a property list, read without lines.
        public var line: Int?
    }

    /// The file it was read from.
    public var file: String
    /// The table: the file's base name (`Localizable`, `InfoPlist`).
    public var table: String
    /// The language, from the enclosing `.lproj` folder (`de`, `pt-BR`, `Base`), normalized;
    /// `nil` when the file is not in one and none was given.
    public var language: String?
    /// Every key, in file order.
    public var entries: [Entry]
    /// Keys given more than once.
    public var notes: [StringsNote]

    /// Reads the file at `path`; the language is `language`, else the enclosing `.lproj`
    /// folder's name.
    public static func load(file path: String, language: String? = nil) throws(StringsError) -> StringsFile {
        try decode(FileAccess.read(path), file: path, language: language)
    }

    /// Decodes the text format in UTF-8 or UTF-16, or an XML or binary property list of strings
    /// (as Foundation reads both); `file` names them in errors and gives the table name and,
    /// unless `language` is given, the language (`…/de.lproj/Localizable.strings`).
    public static func decode(_ bytes: [UInt8], file: String, language: String? = nil) throws(StringsError) -> StringsFile {
        let language = (language ?? lprojLanguage(of: file)).map(LanguageTag.canonicalSpelling(of:))
        if bytes.starts(with: Array("bplist".utf8)) { return try propertyList(bytes, file: file, language: language) }
        let scalars = try TextDecoding.scalars(bytes, file: file)
        if scalars.first(where: { !$0.properties.isWhitespace }) == "<" { return try propertyList(bytes, file: file, language: language) }
        var entries: [Entry] = []
        var positions: [String: Int] = [:]
        var notes: [StringsNote] = []
        for pair in try StringsFileParser.parse(scalars, file: file) {
            if let position = positions[pair.key] {
                notes.append(StringsNote(file: file, location: "line \(pair.line)", key: pair.key, language: language,
                                         message: "the key \(JSONPath.quoted(pair.key)) was already given on line \(entries[position].line ?? 0); this later value is used"))
                entries[position].value = pair.value
                entries[position].comment = pair.comment ?? entries[position].comment
            } else {
                positions[pair.key] = entries.count
                entries.append(Entry(key: pair.key, value: pair.value, comment: pair.comment, line: pair.line))
            }
        }
        return StringsFile(file: file, table: FileAccess.baseName(file), language: language, entries: entries, notes: notes)
    }

    /// A property list `.strings` (Xcode writes `InfoPlist.strings` so): its keys sorted, as a
    /// dictionary has no order; a value that is not a string is noted and left out.
    private static func propertyList(_ bytes: [UInt8], file: String, language: String?) throws(StringsError) -> StringsFile {
        var entries: [Entry] = []
        var notes: [StringsNote] = []
        for (key, value) in try PropertyList.dictionary(bytes, file: file).sorted(by: { $0.key < $1.key }) {
            guard case let .string(text) = value else {
                notes.append(StringsNote(file: file, location: JSONPath.member("", key), key: key, language: language,
                                         message: "expected a string, got \(value.kind); the key is left out"))
                continue
            }
            entries.append(Entry(key: key, value: text, comment: nil, line: nil))
        }
        return StringsFile(file: file, table: FileAccess.baseName(file), language: language, entries: entries, notes: notes)
    }

    /// The value of `key`, or `nil` when the file does not have it.
    public func value(for key: String) -> String? {
        entries.first { $0.key == key }?.value
    }

    /// The language named by the `.lproj` folder holding `path` (`de.lproj` → `de`), or `nil`.
    public static func lprojLanguage(of path: String) -> String? {
        let folder = FileAccess.lastComponent(FileAccess.parent(path))
        guard FileAccess.pathExtension(folder) == "lproj" else { return nil }
        return LanguageTag.canonicalSpelling(of: FileAccess.baseName(folder))
    }
}
