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
        /// The 1-based line of the key.
        public var line: Int
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

    /// Decodes UTF-8 or UTF-16 bytes; `file` names them in errors and gives the table name and,
    /// unless `language` is given, the language (`…/de.lproj/Localizable.strings`).
    public static func decode(_ bytes: [UInt8], file: String, language: String? = nil) throws(StringsError) -> StringsFile {
        if bytes.starts(with: Array("bplist".utf8)) {
            throw .unsupported(file: file, reason: "this is a compiled (binary) property list, as inside a built app; give the source .strings file")
        }
        let scalars = try TextDecoding.scalars(bytes, file: file)
        if scalars.starts(with: "<?xml".unicodeScalars) || scalars.starts(with: "<plist".unicodeScalars) {
            throw .unsupported(file: file, reason: "this is an XML property list; only the text format (\"key\" = \"value\";) is read")
        }
        var entries: [Entry] = []
        var positions: [String: Int] = [:]
        var notes: [StringsNote] = []
        let language = (language ?? lprojLanguage(of: file)).map(LanguageTag.canonicalSpelling(of:))
        for pair in try StringsFileParser.parse(scalars, file: file) {
            if let position = positions[pair.key] {
                notes.append(StringsNote(file: file, location: "line \(pair.line)", key: pair.key, language: language,
                                         message: "the key \(JSONPath.quoted(pair.key)) was already given on line \(entries[position].line); this later value is used"))
                entries[position].value = pair.value
                entries[position].comment = pair.comment ?? entries[position].comment
            } else {
                positions[pair.key] = entries.count
                entries.append(Entry(key: pair.key, value: pair.value, comment: pair.comment, line: pair.line))
            }
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
