import Foundation
import ImageConversion
import PNG
import Testing

@Suite struct PDFImageTests {
    /// squares.pdf: a 20×10 pt page (written by hand) with an opaque square of rgb(0.2, 0.4, 0.6)
    /// from (2, 2) to (8, 8) pt and a square of red at half opacity from (12, 2) to (18, 8) pt,
    /// both on whole points so that their edges fall between pixels at every scale; nothing else.
    private func squares() throws -> [UInt8] {
        let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
        return Array(try Data(contentsOf: directory.appendingPathComponent("squares.pdf")))
    }

    /// A one-page PDF of `width × height` points that draws nothing, its cross-reference table exact.
    private func emptyPage(width: Int, height: Int) -> [UInt8] {
        let objects = ["<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
                       "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 \(width) \(height)] >>"]
        var file = "%PDF-1.4\n", offsets: [Int] = []
        for (index, object) in objects.enumerated() {
            offsets.append(file.utf8.count)
            file += "\(index + 1) 0 obj\n\(object)\nendobj\n"
        }
        let table = file.utf8.count
        file += "xref\n0 4\n0000000000 65535 f \n" + offsets.map { String(repeating: "0", count: 10 - String($0).count) + "\($0) 00000 n \n" }.joined()
        file += "trailer\n<< /Size 4 /Root 1 0 R >>\nstartxref\n\(table)\n%%EOF\n"
        return Array(file.utf8)
    }

    @Test func givesThePageSizeInPoints() throws {
        #expect(try PDFImage.size(of: squares()) == (20, 10))
    }

    @Test(arguments: [1, 2, 3])
    func drawsTheFirstPageAtItsSizeTimesTheScale(scale: Int) throws {
        let image = try PDFImage.png(from: squares(), scale: scale)
        #expect((image.width, image.height) == (20 * scale, 10 * scale))
        let png = try PNGImage(decoding: image.png)
        #expect((png.width, png.height) == (20 * scale, 10 * scale))
        // The opaque square, edge to edge (PDF's y axis points up: 2…8 pt from the bottom of a
        // 10 pt page is 2…8 pt from its top).
        for (x, y) in [(2, 2), (7, 7), (2, 7), (7, 2), (5, 5)] {
            #expect(png.pixel(x: x * scale, y: y * scale) == (51, 102, 153, 255))
            #expect(png.pixel(x: x * scale + scale - 1, y: y * scale + scale - 1) == (51, 102, 153, 255))
        }
        // Red at half opacity: straight colour (cairo keeps it premultiplied, 128/255 of red).
        #expect(png.pixel(x: 15 * scale, y: 5 * scale) == (255, 0, 0, 128))
        // Transparent around them: the page has no paper.
        for (x, y) in [(0, 0), (1, 1), (8, 8), (10, 5), (19, 9), (11, 2)] {
            #expect(png.pixel(x: x * scale, y: y * scale) == (0, 0, 0, 0))
        }
        #expect(png.pixel(x: 2 * scale - 1, y: 5 * scale) == (0, 0, 0, 0))
        #expect(png.pixel(x: 8 * scale, y: 5 * scale) == (0, 0, 0, 0))
    }

    @Test func refusesWhatIsNotAPDF() {
        #expect(throws: ConversionError.unreadablePDF("PDF document is damaged")) {
            try PDFImage.png(from: Array("not a PDF at all".utf8), scale: 1)
        }
        #expect(throws: ConversionError.unreadablePDF("the file is empty")) { try PDFImage.size(of: []) }
        #expect(ConversionError.unreadablePDF("PDF document is damaged").description == "cannot draw the PDF (PDF document is damaged)")
    }

    @Test func refusesACutFile() throws {
        let cut = Array(try squares().prefix(300))
        #expect(throws: ConversionError.unreadablePDF("PDF document is damaged")) { try PDFImage.png(from: cut, scale: 2) }
    }

    @Test func refusesPagesTooLargeAndScalesItDoesNotDraw() throws {
        #expect(throws: ConversionError.pageSize(width: 20_000, height: 10)) { try PDFImage.size(of: emptyPage(width: 20_000, height: 10)) }
        #expect(ConversionError.pageSize(width: 20_000, height: 10).description
            == "the PDF's first page is 20000×10 points; pages of more than 0 and at most 10000 points a side are drawn")
        // 10,000 points a side is allowed, but not as 30,000 × 30,000 pixels.
        #expect(throws: ConversionError.tooManyPixels(width: 30_000, height: 30_000)) {
            try PDFImage.png(from: emptyPage(width: 10_000, height: 10_000), scale: 3)
        }
        #expect(ConversionError.tooManyPixels(width: 30_000, height: 30_000).description
            == "the image would be 30000×30000 pixels; at most 100 million are drawn")
        #expect(throws: ConversionError.unsupportedScale(4)) { try PDFImage.png(from: squares(), scale: 4) }
        #expect(throws: ConversionError.unsupportedScale(0)) { try PDFImage.png(from: squares(), scale: 0) }
    }

    @Test func drawsAnEmptyPageTransparent() throws {
        let image = try PDFImage.png(from: emptyPage(width: 3, height: 2), scale: 2)
        #expect(try PNGImage(decoding: image.png) == PNGImage(width: 6, height: 4, rgba: [UInt8](repeating: 0, count: 6 * 4 * 4)))
    }

    @Test func drawsOnManyThreadsAtOnce() async throws {
        let bytes = try squares()
        let expected = try PDFImage.png(from: bytes, scale: 2)
        let results = try await withThrowingTaskGroup(of: RenderedImage.self) { group in
            for _ in 0..<8 { group.addTask { try PDFImage.png(from: bytes, scale: 2) } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results == [RenderedImage](repeating: expected, count: 8))
    }
}
