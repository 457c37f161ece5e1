import FoundationEssentials

/// A property list as an app's strings files use one (a `.stringsdict`, an XML or binary
/// `.strings`): strings and dictionaries of them. Any other value keeps only the name of its
/// kind, for a note.
enum PropertyList: Decodable, Equatable {
    /// A string.
    case string(String)
    /// A dictionary.
    case dictionary([String: PropertyList])
    /// Any other value, named as a note says it: `a number`, `an array`, `a boolean`.
    case other(kind: String)

    /// Reads a top-level dictionary from XML or binary (`bplist00`) property list bytes, or says
    /// what is wrong, naming `file`.
    static func dictionary(_ bytes: [UInt8], file: String) throws(StringsError) -> [String: PropertyList] {
        let value: PropertyList
        do {
            var format = PropertyListDecoder.PropertyListFormat.xml
            value = try PropertyListDecoder().decode(PropertyList.self, from: Data(bytes), format: &format)
        } catch {
            throw .propertyList(file: file, reason: "not a valid property list (\(reason(error)))")
        }
        guard case let .dictionary(members) = value else {
            throw .propertyList(file: file, reason: "expected a dictionary of keys, got \(value.kind)")
        }
        return members
    }

    /// The decoder's own words (`Corrupt top-level info`, `Encountered unexpected character…`),
    /// without Swift's dump of the error.
    private static func reason(_ error: any Error) -> String {
        var error = error
        if let decoding = error as? DecodingError, case let .dataCorrupted(context) = decoding {
            guard let underlying = context.underlyingError else { return context.debugDescription }
            error = underlying
        }
        if let cocoa = error as? CocoaError, let detail = cocoa.userInfo["NSDebugDescription"] as? String { return detail }
        return "\(error)"
    }

    /// Decodes whatever value is there, a string or dictionary if it is one.
    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let text = try? container.decode(String.self) {
            self = .string(text)
        } else if let members = try? container.decode([String: PropertyList].self) {
            self = .dictionary(members)
        } else if (try? container.decode(Bool.self)) != nil {
            self = .other(kind: "a boolean")
        } else if (try? container.decode(Double.self)) != nil {
            self = .other(kind: "a number")
        } else if (try? container.decode([PropertyList].self)) != nil {
            self = .other(kind: "an array")
        } else if (try? container.decode(Date.self)) != nil {
            self = .other(kind: "a date")
        } else {
            self = .other(kind: "data")
        }
    }

    /// What the value is, for a note: `a string`, `a dictionary`, `a number`…
    var kind: String {
        switch self {
        case .string: "a string"
        case .dictionary: "a dictionary"
        case let .other(kind): kind
        }
    }
}
