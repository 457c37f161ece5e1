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

    /// The square of pixels that holds the most differing ones.
    public struct Window: Sendable, Equatable {
        /// Its leftmost column.
        public var x: Int
        /// Its top row.
        public var y: Int
        /// Its side: the size asked for, or the image's smaller side when that is smaller.
        public var size: Int
        /// The differing pixels in it (anti-aliasing left out, as in `differingPixels`).
        public var differingPixels: Int
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
    /// The densest square of differing pixels, when the comparison was asked for one (the first
    /// found, top to bottom, when several hold as many; at (0, 0) when none differs).
    public let densestWindow: Window?

    /// A difference from its parts (a comparison's, or a report read back).
    package init(differingPixels: Int, antialiasedPixels: Int, comparedPixels: Int, box: Box?, sizesDiffer: Bool, densestWindow: Window? = nil) {
        self.differingPixels = differingPixels
        self.antialiasedPixels = antialiasedPixels
        self.comparedPixels = comparedPixels
        self.box = box
        self.sizesDiffer = sizesDiffer
        self.densestWindow = densestWindow
    }

    /// The share of compared pixels that differ, 0 to 1.
    public var ratio: Double {
        comparedPixels == 0 ? 0 : Double(differingPixels) / Double(comparedPixels)
    }
}
