/// Something a strings source holds that loads but is not shown as the app would show it, or is
/// probably a mistake: a catalog's device variations, a key given twice in a `.strings` file.
public struct StringsNote: Equatable, Sendable, CustomStringConvertible {
    /// The file it is in.
    public let file: String
    /// Where in the file: a JSON path (`strings["welcome"].localizations.en`) or `line 7`.
    public let location: String
    /// The key concerned.
    public let key: String
    /// The language concerned, when there is one.
    public let language: String?
    /// What happens, as a sentence.
    public let message: String

    /// `file: location: message`.
    public var description: String { "\(file): \(location): \(message)" }
}
