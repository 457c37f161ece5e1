// ImageConversion: the images an asset catalog may hold that browsers cannot show — HEIF photos and
// PDF vectors — as PNG files, made by the PNG target's encoder.
//
// The third room for C and unsafe code, beside HTTPServer and Browser: only HEIFImage.swift
// (`private import CHeif`, libheif) and PDFImage.swift (`private import CPoppler`, poppler-glib and
// cairo) touch a C library or a pointer, and each call is self-contained: it makes, uses and frees
// its library's objects before it returns, so callers see plain values only.

import PNG

/// A converted image: a PNG file and its size in pixels.
package struct RenderedImage: Sendable, Equatable {
    /// The most pixels a conversion makes (400 MB of RGBA): a photo of 100 megapixels, or a
    /// 10,000-point page at 1×. Past it a file is refused before anything is decoded.
    package static let maximumPixels = 100_000_000

    /// The PNG file (RGB when every pixel is opaque, else RGBA).
    package let png: [UInt8]
    /// Its width in pixels.
    package let width: Int
    /// Its height in pixels.
    package let height: Int

    /// The image of straight (not premultiplied) RGBA pixels, encoded.
    init(width: Int, height: Int, rgba: [UInt8]) {
        self.png = PNGImage(width: width, height: height, rgba: rgba).encoded()
        self.width = width
        self.height = height
    }

    /// Refuses a size of more than ``maximumPixels``.
    static func check(width: Int, height: Int) throws(ConversionError) {
        // Each side first, so that the product cannot overflow.
        guard width <= maximumPixels, height <= maximumPixels, width * height <= maximumPixels else {
            throw .tooManyPixels(width: width, height: height)
        }
    }

    /// A colour channel premultiplied by `alpha`, made straight again (rounded to nearest); what
    /// neither a PNG file nor a browser expects is premultiplied colour.
    @inline(__always)
    static func straight(_ channel: UInt32, alpha: UInt32) -> UInt8 {
        alpha == 0 ? 0 : UInt8(min(255, (channel * 255 + alpha / 2) / alpha))
    }
}
