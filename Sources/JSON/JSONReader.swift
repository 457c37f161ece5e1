import Spelling

/// Reads typed values out of a ``JSONValue`` tree, noting every problem with its path instead of
/// stopping at the first, so a document is reported whole: the one reader of fixtures files, String
/// Catalogs, the state file and its journal, and the rows sent to the API. Paths are taken as
/// autoclosures and spelled out only when a problem is noted there: reading 100,000 rows builds no
/// path string. Its reads are `@inlinable`: they run for every value of a 100,000-row file, and
/// inlined into the modules that call them they cost what they cost before they were shared.
package struct JSONReader {
    /// The problems found so far, in document order.
    package private(set) var issues: [JSONIssue] = []
    /// What is allowed but probably a mistake (a colour with no dark variant).
    package private(set) var warnings: [JSONIssue] = []

    /// A reader with no problems noted yet.
    @inlinable
    package init() {}

    /// Records a problem.
    @inlinable
    package mutating func fail(_ path: String, _ reason: String) {
        issues.append(JSONIssue(path: path, reason: reason))
    }

    /// Records a warning: the value is used, but probably not what was meant.
    @inlinable
    package mutating func warn(_ path: String, _ reason: String) {
        warnings.append(JSONIssue(path: path, reason: reason))
    }

    /// Gives every problem and warning noted so far the label `label` has for its path, if any
    /// (``JSONIssue/label``): a screen's id after the paths under it.
    package mutating func labelPlaces(_ label: (String) -> String?) {
        for index in issues.indices { issues[index].label = label(issues[index].path) }
        for index in warnings.indices { warnings[index].label = label(warnings[index].path) }
    }

    /// The members of an object, after checking every key is allowed and the required ones are
    /// present; an unknown key is a problem, answered with the nearest allowed one.
    @inlinable
    package mutating func object(_ value: JSONValue, at path: @autoclosure () -> String, allowed: [String], required: [String] = [])
        -> JSONFields? {
        guard case let .object(members) = value else {
            fail(path(), "expected an object, got \(value.summary)")
            return nil
        }
        var fields = members
        if !members.allSatisfy({ allowed.contains($0.key) }) {
            fields = []
            for member in members {
                if allowed.contains(member.key) {
                    fields.append(member)
                } else {
                    fail(JSONPath.member(path(), member.key),
                         "unknown key (expected one of: \(allowed.joined(separator: ", ")))\(suggestion(for: member.key, in: allowed))")
                }
            }
        }
        for key in required where !fields.contains(where: { $0.key == key }) {
            fail(JSONPath.member(path(), key), "required, but missing")
        }
        return JSONFields(fields)
    }

    /// The members of an object whatever its keys, for formats that grow keys this program does not
    /// read (a String Catalog from a newer Xcode); `expected` says what was wanted when it is no object.
    @inlinable
    package mutating func members(_ value: JSONValue, at path: @autoclosure () -> String, expected: String = "an object") -> JSONFields? {
        guard case let .object(members) = value else {
            fail(path(), "expected \(expected), got \(value.summary)")
            return nil
        }
        return JSONFields(members)
    }

    /// The value of `key` in `fields`, or a problem at `path.key` when it is missing.
    @inlinable
    package mutating func required(_ key: String, in fields: JSONFields, at path: @autoclosure () -> String) -> JSONValue? {
        guard let value = fields[key] else {
            fail(JSONPath.member(path(), key), "required, but missing")
            return nil
        }
        return value
    }

    /// An array's elements.
    @inlinable
    package mutating func array(_ value: JSONValue, at path: @autoclosure () -> String) -> [JSONValue]? {
        guard case let .array(elements) = value else {
            fail(path(), "expected an array, got \(value.summary)")
            return nil
        }
        return elements
    }

    /// A string.
    @inlinable
    package mutating func string(_ value: JSONValue, at path: @autoclosure () -> String) -> String? {
        guard case let .string(text) = value else {
            fail(path(), "expected a string, got \(value.summary)")
            return nil
        }
        return text
    }

    /// A boolean.
    @inlinable
    package mutating func bool(_ value: JSONValue, at path: @autoclosure () -> String) -> Bool? {
        guard case let .bool(flag) = value else {
            fail(path(), "expected true or false, got \(value.summary)")
            return nil
        }
        return flag
    }

    /// A number within `range`.
    @inlinable
    package mutating func number(_ value: JSONValue, at path: @autoclosure () -> String, in range: ClosedRange<Double>) -> Double? {
        guard case let .number(number) = value else {
            fail(path(), "expected a number, got \(value.summary)")
            return nil
        }
        guard range.contains(number) else {
            fail(path(), "expected a number from \(JSONValue.number(range.lowerBound).summary) to \(JSONValue.number(range.upperBound).summary), got \(value.summary)")
            return nil
        }
        return number
    }

    /// A whole number within `range`.
    @inlinable
    package mutating func integer(_ value: JSONValue, at path: @autoclosure () -> String, in range: ClosedRange<Int>) -> Int? {
        guard case let .number(number) = value, number == number.rounded(), range.contains(Int(exactly: number) ?? Int.min) else {
            fail(path(), "expected a whole number from \(range.lowerBound) to \(range.upperBound), got \(value.summary)")
            return nil
        }
        return Int(number)
    }

    /// One of an enumeration's raw values; a misspelt one is answered with the nearest.
    package mutating func choice<Choice: RawRepresentable & CaseIterable>(_ value: JSONValue, at path: @autoclosure () -> String, as _: Choice.Type)
        -> Choice? where Choice.RawValue == String {
        guard case let .string(text) = value, let choice = Choice(rawValue: text) else {
            let names = Choice.allCases.map(\.rawValue)
            var nearest = ""
            if case let .string(text) = value { nearest = suggestion(for: text, in: names) }
            fail(path(), "expected one of \(names.map { "“\($0)”" }.joined(separator: ", ")), got \(value.summary)\(nearest)")
            return nil
        }
        return choice
    }

    /// ` — did you mean “name”?` for the name in `names` within two edits of `text`, else nothing.
    package func suggestion(for text: String, in names: [String]) -> String {
        Spelling.nearest(to: text, in: names, maximumEdits: 2).map { " — did you mean “\($0)”?" } ?? ""
    }
}
