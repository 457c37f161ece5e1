import Fixtures
import JSON
import Screens

/// The JSON shape of saved states:
/// `{"format": 1, "screens": {"demo": {"version": 3, "nextRowID": 7, "forced": null,
/// "pendingReload": null, "sections": [{"rows": [{"id": 1, "title": {"en": "Row 1"}}]}]}}}`; a row may also
/// have a `detail`, an `image`, a `value`, an `accessory` and (for a switch) `on`.
///
/// Screens the fixtures do not name keep their place under `screens`, after the others, and the
/// changes made to them since that state (journal entries, which only their fixtures can apply) are
/// under `changes`, in the journal's shape: `"changes": [{"screen": "other", "version": 4, …}]`.
enum StateCoding {
    static let format = 1

    /// What a snapshot holds: the states of the screens in the fixtures, and what is kept for the others.
    struct Contents {
        /// By screen id, for the screens the fixtures name.
        var states: [String: ScreenState] = [:]
        /// By screen id, the saved states of the others.
        var kept: [String: KeptState] = [:]
        /// The changes made to screens the fixtures did not name when the snapshot was written, after
        /// their saved states: replayed, like the journal, over the states above.
        var changes: [JournalEntry] = []
    }

    /// A snapshot of `states`, in the fixtures' `order`, then of `kept`, by id.
    static func encodeFile(_ states: [String: ScreenState], order: [String], kept: [String: KeptState]) -> JSONValue {
        let keptIDs = kept.keys.sorted()
        var members: [(key: String, value: JSONValue)] = [
            (key: "format", value: .number(Double(format))),
            (key: "screens", value: .object(order.compactMap { id in states[id].map { (key: id, value: encode($0)) } }
                + keptIDs.compactMap { id in kept[id]?.saved.map { (key: id, value: $0) } })),
        ]
        let changes = keptIDs.flatMap { kept[$0]?.changes ?? [] }
        if !changes.isEmpty { members.append((key: "changes", value: .array(changes.map(\.json)))) }
        return .object(members)
    }

    static func encode(_ state: ScreenState) -> JSONValue {
        .object([
            (key: "version", value: .number(Double(state.version))),
            (key: "nextRowID", value: .number(Double(state.nextRowID))),
            (key: "forced", value: state.forced.map { .string($0.rawValue) } ?? .null),
            (key: "pendingReload", value: state.pendingReload.map { pending in
                .object([(key: "dueAt", value: .number(Double(pending.dueAt))),
                         (key: "result", value: .string(pending.result.rawValue))])
            } ?? .null),
            (key: "sections", value: .array(state.sections.map(encode))),
        ])
    }

    static func encode(_ section: ListSection) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = []
        if let header = section.header { members.append((key: "header", value: encode(header))) }
        if let footer = section.footer { members.append((key: "footer", value: encode(footer))) }
        members.append((key: "rows", value: .array(section.rows.map { row in
            var fields: [(key: String, value: JSONValue)] = [(key: "id", value: .number(Double(row.id))),
                                                             (key: "title", value: encode(row.title))]
            if let detail = row.detail { fields.append((key: "detail", value: encode(detail))) }
            if let image = row.image { fields.append((key: "image", value: .string(image.url))) }
            if let value = row.value { fields.append((key: "value", value: encode(value))) }
            if let accessory = row.accessory {
                fields.append((key: "accessory", value: .string(accessory.kind.rawValue)))
                if case let .toggle(on) = accessory { fields.append((key: "on", value: .bool(on))) }
            }
            if let accessibility = row.accessibility {
                if let label = accessibility.label { fields.append((key: "accessibilityLabel", value: encode(label))) }
                if let hint = accessibility.hint { fields.append((key: "accessibilityHint", value: encode(hint))) }
                if accessibility.hidden { fields.append((key: "accessibilityHidden", value: .bool(true))) }
            }
            return .object(fields)
        })))
        return .object(members)
    }

    static func encode(_ text: LocalizedText) -> JSONValue {
        .object(text.translations.map { (key: $0.tag.description, value: .string($0.text)) })
    }

    /// The snapshot's contents. Every state is read, the kept ones too, so a problem is found now and
    /// not when the screen comes back; the kept ones are also kept as read, to be written back untouched.
    static func decodeFile(_ document: JSONValue, known: Set<String>, reader: inout JSONReader) -> Contents {
        var contents = Contents()
        guard let fields = reader.object(document, at: "", allowed: ["format", "screens", "changes"], required: ["format", "screens"]),
              let formatValue = fields["format"], let screensValue = fields["screens"] else { return contents }
        guard reader.integer(formatValue, at: "format", in: format...format) != nil,
              case let .object(members) = screensValue else {
            if case .object = screensValue {} else { reader.fail("screens", "expected an object, got \(screensValue.summary)") }
            return contents
        }
        for member in members {
            guard let state = decodeState(member.value, at: "screens.\(member.key)", reader: &reader) else { continue }
            if known.contains(member.key) {
                contents.states[member.key] = state
            } else {
                contents.kept[member.key] = KeptState(saved: member.value, state: state)
            }
        }
        if let changesValue = fields["changes"], let items = reader.array(changesValue, at: "changes") {
            for (index, item) in items.enumerated() {
                if let entry = JournalEntry.decode(item, at: "changes[\(index)]", reader: &reader) { contents.changes.append(entry) }
            }
        }
        return contents
    }

    private static func decodeState(_ value: JSONValue, at path: String, reader: inout JSONReader) -> ScreenState? {
        let keys = ["version", "nextRowID", "forced", "pendingReload", "sections"]
        guard let fields = reader.object(value, at: path, allowed: keys, required: keys),
              let version = fields["version"].flatMap({ reader.integer($0, at: path + ".version", in: 0...Int.max) }),
              let nextRowID = fields["nextRowID"].flatMap({ reader.integer($0, at: path + ".nextRowID", in: 1...Int.max) }),
              let sectionsValue = fields["sections"], let sectionList = reader.array(sectionsValue, at: path + ".sections")
        else { return nil }
        var forced: ScreenState.Forced?
        if let value = fields["forced"], value != .null {
            forced = reader.choice(value, at: path + ".forced", as: ScreenState.Forced.self)
        }
        var pending: ScreenState.PendingReload?
        if let value = fields["pendingReload"], value != .null,
           let members = reader.object(value, at: path + ".pendingReload", allowed: ["dueAt", "result"], required: ["dueAt", "result"]),
           let dueAt = members["dueAt"].flatMap({ reader.number($0, at: path + ".pendingReload.dueAt", in: 0...1e15) }),
           let result = members["result"].flatMap({ reader.choice($0, at: path + ".pendingReload.result", as: ReloadBehavior.Outcome.self) }) {
            pending = ScreenState.PendingReload(dueAt: Int64(dueAt), result: result)
        }
        let sections = ListDecoder.savedState.sections(sectionList, at: path + ".sections", reader: &reader)
        return ScreenState(sections: sections, forced: forced, pendingReload: pending, nextRowID: nextRowID, version: version)
    }
}
