import XML

/// Interface Builder's storyboards and xibs, read as XML (``XMLElements``): a view that says it is an
/// empty state — by its custom class (`EmptyStateView`), its label in the document outline, or an
/// outlet to it (`emptyView`, `noResultsLabel`); in a xib named like one, its top-level views — is a
/// placeholder with what it holds: the first label's text (`text`, `<string key="text">` or an
/// attributed string's fragments) as the title, the second's as the detail, an image view's image
/// (an SF Symbol where the document's resources say `catalog="system"`), and its buttons' titles.
/// One placeholder per such view, the outermost, at its opening tag's line, owned by its scene's
/// view controller's class (a xib: the file's name); a view that holds none of these (the code fills
/// it) is left to the code's readers.
enum InterfaceBuilderReader {
    /// Whether `file` is one it reads.
    static func reads(_ file: String) -> Bool {
        file.hasSuffix(".storyboard") || file.hasSuffix(".xib")
    }

    /// The placeholders of one storyboard or xib.
    static func placeholders(_ bytes: [UInt8], file: String) -> [FoundPlaceholder] {
        let tree = XMLElements(bytes)
        let elements = tree.elements
        let stem = fileStem(file)
        // The SF Symbols the document names (`<image name="magnifyingglass" catalog="system"/>`),
        // and the outlets to each object.
        var symbols: Set<String> = []
        var outlets: [String: [String]] = [:]
        for element in elements {
            if element.name == "image", element["catalog"] == "system", let name = element["name"] { symbols.insert(name) }
            if element.name == "outlet", let property = element["property"], let destination = element["destination"] {
                outlets[destination, default: []].append(property)
            }
        }
        let xibSaysEmpty = file.hasSuffix(".xib") && WrapperReader.soundsLikePlaceholder(stem)
        var found: [FoundPlaceholder] = []
        var covered = 0
        for index in elements.indices where index >= covered {
            let element = elements[index]
            guard !["placeholder", "outlet", "image", "connections", "resources"].contains(element.name) else { continue }
            let outlet = element["id"].flatMap { outlets[$0] }?.first(where: WrapperReader.soundsLikePlaceholder)
            let topLevel = xibSaysEmpty && element.parent.map { elements[$0].name == "objects" } == true
            let name = [element["customClass"], outlet, element["userLabel"]].compactMap { $0 }.first(where: WrapperReader.soundsLikePlaceholder)
                ?? (topLevel ? stem : nil)
            guard let name else { continue }
            var placeholder = FoundPlaceholder(file: file, line: element.line, kind: name, owner: owner(of: index, in: tree, file: file), api: nil)
            let subtree = tree.subtree(index)
            let texts = subtree.filter { ["label", "textView"].contains(elements[$0].name) }.compactMap { labelText($0, in: tree) }
            placeholder.title = texts.first.map { .literal($0, arguments: []) }
            placeholder.detail = texts.dropFirst().first.map { .literal($0, arguments: []) }
            placeholder.picture = subtree.lazy.filter { elements[$0].name == "imageView" }.compactMap { picture($0, in: tree, symbols: symbols) }.first
            placeholder.buttons = subtree.filter { elements[$0].name == "button" }.compactMap { buttonTitle($0, in: tree) }.map { .literal($0, arguments: []) }
            guard placeholder.title != nil || placeholder.picture != nil || !placeholder.buttons.isEmpty else { continue }
            found.append(placeholder.settled())
            covered = subtree.upperBound
        }
        return found
    }

    /// A label's text: its `text`, its `<string key="text">`, or its attributed text's fragments.
    private static func labelText(_ index: Int, in tree: XMLElements) -> String? {
        let element = tree.elements[index]
        if let text = element["text"], !text.isEmpty { return text }
        if let string = tree.children(index, named: "string").first(where: { tree.elements[$0]["key"] == "text" }),
           !tree.elements[string].text.isEmpty {
            return tree.elements[string].text
        }
        return attributed(index, key: "attributedText", in: tree)
    }

    /// The text of an element's `<attributedString key="…">`: its fragments' `content`, or their `<string key="content">`.
    private static func attributed(_ index: Int, key: String, in tree: XMLElements) -> String? {
        guard let string = tree.children(index, named: "attributedString").first(where: { tree.elements[$0]["key"] == key }) else { return nil }
        let text = tree.children(string, named: "fragment").map { fragment in
            tree.elements[fragment]["content"]
                ?? tree.children(fragment, named: "string").first(where: { tree.elements[$0]["key"] == "content" }).map { tree.elements[$0].text } ?? ""
        }.joined()
        return text.isEmpty ? nil : text
    }

    /// An image view's image: an SF Symbol where the document says so, else an asset.
    private static func picture(_ index: Int, in tree: XMLElements, symbols: Set<String>) -> FoundPicture? {
        let element = tree.elements[index]
        let reference = tree.children(index, named: "imageReference").first { tree.elements[$0]["key"] == "image" }
        guard let name = element["image"] ?? reference.flatMap({ tree.elements[$0]["image"] }), !name.isEmpty else { return nil }
        let system = reference.map { tree.elements[$0]["catalog"] == "system" } ?? false
        return system || symbols.contains(name) ? .symbol(name) : .asset(name)
    }

    /// A button's title: its normal state's, its configuration's, or its attributed title.
    private static func buttonTitle(_ index: Int, in tree: XMLElements) -> String? {
        for child in tree.subtree(index).dropFirst() where tree.elements[child].parent == index {
            let element = tree.elements[child]
            guard (element.name == "state" && element["key"] == "normal") || (element.name == "buttonConfiguration" && element["key"] == "configuration") else { continue }
            if let title = element["title"], !title.isEmpty { return title }
            if let string = tree.children(child, named: "string").first(where: { tree.elements[$0]["key"] == "title" }),
               !tree.elements[string].text.isEmpty {
                return tree.elements[string].text
            }
            if let title = attributed(child, key: "attributedTitle", in: tree) { return title }
        }
        return nil
    }

    /// The class of the view controller a view is in (or, for a scene's top-level view, its scene's
    /// first); a xib's, or a controller's without a class: the file's name.
    private static func owner(of index: Int, in tree: XMLElements, file: String) -> String {
        guard file.hasSuffix(".storyboard") else { return fileStem(file) }
        let isController: (XMLElements.Element) -> Bool = { $0.name.hasSuffix("Controller") }
        var controller = tree.ancestor(index, where: isController)
        if controller == nil, let scene = tree.ancestor(index, where: { $0.name == "scene" }) {
            controller = tree.subtree(scene).first { isController(tree.elements[$0]) }
        }
        return controller.flatMap { tree.elements[$0]["customClass"] } ?? fileStem(file)
    }

    /// `Search/Base.lproj/Main.storyboard` → `Main`.
    static func fileStem(_ file: String) -> String {
        let name = file.split(separator: "/").last.map(String.init) ?? file
        guard let dot = name.lastIndex(of: "."), dot > name.startIndex else { return name }
        return String(name[..<dot])
    }
}
