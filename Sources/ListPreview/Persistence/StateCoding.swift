import JSON

/// The JSON shape of saved states:
/// `{"format": 1, "screens": {"demo": {"version": 3, "nextRowID": 7, "forced": null,
/// "pendingReload": null, "sections": [{"rows": [{"id": 1, "title": {"en": "Row 1"}}]}]}}}`; a row may also
/// have a `detail`, an `image`, a `value`, an `accessory` and (for a switch) `on`.
enum StateCoding {
    static let format = 1

    static func encodeFile(_ states: [String: ScreenState], order: [String]) -> JSONValue {
        .object([
            (key: "format", value: .number(Double(format))),
            (key: "screens", value: .object(order.compactMap { id in states[id].map { (key: id, value: encode($0)) } })),
        ])
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
            return .object(fields)
        })))
        return .object(members)
    }

    static func encode(_ text: LocalizedText) -> JSONValue {
        .object(text.translations.map { (key: $0.tag.description, value: .string($0.text)) })
    }

    static func decodeFile(_ document: JSONValue, known: Set<String>, reader: inout JSONReader) -> [String: ScreenState] {
        guard let fields = reader.object(document, at: "", allowed: ["format", "screens"], required: ["format", "screens"]),
              let formatValue = fields["format"], let screensValue = fields["screens"] else { return [:] }
        guard reader.integer(formatValue, at: "format", in: format...format) != nil,
              case let .object(members) = screensValue else {
            if case .object = screensValue {} else { reader.fail("screens", "expected an object, got \(screensValue.summary)") }
            return [:]
        }
        var states: [String: ScreenState] = [:]
        for member in members where known.contains(member.key) {
            if let state = decodeState(member.value, at: "screens.\(member.key)", reader: &reader) {
                states[member.key] = state
            }
        }
        return states
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
