import HTML
import Testing

@Suite struct RendererTests {
    private func html(_ node: Node) -> String {
        String(decoding: node.render(), as: UTF8.self)
    }

    @Test func textIsEscaped() {
        #expect(html(.el("p", text: "a & b < c > d \"e\" 'f'")) == #"<p>a &amp; b &lt; c &gt; d &quot;e&quot; &#39;f&#39;</p>"#)
    }

    /// Part of a static string, as a generated table keeps many drawings in one, is written as it is,
    /// within the string's bytes whatever the range.
    @Test func partOfStaticMarkupIsWrittenAsItIs() {
        let table: StaticString = "<b>one</b>\t<i>two</i>"
        #expect(html(.el("p", [], [.rawPart(table, 11..<21)])) == "<p><i>two</i></p>")
        #expect(html(.rawPart(table, 0..<10)) == "<b>one</b>")
        #expect(html(.rawPart(table, 14..<99)) == "two</i>")
    }

    @Test func attributeValuesAreEscaped() {
        let node = Node.el("a", [.href("x\" onmouseover=\"alert(1)"), .class("<b>&'")], text: "link")
        #expect(html(node) == #"<a href="x&quot; onmouseover=&quot;alert(1)" class="&lt;b&gt;&amp;&#39;">link</a>"#)
    }

    @Test(arguments: [
        ("<script>alert(1)</script>", "&lt;script&gt;alert(1)&lt;/script&gt;"),
        ("</style><img src=x onerror=alert(1)>", "&lt;/style&gt;&lt;img src=x onerror=alert(1)&gt;"),
        ("&amp;", "&amp;amp;"),
        ("javascript:alert('x')", "javascript:alert(&#39;x&#39;)"),
        ("暂无数据 ✓ 🙂", "暂无数据 ✓ 🙂"),
        ("", ""),
        ("&&&", "&amp;&amp;&amp;"),
    ])
    func hostileAndUnicodeText(input: String, expected: String) {
        #expect(html(.text(input)) == expected)
        #expect(html(.el("i", [Attribute("title", input)])) == "<i title=\"\(expected)\"></i>")
    }

    @Test func voidElementsHaveNoClosingTagAndIgnoreChildren() {
        #expect(html(.el("img", [.src("a.svg"), .alt("")], [.text("ignored")])) == #"<img src="a.svg" alt="">"#)
        #expect(html(.el("meta", [Attribute("charset", "utf-8")])) == #"<meta charset="utf-8">"#)
        #expect(html(.el("imgx")) == "<imgx></imgx>")
    }

    @Test(arguments: ["br", "hr", "col", "img", "wbr", "area", "base", "link", "meta", "embed", "input", "track", "source"] as [StaticString])
    func everyVoidElementIsLeftOpen(name: StaticString) {
        #expect(html(.el(name)) == "<\(name)>")
    }

    @Test(arguments: ["a", "p", "b", "li", "h1", "tr", "dl", "div", "nav", "svg", "bdi", "span", "form", "main", "html",
                      "label", "table", "style", "button", "strong", "select", "header", "section"] as [StaticString])
    func otherElementsAreClosed(name: StaticString) {
        #expect(html(.el(name)) == "<\(name)></\(name)>")
    }

    @Test func booleanAttributesHaveNoValue() {
        #expect(html(.el("input", [Attribute(flag: "disabled"), .name("q")])) == #"<input disabled name="q">"#)
    }

    @Test func fragmentsAndRawMarkup() {
        let node = Node.fragment([.raw("<hr>"), .text("<"), .empty, .el("b", text: "x")])
        #expect(html(node) == "<hr>&lt;<b>x</b>")
    }

    @Test func documentStartsWithDoctype() {
        let bytes = Node.el("html", [.lang("zh-Hans")], []).renderDocument()
        #expect(String(decoding: bytes, as: UTF8.self) == "<!DOCTYPE html>\n<html lang=\"zh-Hans\"></html>")
    }

    @Test func deepNesting() {
        var node = Node.text("core")
        for _ in 0..<200 { node = .el("div", [], [node]) }
        let output = html(node)
        #expect(output.hasPrefix(String(repeating: "<div>", count: 200) + "core"))
        #expect(output.hasSuffix(String(repeating: "</div>", count: 200)))
    }
}
