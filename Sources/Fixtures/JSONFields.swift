import JSON

/// An object's members once ``JSONReader/object(_:at:allowed:required:)`` has checked their keys,
/// found by key with a scan: the objects of a fixtures file have a few keys each, and hashing them
/// into a dictionary cost more than reading the row they make.
package struct JSONFields {
    /// The allowed members, in document order.
    private let members: [(key: String, value: JSONValue)]

    /// The fields of `members`.
    init(_ members: [(key: String, value: JSONValue)]) {
        self.members = members
    }

    /// The value of `key`, if the object has it (the last one, should a value made in code repeat a key).
    package subscript(key: String) -> JSONValue? {
        members.last { $0.key == key }?.value
    }

    /// How many fields there are.
    package var count: Int { members.count }

    /// The first field in document order, if any.
    package var first: (key: String, value: JSONValue)? { members.first }
}
