extension PixelDifference {
    /// A difference as a report recorded it (`report.json`), for a review served again from its report.
    package static func recorded(differingPixels: Int, antialiasedPixels: Int, comparedPixels: Int, box: Box?, sizesDiffer: Bool) -> Self {
        Self(differingPixels: differingPixels, antialiasedPixels: antialiasedPixels, comparedPixels: comparedPixels, box: box, sizesDiffer: sizesDiffer)
    }
}

extension PixelDifference.Box {
    /// A box as a report recorded it.
    package static func recorded(x: Int, y: Int, width: Int, height: Int) -> Self {
        Self(x: x, y: y, width: width, height: height)
    }
}
