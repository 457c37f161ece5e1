/// How a place in a JSON document is written in a message, one way for every document the program
/// reads (fixtures, String Catalogs, the state file, API bodies): `screens[0].title.zh-Hans`,
/// `strings["empty.title"].localizations.de`.
public enum JSONPath {
    /// `path.key` for a key that reads as a name (a letter, `_` or `$`, then letters, digits, `_`,
    /// `$` and `-`: `title`, `zh-Hans`, `$schema`), `path["key"]` for any other (`"empty.title"`, `"Done "`), the key
    /// quoted as a JSON string; at the top level, `key` or `["key"]`.
    public static func member(_ path: String, _ key: String) -> String {
        guard readsAsName(key) else { return path + subscripted(key) }
        return path.isEmpty ? key : path + "." + key
    }

    /// `path[index]`.
    public static func index(_ path: String, _ index: Int) -> String {
        path + "[" + String(index) + "]"
    }

    private static func readsAsName(_ key: String) -> Bool {
        guard let first = key.utf8.first, isLetter(first) || first == UInt8(ascii: "_") || first == UInt8(ascii: "$") else { return false }
        return key.utf8.allSatisfy { isLetter($0) || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: "$")
            || $0 == UInt8(ascii: "-") }
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
    }

    /// `["key"]`.
    private static func subscripted(_ key: String) -> String {
        "[" + quoted(key) + "]"
    }

    /// `"key"`, quoted as a JSON string (only `"`, `\` and control characters escaped).
    public static func quoted(_ key: String) -> String {
        var quoted = "\""
        for scalar in key.unicodeScalars {
            switch scalar {
            case "\"", "\\": quoted += "\\" + String(scalar)
            case "\n": quoted += "\\n"
            case "\t": quoted += "\\t"
            case "\r": quoted += "\\r"
            case _ where scalar.value < 0x20: quoted += "\\u00" + (scalar.value < 0x10 ? "0" : "") + String(scalar.value, radix: 16)
            default: quoted.unicodeScalars.append(scalar)
            }
        }
        return quoted + "\""
    }
}
