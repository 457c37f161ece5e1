/// A value read from code that is either given as it is or computed.
protocol Fixable {
    /// Whether the code gives it (a literal, a key, an image's name), not computes it.
    var isFixed: Bool { get }
}

extension FoundText: Fixable {
    var isFixed: Bool { computed == nil }
}

extension FoundPicture: Fixable {
    var isFixed: Bool {
        if case .computed = self { false } else { true }
    }
}

extension String: Fixable {
    var isFixed: Bool { true }
}
