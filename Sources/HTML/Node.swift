/// A piece of an HTML document: elements, text and fixed markup, rendered by ``Node/render()``.
///
/// Text and attribute values are always escaped when rendered. The only way to put markup in
/// unescaped is ``Node/raw(_:)``, which takes a `StaticString`, so it can never carry data.
public enum Node: Sendable {
    /// An element with attributes and children; void elements ignore their children.
    indirect case element(name: StaticString, attributes: [Attribute], children: [Node])
    /// Text, escaped when rendered.
    case text(String)
    /// Markup written in the source code, emitted as is.
    case raw(StaticString)
    /// Part of markup written in the source code — a range of a static string's bytes, as a
    /// generated table keeps its many drawings in one — emitted as is. Like ``raw(_:)``, it cannot
    /// carry data: its bytes are the program's own.
    case rawPart(StaticString, Range<Int>)
    /// Several nodes in a row without a wrapping element.
    case fragment([Node])
    /// `count` nodes made one at a time while rendering, so a long list never exists as a whole tree.
    case generated(count: Int, make: @Sendable (Int) -> Node)

    /// An element; the usual way to build one.
    public static func el(_ name: StaticString, _ attributes: [Attribute] = [], _ children: [Node] = []) -> Node {
        .element(name: name, attributes: attributes, children: children)
    }

    /// An element holding a single text child.
    public static func el(_ name: StaticString, _ attributes: [Attribute] = [], text: String) -> Node {
        .element(name: name, attributes: attributes, children: [.text(text)])
    }

    /// Nothing at all; handy in conditionals.
    public static let empty = Node.fragment([])
}

/// One attribute of an element; its value is escaped when rendered.
public struct Attribute: Sendable {
    /// The attribute's name, written in the source code.
    public let name: StaticString
    /// The value, or `nil` for a boolean attribute such as `hidden`.
    public let value: String?

    /// An attribute with a value.
    public init(_ name: StaticString, _ value: String) {
        self.name = name
        self.value = value
    }

    /// A boolean attribute, present without a value.
    public init(flag name: StaticString) {
        self.name = name
        self.value = nil
    }

    /// `class="…"`.
    public static func `class`(_ value: String) -> Attribute { Attribute("class", value) }
    /// `id="…"`.
    public static func id(_ value: String) -> Attribute { Attribute("id", value) }
    /// `href="…"`.
    public static func href(_ value: String) -> Attribute { Attribute("href", value) }
    /// `src="…"`.
    public static func src(_ value: String) -> Attribute { Attribute("src", value) }
    /// `alt="…"`.
    public static func alt(_ value: String) -> Attribute { Attribute("alt", value) }
    /// `role="…"`.
    public static func role(_ value: String) -> Attribute { Attribute("role", value) }
    /// `type="…"`.
    public static func type(_ value: String) -> Attribute { Attribute("type", value) }
    /// `name="…"`.
    public static func name(_ value: String) -> Attribute { Attribute("name", value) }
    /// `value="…"`.
    public static func value(_ value: String) -> Attribute { Attribute("value", value) }
    /// `method="…"`.
    public static func method(_ value: String) -> Attribute { Attribute("method", value) }
    /// `action="…"`.
    public static func action(_ value: String) -> Attribute { Attribute("action", value) }
    /// `lang="…"`.
    public static func lang(_ value: String) -> Attribute { Attribute("lang", value) }
}
