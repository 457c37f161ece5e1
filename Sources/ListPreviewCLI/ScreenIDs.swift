import Fixtures
import JSON

/// The screen ids of a fixtures file, as the completion scripts offer them.
enum ScreenIDs {
    /// The `id` of every screen in the file, in order; none when the file cannot be read or is not
    /// JSON. The file is not validated: while it is being edited and invalid, its ids still complete.
    static func read(fixtures path: String) -> [String] {
        guard let bytes = try? FixtureDecoder.read(file: path), let document = try? JSONParser.parse(bytes),
              case let .array(screens)? = document["screens"] else { return [] }
        return screens.compactMap { screen in
            guard case let .string(id)? = screen["id"], !id.isEmpty, !id.contains(where: \.isWhitespace) else { return nil }
            return id
        }
    }
}
