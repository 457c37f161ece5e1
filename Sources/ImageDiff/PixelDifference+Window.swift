extension PixelDifference.Window {
    /// The `size` × `size` square (clamped to the image's smaller side, at least 1) of a
    /// `width` × `height` mask that holds the most set pixels, as pixelmatch's `windowSize` finds it:
    /// a sum per column over the last `size` rows, slid along each band of rows. Only squares wholly
    /// inside the image count. `rows` are the first and last rows holding a set pixel, if any.
    static func densest(in mask: [Bool], width: Int, height: Int, size: Int, rows: ClosedRange<Int>?) -> Self {
        let side = max(1, min(size, width, height))
        var densest = Self(x: 0, y: 0, size: side, differingPixels: 0)
        guard let rows else { return densest }
        var columns = [Int](repeating: 0, count: width)
        // Every set pixel in the current band of rows: no square in the band holds more, so a band
        // that cannot beat the densest so far is not scanned.
        var band = 0
        for y in rows.lowerBound...min(height - 1, rows.upperBound + side - 1) {
            let leaving = y - side
            for x in 0..<width {
                let change = (mask[y * width + x] ? 1 : 0) - (leaving >= 0 && mask[leaving * width + x] ? 1 : 0)
                columns[x] += change
                band += change
            }
            guard y >= side - 1, band > densest.differingPixels else { continue }
            var sum = columns[0..<(side - 1)].reduce(0, +)
            for x in (side - 1)..<width {
                sum += columns[x]
                if sum > densest.differingPixels { densest = Self(x: x - side + 1, y: y - side + 1, size: side, differingPixels: sum) }
                sum -= columns[x - side + 1]
            }
        }
        return densest
    }
}
