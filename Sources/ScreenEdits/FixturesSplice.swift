import JSON
import Screens
import Strings

/// Writes edits into a fixtures file's text: each value's bytes are replaced where they are, a
/// key the file lacks is added with its neighbours' indentation, and every other byte — key order,
/// spacing, the fields not edited — stays as it was, so a diff shows only the edited lines.
public enum FixturesSplice {
    /// `source` with `edits` written into the screen `id`; a text is written in `language` when the
    /// file gives it in several (and as the key when it gives a key).
    public static func apply(_ edits: ScreenEdits, toScreen id: String, in source: [UInt8], language: LanguageTag) throws(EditError) -> [UInt8] {
        var text = source
        for edit in edits.edits {
            guard let field = edit.scope.field(edit.field), field.isSaved else { continue }
            text = try apply(edit, field: field, toScreen: id, in: text, language: language)
            // A picture given one way drops the other (`systemImage` replaces `image`): the file keeps one.
            if let other = field.replaces, !edit.value.isEmpty {
                text = try apply(ScreenEdits.Edit(scope: edit.scope, field: other, value: ""), field: EditField(other, .symbol),
                                 toScreen: id, in: text, language: language)
            }
        }
        return text
    }

    private static func apply(_ edit: ScreenEdits.Edit, field: EditField, toScreen id: String, in text: [UInt8],
                              language: LanguageTag) throws(EditError) -> [UInt8] {
        guard let root = SourceSpan.parse(text), case let .array(screens, _)? = root.member("screens")?.value,
              let screen = screens.first(where: { element in
                  if case .scalar(.string(id), _)? = element.member("id")?.value { return true }
                  return false
              }) else {
            throw EditError("The fixtures file has no screen “\(id)” to write into.")
        }
        var object = screen
        let path = edit.scope.fixturesPath + [field.name]
        for (depth, key) in path.enumerated() {
            let isLast = depth == path.count - 1
            guard let member = object.member(key) else {
                if isLast, edit.value.isEmpty, field.emptyIsDefault { return text }
                let nested = path[(depth + 1)...].reversed().reduce(literal(edit.value, field: field)) { inner, key in
                    Array("{".utf8) + string(key) + Array(": ".utf8) + inner + Array("}".utf8)
                }
                return insert(key, value: nested, into: object, in: text)
            }
            guard isLast else {
                object = member.value
                guard object.members != nil else { throw EditError("\(key) in the fixtures file is not an object, so \(edit.parameter) cannot be written.") }
                continue
            }
            if edit.value.isEmpty, field.emptyIsDefault { return remove(member, from: object, in: text) }
            if field.kind == .text, let members = member.value.members {
                // A text by key: the key is what is edited. A text in several languages: the page's.
                if let keyMember = members.first(where: { $0.key == "key" }) {
                    return replace(keyMember.value.range, with: string(edit.value), in: text)
                }
                if let translation = members.first(where: { LanguageTag($0.key) == language }) {
                    return replace(translation.value.range, with: string(edit.value), in: text)
                }
                return insert(language.description, value: string(edit.value), into: member.value, in: text)
            }
            return replace(member.value.range, with: literal(edit.value, field: field), in: text)
        }
        return text
    }

    /// The JSON a field's value is written as: a number, `true`/`false`, or a string.
    static func literal(_ value: String, field: EditField) -> [UInt8] {
        switch field.kind {
        case .number: Array(ScreenEdits.format(Double(value) ?? 0).utf8)
        case .flag: Array(value.utf8)
        case .text, .image, .symbol, .color, .choice: string(value)
        }
    }

    /// A JSON string as a person writes one: only `"`, `\` and control characters escaped, the rest as it is.
    static func string(_ value: String) -> [UInt8] {
        var output: [UInt8] = [UInt8(ascii: "\"")]
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): output += [UInt8(ascii: "\\"), byte]
            case 0x0A: output += Array("\\n".utf8)
            case 0x09: output += Array("\\t".utf8)
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                output += Array("\\u00".utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
            default: output.append(byte)
            }
        }
        output.append(UInt8(ascii: "\""))
        return output
    }

    private static func replace(_ range: Range<Int>, with bytes: [UInt8], in text: [UInt8]) -> [UInt8] {
        var text = text
        text.replaceSubrange(range, with: bytes)
        return text
    }

    /// `text` with `"key": value` added as the last member of `object`: on a line of its own,
    /// indented as the member before it, when that one has a line of its own; else on the same line.
    private static func insert(_ key: String, value: [UInt8], into object: SourceSpan, in text: [UInt8]) -> [UInt8] {
        guard let last = object.members?.last else {
            return replace(object.range.lowerBound + 1..<object.range.lowerBound + 1, with: string(key) + Array(": ".utf8) + value, in: text)
        }
        // The same separator as the neighbour (`": "` or `":"`).
        let separator = Array(text[last.keyRange.upperBound..<last.value.range.lowerBound])
        var lineStart = last.keyRange.lowerBound
        while lineStart > 0, text[lineStart - 1] == 0x20 || text[lineStart - 1] == 0x09 { lineStart -= 1 }
        let ownLine = lineStart == 0 || text[lineStart - 1] == 0x0A
        let lead: [UInt8] = ownLine ? Array(",\n".utf8) + Array(text[lineStart..<last.keyRange.lowerBound]) : Array(", ".utf8)
        let at = last.value.range.upperBound
        return replace(at..<at, with: lead + string(key) + separator + value, in: text)
    }

    /// `text` without `member` of `object`, and the comma and spacing that set it apart.
    private static func remove(_ member: SourceSpan.Member, from object: SourceSpan, in text: [UInt8]) -> [UInt8] {
        guard let members = object.members, let index = members.firstIndex(where: { $0.keyRange == member.keyRange }) else { return text }
        if members.count == 1 {
            return replace(object.range.lowerBound + 1..<object.range.upperBound - 1, with: [], in: text)
        }
        if index + 1 < members.count {
            // The next member takes its place, and its indentation.
            return replace(member.keyRange.lowerBound..<members[index + 1].keyRange.lowerBound, with: [], in: text)
        }
        return replace(members[index - 1].value.range.upperBound..<member.value.range.upperBound, with: [], in: text)
    }
}
