import FoundationEssentials
import Synchronization

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
        guard isBinaryOrText(bytes) else {
            throw .propertyList(file: file, reason: "not a valid property list (neither a binary one nor UTF-8 or UTF-16 text)")
        }
        let value: PropertyList
        let budget = DecodingBudget(values: bytes.count + deepestNesting)
        let tooMuch = StringsError.propertyList(
            file: file, reason: "not a valid property list (its values refer back to themselves, or nest more than \(deepestNesting) deep)")
        do {
            var format = PropertyListDecoder.PropertyListFormat.xml
            let decoder = PropertyListDecoder()
            decoder.userInfo[DecodingBudget.key] = budget
            value = try decoder.decode(PropertyList.self, from: Data(bytes), format: &format)
        } catch {
            if budget.isExceeded { throw tooMuch }
            throw .propertyList(file: file, reason: "not a valid property list (\(reason(error)))")
        }
        // A value past a bound is read as `data` by its parent (which tries each kind in turn), so the
        // decoding may have ended without an error.
        if budget.isExceeded { throw tooMuch }
        guard case let .dictionary(members) = value else {
            throw .propertyList(file: file, reason: "expected a dictionary of keys, got \(value.kind)")
        }
        return members
    }

    /// Whether `bytes` are a binary property list, UTF-16 text with its byte-order mark, or UTF-8
    /// text. FoundationEssentials' XML reader stops the process (`fatalError`) at a byte no UTF-8
    /// sequence starts with (F8–FF) inside a number (found by `make fuzz`), so text that is not
    /// UTF-8 never reaches it; Xcode's `plutil` refuses such a file too.
    private static func isBinaryOrText(_ bytes: [UInt8]) -> Bool {
        bytes.starts(with: Array("bplist".utf8)) || bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE])
            || String(validating: bytes, as: UTF8.self) != nil
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

    /// How deep values may nest: a `.stringsdict`'s forms are 4 deep.
    static let deepestNesting = 16

    /// Decodes whatever value is there, a string or dictionary if it is one.
    ///
    /// A binary property list's objects refer to each other by number, and FoundationEssentials'
    /// decoder reads them as they are asked for, without Core Foundation's check for a cycle: a
    /// dictionary that holds itself (210 bytes, found by `make fuzz`) was followed until the stack
    /// overflowed, and one whose values share an object many times over would be read as a tree
    /// exponentially larger than the file. So the values read are bounded by depth and by number (a
    /// file of N bytes holds fewer than N references), and past either bound decoding fails.
    init(from decoder: any Decoder) throws {
        if let budget = decoder.userInfo[DecodingBudget.key] as? DecodingBudget,
           !budget.admits(depth: decoder.codingPath.count, deepest: Self.deepestNesting) {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "too many or too deeply nested values"))
        }
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

/// How many more values one decoding may read, and whether one was refused
/// (``PropertyList/init(from:)``); shared by the decoder's nested calls through its `userInfo`.
private final class DecodingBudget: Sendable {
    static let key = CodingUserInfoKey(rawValue: "listpreview.decodingBudget")!
    /// Values still to be read; below zero once one was refused.
    private let remaining: Mutex<Int>

    init(values: Int) { remaining = Mutex(values) }

    /// Takes one value at `depth` from the budget; false, from then on, once the budget is spent or
    /// a value is deeper than `deepest`.
    func admits(depth: Int, deepest: Int) -> Bool {
        remaining.withLock { remaining in
            remaining = depth > deepest ? -1 : remaining - 1
            return remaining >= 0
        }
    }

    /// Whether a value was refused.
    var isExceeded: Bool { remaining.withLock { $0 < 0 } }
}
