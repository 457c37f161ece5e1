import Fixtures
import JSON
import Strings

/// What the completion scripts offer from the fixtures file on the command line: its screen ids
/// (`--screens`, `--screen`) and the languages its texts are in (`--langs`, `--lang`).
///
/// The file is read as JSON, not validated: while it is being edited and invalid, its words still complete.
public enum CompletionWords {
    /// What `listpreview __complete WHAT --fixtures FILE` lists.
    public enum Kind: String, CaseIterable, Sendable {
        /// The screens' ids.
        case screens
        /// The languages the texts are in.
        case languages
    }

    /// The words of `kind` in the file, in order; none when it cannot be read or is not JSON.
    static func read(_ kind: Kind, fixtures path: String) -> [String] {
        guard let bytes = try? FixtureDecoder.read(file: path), let document = try? JSONParser.parse(bytes),
              case let .array(screens)? = document["screens"] else { return [] }
        switch kind {
        case .screens:
            return screens.compactMap { screen in
                guard case let .string(id)? = screen["id"], !id.isEmpty, !id.contains(where: \.isWhitespace) else { return nil }
                return id
            }
        case .languages:
            var tags: [String] = []
            for screen in screens { collectLanguages(in: screen, into: &tags) }
            return tags
        }
    }

    /// The keys of every text in languages under `value` (an object whose keys are all language tags,
    /// `{"en": "Photos", "de": "Fotos"}`), each once, as written canonically.
    private static func collectLanguages(in value: JSONValue, into tags: inout [String]) {
        switch value {
        case let .object(members):
            let languages = members.compactMap { LanguageTag($0.key) }
            if !members.isEmpty, languages.count == members.count, members.allSatisfy({ if case .string = $0.value { true } else { false } }) {
                for tag in languages where !tags.contains(tag.description) { tags.append(tag.description) }
                return
            }
            for member in members { collectLanguages(in: member.value, into: &tags) }
        case let .array(items):
            for item in items { collectLanguages(in: item, into: &tags) }
        default:
            return
        }
    }
}
