import Screens
import Testing

/// An SVG's size in points, as UIKit draws an SVG image: its `width` and `height`, else its `viewBox`.
struct SVGSizeTests {
    private func size(_ svg: String) -> String? {
        SVGSize.points(of: Array(svg.utf8)).map { "\($0.width)×\($0.height)" }
    }

    @Test func widthAndHeightElseTheViewBox() {
        #expect(size(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 80"><rect/></svg>"#) == "120.0×80.0")
        #expect(size(#"<svg width="24" height="32px" viewBox="0 0 12 16"/>"#) == "24.0×32.0")
        // One side: the other follows the viewBox's proportions.
        #expect(size(#"<svg width="60" viewBox="0,0,120,80"/>"#) == "60.0×40.0")
        // Percentages are the page's, not the image's: the viewBox decides.
        #expect(size("<?xml version=\"1.0\"?>\n<!-- <svg width=\"1\" height=\"1\"> -->\n<!DOCTYPE svg>\n<svg\n  width='100%' height='100%'\n  viewBox='-5 -5 30 20'>") == "30.0×20.0")
    }

    @Test func nothingUsableIsNil() {
        #expect(size(#"<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>"#) == nil)
        #expect(size(#"<svg viewBox="0 0 0 10"/>"#) == nil)
        #expect(size(#"<svg width="2em" height="1em"/>"#) == nil)
        #expect(size(#"<html><svg viewBox="0 0 10 10"/></html>"#) == nil)
        #expect(size(#"<svg viewBox="0 0 10 10"#) == nil)
        #expect(size("") == nil)
    }
}
