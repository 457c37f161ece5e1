/// An object's members as ``JSONReader`` hands them out (after checking their keys, for
/// ``JSONReader/object(_:at:allowed:required:)``), in document order and found by key with a scan:
/// the objects of a fixtures file have a few keys each, and hashing them into a dictionary cost more
/// than reading the row they make.
package struct JSONFields: RandomAccessCollection {
    /// The allowed members, in document order.
    @usableFromInline let members: [(key: String, value: JSONValue)]

    /// The fields of `members`.
    @inlinable
    package init(_ members: [(key: String, value: JSONValue)]) {
        self.members = members
    }

    /// The value of `key`, if the object has it (the last one, should a value made in code repeat a key).
    @inlinable
    package subscript(key: String) -> JSONValue? {
        members.last { $0.key == key }?.value
    }

    /// The first field's position.
    @inlinable
    package var startIndex: Int { members.startIndex }
    /// The position after the last field.
    @inlinable
    package var endIndex: Int { members.endIndex }

    /// The field at `position`, in document order.
    @inlinable
    package subscript(position: Int) -> (key: String, value: JSONValue) {
        members[position]
    }
}
