/// An edit that cannot be made, with a sentence saying what to write instead.
public struct EditError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The sentence.
    public let message: String

    /// An error saying `message`.
    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
