import HTML

/// A hint (`accessibilityHint`: what doing it does, said after a pause) as assistive technology
/// reads it from the page: the element is described by a hidden text, drawn nowhere.
enum HintText {
    /// The attribute that points the element at its hint's text.
    static func describedBy(_ id: String) -> Attribute { Attribute("aria-describedby", id) }

    /// The hint's text, hidden, with the id the element points to.
    static func node(_ hint: String, id: String) -> Node {
        .el("span", [.id(id), Attribute("hidden", "")], text: hint)
    }
}
