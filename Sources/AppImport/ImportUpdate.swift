import JSON

/// `listpreview import --update`: a fresh import laid over a fixtures file an earlier import wrote
/// and a person then edited. What the importer writes is the importer's and is replaced; everything
/// else is the person's and is kept where it is:
/// - a screen none of whose placeholders has a `"source"` was written by hand: kept as it is;
/// - an imported screen (a placeholder with a `"source"`) is matched to a new find in the same source
///   file and state, the nearest line first: its id, its place in the file, its rows and every key the
///   importer never writes are kept, the importer's keys (``importedScreenKeys``,
///   ``importedPlaceholderKeys``) are the new ones;
/// - an imported screen the code no longer declares is dropped; a new find is added at the end;
/// - the document's `app` is the new one (when the import names the app's files), its other keys
///   (`os`, `drawnBy`, `fonts`…) are kept.
public enum ImportUpdate {
    /// What an update did, for the summary line.
    public struct Summary: Equatable, Sendable {
        public var added = 0
        public var updated = 0
        public var removed = 0
        /// Screens written by hand, kept as they are.
        public var kept = 0
    }

    /// The keys of a screen the importer writes.
    static let importedScreenKeys: Set<String> = ["title", "searchBar"]
    /// The keys of a placeholder the importer writes.
    static let importedPlaceholderKeys: Set<String> = ["title", "detail", "systemImage", "image", "button", "secondaryButton",
                                                      "drawnBy", "source", "note"]

    /// `fresh` (a new import's document) laid over `existing`.
    public static func merge(_ existing: JSONValue, with fresh: JSONValue) -> (document: JSONValue, summary: Summary) {
        var summary = Summary()
        let old = existing["screens"]?.arrayValue ?? []
        var new = (fresh["screens"]?.arrayValue ?? []).map(Find.init)
        var used = Set(old.compactMap { $0["id"]?.stringValue })
        var screens: [JSONValue] = []
        for screen in old {
            guard let source = Find(screen).source else {
                screens.append(screen)
                summary.kept += 1
                continue
            }
            // The nearest new find in the same file and state.
            let state = Find(screen).state
            let candidates = new.indices.filter { new[$0].source?.file == source.file && new[$0].state == state }
            guard let nearest = candidates.min(by: { abs(new[$0].source!.line - source.line) < abs(new[$1].source!.line - source.line) }) else {
                summary.removed += 1
                continue
            }
            let find = new.remove(at: nearest)
            let merged = updated(screen, with: find.screen)
            if merged != screen { summary.updated += 1 }
            screens.append(merged)
        }
        for find in new {
            // A new find's id must not take one the file has.
            var screen = find.screen
            if let id = screen["id"]?.stringValue, used.contains(id) {
                var number = 2
                while used.contains("\(id)-\(number)") { number += 1 }
                screen = setting(screen, "id", .string("\(id)-\(number)"))
            }
            used.insert(screen["id"]?.stringValue ?? "")
            screens.append(screen)
            summary.added += 1
        }
        var document = existing
        if let app = fresh["app"] { document = setting(document, "app", app) }
        document = setting(document, "screens", .array(screens))
        return (document, summary)
    }

    /// A found placeholder's screen, and where and what it is.
    private struct Find {
        var screen: JSONValue
        var state: String?
        var source: (file: String, line: Int)?

        init(_ screen: JSONValue) {
            self.screen = screen
            guard case let .object(states)? = screen["emptyStates"] else { return }
            for (key, placeholder) in states {
                guard let text = placeholder["source"]?.stringValue, let colon = text.lastIndex(of: ":"),
                      let line = Int(text[text.index(after: colon)...]) else { continue }
                state = key
                source = (String(text[..<colon]), line)
                return
            }
        }
    }

    /// The old screen with the importer's keys of the new one.
    private static func updated(_ old: JSONValue, with new: JSONValue) -> JSONValue {
        var screen = old
        for key in importedScreenKeys {
            if let value = new[key] { screen = setting(screen, key, value) } else { screen = removing(screen, key) }
        }
        guard case let .object(oldStates)? = old["emptyStates"], case let .object(newStates)? = new["emptyStates"],
              let (newKey, newPlaceholder) = newStates.first.map({ ($0.key, $0.value) }) else { return screen }
        var states: [(key: String, value: JSONValue)] = []
        for (key, placeholder) in oldStates {
            guard placeholder["source"] != nil else {
                states.append((key, placeholder))
                continue
            }
            // The person's keys stay; the importer's are the new ones.
            var merged = placeholder
            for field in importedPlaceholderKeys {
                if let value = newPlaceholder[field] { merged = setting(merged, field, value) } else { merged = removing(merged, field) }
            }
            // A state written by hand under the new find's state keeps it; the import keeps its own.
            let taken = oldStates.contains { $0.key == newKey && $0.value["source"] == nil }
            states.append((taken ? key : newKey, merged))
        }
        return setting(screen, "emptyStates", .object(states))
    }

    /// `value` with `key` set, in its place or at the end.
    static func setting(_ value: JSONValue, _ key: String, _ member: JSONValue) -> JSONValue {
        guard case var .object(members) = value else { return value }
        if let index = members.firstIndex(where: { $0.key == key }) { members[index].value = member } else { members.append((key, member)) }
        return .object(members)
    }

    static func removing(_ value: JSONValue, _ key: String) -> JSONValue {
        guard case let .object(members) = value else { return value }
        return .object(members.filter { $0.key != key })
    }
}
