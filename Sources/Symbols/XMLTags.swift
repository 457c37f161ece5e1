import XML

/// The tags of an XML text, in order (``XMLScanner``'s, its text left out): what walking an SF
/// Symbols template asks of it — elements and their attributes.
struct XMLTags: Sequence, IteratorProtocol {
    struct Tag {
        enum Kind { case open, close, selfClosing }
        let kind: Kind
        let name: String
        let attributes: [String: String]
    }

    private var scanner: XMLScanner

    init(_ text: String) { scanner = XMLScanner(bytes: Array(text.utf8)) }

    mutating func next() -> Tag? {
        while let event = scanner.next() {
            switch event {
            case let .start(name, attributes, _, empty): return Tag(kind: empty ? .selfClosing : .open, name: name, attributes: attributes)
            case let .end(name): return Tag(kind: .close, name: name, attributes: [:])
            case .text: continue
            }
        }
        return nil
    }
}
