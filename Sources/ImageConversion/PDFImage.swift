private import CPoppler
import Guarded

/// PDF images (the vector image sets of asset catalogs) as PNG: the first page drawn by poppler
/// through cairo, as Xcode draws a PDF-only image set at each scale.
///
/// One of the two files that touch C (see RenderedImage.swift). Each call opens its own document
/// and frees it before returning, and the calls take turns: poppler documents no thread safety,
/// not even between documents, which share its global parameters and font caches (an icon takes
/// about a millisecond).
package enum PDFImage {
    /// The longest side a page may have, in points (139 inches; an icon is 20 to 100).
    package static let maximumPoints = 10_000.0

    /// The size of the first page in points (its crop box, turned as the page says).
    package static func size(of bytes: [UInt8]) throws(ConversionError) -> (width: Double, height: Double) {
        try withFirstPage(of: bytes) { page throws(ConversionError) in try pageSize(page) }
    }

    /// The first page as a PNG of its size in points × `scale` pixels (rounded to the nearest pixel),
    /// antialiased, on a transparent background.
    package static func png(from bytes: [UInt8], scale: Int) throws(ConversionError) -> RenderedImage {
        guard (1...3).contains(scale) else { throw .unsupportedScale(scale) }
        let pixels = try withFirstPage(of: bytes) { page throws(ConversionError) in
            let points = try pageSize(page)
            let width = max(1, Int((points.width * Double(scale)).rounded()))
            let height = max(1, Int((points.height * Double(scale)).rounded()))
            try RenderedImage.check(width: width, height: height)
            return (width: width, height: height, rgba: try render(page, width: width, height: height, scale: scale))
        }
        // Encoded once the next call may have its turn.
        return RenderedImage(width: pixels.width, height: pixels.height, rgba: pixels.rgba)
    }

    /// Whose turn it is, holding a document of one empty page open for the life of the process:
    /// poppler-glib makes its global parameters (its tables of fonts and encodings) with the
    /// first open document and frees them with the last, which cost each call 1.5 ms, 40 times
    /// what opening an icon's PDF takes with them kept. Poppler's messages are silenced first.
    private static let turn: Locked<OpaquePointer?> = {
        lp_poppler_quiet()
        let data = Array(keptDocument.utf8).withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(data) }
        return Locked(poppler_document_new_from_bytes(data, nil, nil))
    }()

    /// A PDF of one empty page, a point square, its cross-reference table exact.
    private static let keptDocument = [
        "%PDF-1.4",
        "1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj",
        "2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj",
        "3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 1 1] >> endobj",
        "xref", "0 4", "0000000000 65535 f ", "0000000009 00000 n ", "0000000058 00000 n ", "0000000115 00000 n ",
        "trailer << /Size 4 /Root 1 0 R >>", "startxref", "182", "%%EOF", "",
    ].joined(separator: "\n")

    /// Opens the document (a copy of `bytes`), runs `body` on its first page, and frees both.
    private static func withFirstPage<Result>(of bytes: [UInt8], _ body: (OpaquePointer) throws(ConversionError) -> Result)
        throws(ConversionError) -> Result {
        guard !bytes.isEmpty else { throw .unreadablePDF("the file is empty") }
        return try turn.withLock { _ throws(ConversionError) in
            let data = bytes.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
            defer { g_bytes_unref(data) }
            var error: UnsafeMutablePointer<GError>?
            guard let document = poppler_document_new_from_bytes(data, nil, &error) else {
                let reason = error.map { String(cString: $0.pointee.message) } ?? "not a PDF document"
                g_clear_error(&error)
                throw .unreadablePDF(reason)
            }
            defer { g_object_unref(UnsafeMutableRawPointer(document)) }
            guard poppler_document_get_n_pages(document) > 0, let page = poppler_document_get_page(document, 0) else {
                throw .pdfWithoutPages
            }
            defer { g_object_unref(UnsafeMutableRawPointer(page)) }
            return try body(page)
        }
    }

    /// The page's size in points, refused when empty or too long.
    private static func pageSize(_ page: OpaquePointer) throws(ConversionError) -> (width: Double, height: Double) {
        var width = 0.0, height = 0.0
        poppler_page_get_size(page, &width, &height)
        guard width > 0, height > 0, width <= maximumPoints, height <= maximumPoints else {
            throw .pageSize(width: width, height: height)
        }
        return (width, height)
    }

    /// The page drawn by cairo into `width × height` premultiplied pixels, returned as straight RGBA.
    private static func render(_ page: OpaquePointer, width: Int, height: Int, scale: Int) throws(ConversionError) -> [UInt8] {
        // A new image surface is transparent black; poppler_page_render paints no paper under the page.
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { throw .unreadablePDF(cairoMessage(cairo_surface_status(surface))) }
        let context = cairo_create(surface)
        cairo_scale(context, Double(scale), Double(scale))
        poppler_page_render(page, context)
        let status = cairo_status(context)
        cairo_destroy(context)
        guard status == CAIRO_STATUS_SUCCESS else { throw .unreadablePDF(cairoMessage(status)) }
        cairo_surface_flush(surface)
        guard let pixels = cairo_image_surface_get_data(surface) else { throw .unreadablePDF("cairo drew no pixels") }
        let stride = Int(cairo_image_surface_get_stride(surface))
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        rgba.withUnsafeMutableBufferPointer { out in
            for row in 0..<height {
                // Each of cairo's rows (`stride` bytes apart) holds `width` native-endian 32-bit ARGB pixels.
                let line = UnsafeRawPointer(pixels + row * stride)
                for column in 0..<width {
                    let argb = line.loadUnaligned(fromByteOffset: column * 4, as: UInt32.self)
                    let alpha = argb >> 24, at = (row * width + column) * 4
                    out[at] = RenderedImage.straight(argb >> 16 & 0xFF, alpha: alpha)
                    out[at + 1] = RenderedImage.straight(argb >> 8 & 0xFF, alpha: alpha)
                    out[at + 2] = RenderedImage.straight(argb & 0xFF, alpha: alpha)
                    out[at + 3] = UInt8(alpha)
                }
            }
        }
        return rgba
    }

    /// cairo's words for a status.
    private static func cairoMessage(_ status: cairo_status_t) -> String {
        "cairo: " + String(cString: cairo_status_to_string(status))
    }
}
