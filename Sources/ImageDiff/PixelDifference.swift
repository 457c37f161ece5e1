/// How two images differ: how many pixels, where, and which were left out as anti-aliasing.
public struct PixelDifference: Sendable, Equatable {
    /// A rectangle of pixels.
    public struct Box: Sendable, Equatable {
        /// The leftmost column.
        public var x: Int
        /// The top row.
        public var y: Int
        /// Columns, at least 1.
        public var width: Int
        /// Rows, at least 1.
        public var height: Int

        /// A box from its parts.
        package init(x: Int, y: Int, width: Int, height: Int) {
            self.x = x
            self.y = y
            self.width = width
            self.height = height
        }
    }

    /// Pixels that differ beyond the threshold and are not anti-aliasing (unless it is counted).
    public let differingPixels: Int
    /// Pixels that differ but were judged anti-aliasing and not counted.
    public let antialiasedPixels: Int
    /// Every pixel compared: the larger width times the larger height.
    public let comparedPixels: Int
    /// The smallest box holding every differing pixel; `nil` when none differs.
    public let box: Box?
    /// Whether the two images have different sizes (every pixel outside the smaller one differs).
    public let sizesDiffer: Bool

    /// A difference from its parts (a report read back).
    package init(differingPixels: Int, antialiasedPixels: Int, comparedPixels: Int, box: Box?, sizesDiffer: Bool) {
        self.differingPixels = differingPixels
        self.antialiasedPixels = antialiasedPixels
        self.comparedPixels = comparedPixels
        self.box = box
        self.sizesDiffer = sizesDiffer
    }

    /// The share of compared pixels that differ, 0 to 1.
    public var ratio: Double {
        comparedPixels == 0 ? 0 : Double(differingPixels) / Double(comparedPixels)
    }
}
