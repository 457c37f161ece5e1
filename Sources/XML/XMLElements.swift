/// The elements of an XML document read (a storyboard, a xib; ``XMLScanner``), in document order, each with its
/// attributes and character data (entities decoded), the line its opening tag starts on, and where
/// its subtree ends: as much XML as Interface Builder's files use, read in one pass over the bytes.
/// It never fails and never recurses: an element left open ends with the input, a closing tag that
/// closes nothing open is ignored, a `<` that starts no tag is text, so a cut or mangled file gives
/// the elements it has, however deep its nesting.
package struct XMLElements: Sendable {
    /// One element.
    package struct Element: Sendable {
        /// `label`, `view`, `state`.
        package var name: String
        /// Its attributes, the first of a repeated name kept.
        package var attributes: [String: String]
        /// Its own character data (a `<string key="text">`'s text), not its children's.
        package var text: String
        /// The line its `<` is on, from 1.
        package var line: Int
        /// The index of the element it is in.
        package var parent: Int?
        /// The index after its last descendant: its subtree is `index..<end`.
        package var end: Int

        /// The attribute `name`'s value.
        package subscript(_ name: String) -> String? { attributes[name] }
    }

    /// Every element, in the order their opening tags come.
    package private(set) var elements: [Element] = []

    /// The tree of `bytes` (UTF-8).
    package init(_ bytes: [UInt8]) {
        var scanner = XMLScanner(bytes: bytes)
        var open: [Int] = []
        while let event = scanner.next() {
            switch event {
            case let .start(name, attributes, line, empty):
                let index = elements.count
                elements.append(Element(name: name, attributes: attributes, text: "", line: line, parent: open.last, end: index + 1))
                if !empty { open.append(index) }
            case let .end(name):
                // Close up to the innermost open element of that name; a stray end closes nothing.
                guard let position = open.lastIndex(where: { elements[$0].name == name }) else { continue }
                for index in open[position...] { elements[index].end = elements.count }
                open.removeSubrange(position...)
            case let .text(text):
                if let current = open.last { elements[current].text += text }
            }
        }
        for index in open { elements[index].end = elements.count }
    }

    /// The indices of `index`'s subtree, itself first.
    package func subtree(_ index: Int) -> Range<Int> {
        index..<max(index + 1, min(elements[index].end, elements.count))
    }

    /// The children of `index` named `name`, in order.
    package func children(_ index: Int, named name: String) -> [Int] {
        subtree(index).dropFirst().filter { elements[$0].parent == index && elements[$0].name == name }
    }

    /// The nearest element enclosing `index` (not itself) that satisfies `test`.
    package func ancestor(_ index: Int, where test: (Element) -> Bool) -> Int? {
        var current = elements[index].parent
        while let position = current {
            if test(elements[position]) { return position }
            current = elements[position].parent
        }
        return nil
    }
}
