import Fixtures
import JSON
import Screens

/// One journal line: the change made to a screen, when, and the version it produced.
/// `{"screen": "demo", "version": 4, "at": 1764495600000, "change": {"addRow": "Milk"}}`
struct JournalEntry: Equatable {
    let screen: String
    let version: Int
    let at: Int64
    let change: ScreenChange

    /// The entry as one line of JSON, newline included.
    func encoded() -> [UInt8] {
        JSONWriter.encode(json) + [UInt8(ascii: "\n")]
    }

    /// The entry as a JSON object: a journal line, or an item of a snapshot's `changes`.
    var json: JSONValue {
        let change: JSONValue = switch self.change {
        case let .action(action): .object([(key: "action", value: .string(action.rawValue))])
        case let .addRow(title): .object([(key: "addRow", value: .string(title))])
        case let .deleteRow(id): .object([(key: "deleteRow", value: .number(Double(id)))])
        case let .replaceRows(sections): .object([(key: "replaceRows", value: .array(sections.map(StateCoding.encode)))])
        }
        return .object([
            (key: "screen", value: .string(screen)), (key: "version", value: .number(Double(version))),
            (key: "at", value: .number(Double(at))), (key: "change", value: change),
        ])
    }

    /// Decodes one line, noting problems in `reader`.
    static func decode(_ line: ArraySlice<UInt8>, at path: String, reader: inout JSONReader) -> JournalEntry? {
        let value: JSONValue
        do {
            value = try JSONParser.parse(Array(line))
        } catch {
            reader.fail(path, error.description)
            return nil
        }
        return decode(value, at: path, reader: &reader)
    }

    /// Decodes one entry from its JSON object, noting problems in `reader`.
    static func decode(_ value: JSONValue, at path: String, reader: inout JSONReader) -> JournalEntry? {
        let keys = ["screen", "version", "at", "change"]
        guard let fields = reader.object(value, at: path, allowed: keys, required: keys),
              let screen = fields["screen"].flatMap({ reader.string($0, at: path + ".screen") }),
              let version = fields["version"].flatMap({ reader.integer($0, at: path + ".version", in: 1...Int.max) }),
              let at = fields["at"].flatMap({ reader.number($0, at: path + ".at", in: 0...1e15) }),
              let changeValue = fields["change"],
              let members = reader.object(changeValue, at: path + ".change", allowed: ["action", "addRow", "deleteRow", "replaceRows"]),
              members.count == 1, let (kind, argument) = members.first else {
            if reader.issues.isEmpty { reader.fail(path + ".change", "expected exactly one change") }
            return nil
        }
        let change: ScreenChange?
        switch kind {
        case "action": change = reader.choice(argument, at: path + ".change.action", as: ScreenAction.self).map { .action($0) }
        case "addRow": change = reader.string(argument, at: path + ".change.addRow").map { .addRow(title: $0) }
        case "deleteRow": change = reader.integer(argument, at: path + ".change.deleteRow", in: 0...Int.max).map { .deleteRow(id: $0) }
        default:
            change = reader.array(argument, at: path + ".change.replaceRows").map { sections in
                .replaceRows(sections.enumerated().compactMap { index, section in
                    ListDecoder.savedState.section(section, at: "\(path).change.replaceRows[\(index)]", reader: &reader)
                })
            }
        }
        return change.map { JournalEntry(screen: screen, version: version, at: Int64(at), change: $0) }
    }
}
