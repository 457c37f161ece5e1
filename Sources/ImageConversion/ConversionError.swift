/// Why an image could not be converted, as a sentence a user can act on.
package enum ConversionError: Error, Equatable, Sendable, CustomStringConvertible {
    /// libheif could not read or decode the bytes as a HEIF image; its own words.
    case unreadableHEIF(String)
    /// poppler could not read the bytes as a PDF document, or cairo could not draw it; their own words.
    case unreadablePDF(String)
    /// The PDF document has no page to draw.
    case pdfWithoutPages
    /// The PDF's first page, in points, is empty or longer than ``PDFImage/maximumPoints`` on a side.
    case pageSize(width: Double, height: Double)
    /// The image would have more pixels than ``RenderedImage/maximumPixels``.
    case tooManyPixels(width: Int, height: Int)
    /// A scale other than 1, 2 or 3.
    case unsupportedScale(Int)

    /// The sentence.
    package var description: String {
        switch self {
        case .unreadableHEIF(let reason):
            "cannot decode the HEIF image (libheif: \(reason))"
        case .unreadablePDF(let reason):
            "cannot draw the PDF (\(reason))"
        case .pdfWithoutPages:
            "the PDF has no pages"
        case .pageSize(let width, let height):
            "the PDF's first page is \(Self.points(width))×\(Self.points(height)) points; pages of more than 0 and at most "
                + "\(Self.points(PDFImage.maximumPoints)) points a side are drawn"
        case .tooManyPixels(let width, let height):
            "the image would be \(width)×\(height) pixels; at most \(RenderedImage.maximumPixels / 1_000_000) million are drawn"
        case .unsupportedScale(let scale):
            "scale \(scale) is not 1, 2 or 3"
        }
    }

    /// A length in points as a PDF writes it: whole numbers without a fraction.
    private static func points(_ value: Double) -> String {
        value.isFinite && value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
