/// Why bytes could not be read as a PNG.
public struct PNGError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What was wrong.
    public let description: String
}

/// A decoded PNG as 8-bit RGBA pixels, row by row.
public struct PNGImage: Sendable, Equatable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// `width × height × 4` bytes: red, green, blue, alpha.
    public let rgba: [UInt8]

    private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The width and height from the header alone, without decoding.
    public static func size(of data: [UInt8]) throws(PNGError) -> (width: Int, height: Int) {
        guard data.count >= 24, data.starts(with: signature), data[12..<16].elementsEqual(Array("IHDR".utf8)) else {
            throw PNGError(description: "not a PNG file")
        }
        return (bigEndian(data, 16), bigEndian(data, 20))
    }

    /// Decodes 8-bit greyscale, RGB, palette, grey+alpha and RGBA images without interlacing.
    public init(decoding data: [UInt8]) throws(PNGError) {
        try self.init(decoding: data, rows: .max)
    }

    /// Decodes the top `rows` rows alone (the whole of a shorter image), without inflating the
    /// data after them: a look at the start of a large image costs a fraction of reading it all.
    public init(decoding data: [UInt8], rows: Int) throws(PNGError) {
        let (width, fullHeight) = try Self.size(of: data)
        let height = min(fullHeight, max(rows, 0))
        guard data.count >= 33 else { throw PNGError(description: "truncated IHDR chunk") }
        let depth = Int(data[24]), colorType = Int(data[25]), interlace = Int(data[28])
        guard depth == 8, [0, 2, 3, 4, 6].contains(colorType), interlace == 0 else {
            throw PNGError(description: "unsupported PNG (bit depth \(depth), colour type \(colorType), interlace \(interlace))")
        }
        var compressed: [UInt8] = []
        var palette: [UInt8] = []
        var transparency: [UInt8] = []
        var offset = 8
        while offset + 8 <= data.count {
            let length = Self.bigEndian(data, offset)
            let type = String(decoding: data[(offset + 4)..<(offset + 8)], as: UTF8.self)
            let start = offset + 8
            guard start + length + 4 <= data.count else { throw PNGError(description: "truncated \(type) chunk") }
            switch type {
            case "IDAT": compressed.append(contentsOf: data[start..<(start + length)])
            case "PLTE": palette = Array(data[start..<(start + length)])
            case "tRNS": transparency = Array(data[start..<(start + length)])
            default: break
            }
            offset = start + length + 4
            if type == "IEND" { break }
        }
        let channels = [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][colorType]!
        // Deflate makes at most 1032 bytes of 1 (a longest match in 2 bits): more than that is not there.
        let (stride, wide) = width.multipliedReportingOverflow(by: channels)
        let (expected, large) = height.multipliedReportingOverflow(by: stride &+ 1)
        guard !wide, !large, expected <= 1032 * compressed.count + 1024 else { throw PNGError(description: "image data too short") }
        let raw: [UInt8]
        do {
            raw = try Inflate.zlib(compressed, expectedSize: expected, prefix: height < fullHeight ? expected : .max)
        } catch {
            throw PNGError(description: "corrupt image data: \(error)")
        }
        guard raw.count >= expected else { throw PNGError(description: "image data too short") }
        let rgba = try Self.pixels(raw, width: width, height: height, colorType: colorType, palette: palette, transparency: transparency)
        self.width = width
        self.height = height
        self.rgba = rgba
    }

    /// The pixel at (x, y) as red, green, blue, alpha.
    public func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        let index = (y * width + x) * 4
        return (rgba[index], rgba[index + 1], rgba[index + 2], rgba[index + 3])
    }

    /// Whether both have the same size and pixels: 4096 bytes at a time, in a loop the compiler
    /// turns into vector instructions (the arrays' own `==` compares a byte at a time).
    public static func == (left: PNGImage, right: PNGImage) -> Bool {
        guard left.width == right.width, left.height == right.height, left.rgba.count == right.rgba.count else { return false }
        let first = left.rgba.span, second = right.rgba.span
        var start = 0
        while start < first.count {
            let end = min(first.count, start + 4096)
            let one = first.extracting(start..<end), other = second.extracting(start..<end)
            var difference: UInt8 = 0
            for index in 0..<one.count { difference |= one[index] ^ other[index] }
            if difference != 0 { return false }
            start = end
        }
        return true
    }

    /// How many pixels differ between two images of the same size; `nil` when the sizes differ.
    public func differingPixels(from other: PNGImage) -> Int? {
        guard width == other.width, height == other.height else { return nil }
        var count = 0
        for index in stride(from: 0, to: rgba.count, by: 4)
        where rgba[index] != other.rgba[index] || rgba[index + 1] != other.rgba[index + 1]
            || rgba[index + 2] != other.rgba[index + 2] || rgba[index + 3] != other.rgba[index + 3] {
            count += 1
        }
        return count
    }

    /// The RGBA pixels of `height` rows of a filter type byte and `width` filtered pixels.
    ///
    /// Each row is unfiltered into a row of its own from the one above (zeros above the first), so
    /// that the loops of None, Up and of most of Sub, Average and Paeth index each row by the loop's
    /// own counter: the compiler then checks the bounds once before the loop, not at each byte, and
    /// turns Up into vector instructions. One decision per row; the first pixel of a row (nothing
    /// on its left) has its own loop. Rows other than RGBA are widened into an RGBA row, then added
    /// to the picture: no picture-sized array but the picture.
    private static func pixels(_ raw: [UInt8], width: Int, height: Int, colorType: Int, palette: [UInt8],
                               transparency: [UInt8]) throws(PNGError) -> [UInt8] {
        let bpp = [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][colorType]!
        let stride = width * bpp
        var rgba: [UInt8] = []
        rgba.reserveCapacity(height * width * 4)
        var current = [UInt8](repeating: 0, count: stride)
        var previous = [UInt8](repeating: 0, count: stride)
        // The RGBA row: opaque until a row with alpha says otherwise.
        var wide = [UInt8](repeating: 255, count: colorType == 6 ? 0 : width * 4)
        // The palette as RGBA entries (opaque unless tRNS says otherwise).
        let entries = colorType == 3 ? palette.count / 3 : 0
        var colours = [UInt8](repeating: 255, count: colorType == 3 ? 256 * 4 : 0)
        for entry in 0..<min(entries, 256) {
            colours[entry * 4] = palette[entry * 3]; colours[entry * 4 + 1] = palette[entry * 3 + 1]; colours[entry * 4 + 2] = palette[entry * 3 + 2]
            if entry < transparency.count { colours[entry * 4 + 3] = transparency[entry] }
        }
        let input = raw.span
        for row in 0..<height {
            let start = row * (stride + 1) + 1
            let filter = input[start - 1]
            guard filter <= 4 else { throw PNGError(description: "invalid filter type \(filter) in row \(row)") }
            var out = current.mutableSpan
            unfilterRow(input.extracting(start..<(start + stride)), filter: filter, above: previous.span, bytesPerPixel: bpp, into: &out)
            if colorType == 6 {
                rgba.append(contentsOf: current)
            } else {
                var target = wide.mutableSpan
                try widen(current.span, colorType: colorType, colours: colours.span, entries: entries, into: &target)
                rgba.append(contentsOf: wide)
            }
            swap(&current, &previous)
        }
        return rgba
    }

    /// One row's bytes from its filtered ones (`line`) and the row above (zeros above the first).
    private static func unfilterRow(_ line: Span<UInt8>, filter: UInt8, above: Span<UInt8>, bytesPerPixel bpp: Int,
                                    into out: inout MutableSpan<UInt8>) {
        let stride = line.count
        precondition(above.count == stride && out.count == stride)
        let lead = min(bpp, stride)
        switch filter {
        case 1:
            for index in 0..<lead { out[index] = line[index] }
            for index in lead..<stride { out[index] = line[index] &+ out[index &- bpp] }
        case 2:
            for index in 0..<stride { out[index] = line[index] &+ above[index] }
        case 3:
            for index in 0..<lead { out[index] = line[index] &+ above[index] >> 1 }
            for index in lead..<stride {
                out[index] = line[index] &+ UInt8(truncatingIfNeeded: (UInt16(out[index &- bpp]) &+ UInt16(above[index])) >> 1)
            }
        case 4 where bpp == 3 && stride % 3 == 0:
            paethRGB(line, above: above, into: &out)
        case 4 where bpp == 4 && stride % 4 == 0:
            paethRGBA(line, above: above, into: &out)
        case 4:
            // Nothing on the left of the first pixel: its predictor is the byte above.
            for index in 0..<lead { out[index] = line[index] &+ above[index] }
            for index in lead..<stride {
                let a = Int(out[index &- bpp]), b = Int(above[index]), c = Int(above[index &- bpp])
                let pa = abs(b &- c), pb = abs(a &- c), pc = abs(a &+ b &- 2 &* c)
                out[index] = line[index] &+ UInt8(truncatingIfNeeded: pa <= pb && pa <= pc ? a : pb <= pc ? b : c)
            }
        default:
            for index in 0..<stride { out[index] = line[index] }
        }
    }

    @inline(never)
    private static func paethRGB(_ line: Span<UInt8>, above: Span<UInt8>, into out: inout MutableSpan<UInt8>) {
        paethRow(line, above: above, into: &out, channels: 3)
    }

    @inline(never)
    private static func paethRGBA(_ line: Span<UInt8>, above: Span<UInt8>, into out: inout MutableSpan<UInt8>) {
        paethRow(line, above: above, into: &out, channels: 4)
    }

    /// A row of RGB or RGBA pixels filtered by Paeth, a pixel at a time: the channels side by side
    /// in a vector (the left and upper-left pixels carried from the previous pixel, zeros for the
    /// first), one test per pixel that it is inside the row.
    @inline(__always)
    private static func paethRow(_ line: Span<UInt8>, above: Span<UInt8>, into out: inout MutableSpan<UInt8>, channels: Int) {
        let count = line.count
        precondition(above.count == count && out.count == count && count % channels == 0)
        var left = SIMD4<Int16>(), upperLeft = SIMD4<Int16>()
        var index = 0
        for _ in 0..<(count / channels) {
            guard index >= 0, index &+ (channels - 1) < count else { preconditionFailure("pixel out of bounds") }
            let up = SIMD4<Int16>(Int16(above[index]), Int16(above[index &+ 1]), Int16(above[index &+ 2]),
                                  channels == 4 ? Int16(above[index &+ 3]) : 0)
            let filtered = SIMD4<Int16>(Int16(line[index]), Int16(line[index &+ 1]), Int16(line[index &+ 2]),
                                        channels == 4 ? Int16(line[index &+ 3]) : 0)
            // p = a + b − c; the nearest of a, b, c to p, in that order on ties.
            let fromLeft = up &- upperLeft, fromUp = left &- upperLeft, sum = fromLeft &+ fromUp
            let pa = fromLeft.replacing(with: 0 &- fromLeft, where: fromLeft .< 0)
            let pb = fromUp.replacing(with: 0 &- fromUp, where: fromUp .< 0)
            let pc = sum.replacing(with: 0 &- sum, where: sum .< 0)
            let predictor = upperLeft.replacing(with: up, where: pb .<= pc).replacing(with: left, where: (pa .<= pb) .& (pa .<= pc))
            let value = (filtered &+ predictor) & 0xFF
            out[index] = UInt8(truncatingIfNeeded: value[0])
            out[index &+ 1] = UInt8(truncatingIfNeeded: value[1])
            out[index &+ 2] = UInt8(truncatingIfNeeded: value[2])
            if channels == 4 { out[index &+ 3] = UInt8(truncatingIfNeeded: value[3]) }
            left = value
            upperLeft = up
            index &+= channels
        }
    }

    /// A row of grey, RGB, palette (`colours`: 256 RGBA entries, the first `entries` in the
    /// palette) or grey+alpha pixels as RGBA, into `out` (whose alpha is left alone but for grey+alpha
    /// and palettes).
    ///
    /// Both rows are indexed from 0 and each pixel tested once to be inside both, which lets the
    /// compiler drop the test of each byte.
    private static func widen(_ row: Span<UInt8>, colorType: Int, colours: Span<UInt8>, entries: Int,
                              into out: inout MutableSpan<UInt8>) throws(PNGError) {
        let inputCount = row.count, outputCount = out.count
        let channels = colorType == 2 ? 3 : colorType == 4 ? 2 : 1
        let count = inputCount / channels
        precondition(count <= outputCount / 4)
        var source = 0, target = 0
        switch colorType {
        case 0:
            for _ in 0..<count {
                guard source >= 0, target >= 0, source < inputCount, target &+ 2 < outputCount else {
                    preconditionFailure("pixel out of bounds")
                }
                let grey = row[source]
                out[target] = grey; out[target &+ 1] = grey; out[target &+ 2] = grey
                source &+= 1; target &+= 4
            }
        case 2:
            for _ in 0..<count {
                guard source >= 0, target >= 0, source &+ 2 < inputCount, target &+ 2 < outputCount else {
                    preconditionFailure("pixel out of bounds")
                }
                out[target] = row[source]; out[target &+ 1] = row[source &+ 1]; out[target &+ 2] = row[source &+ 2]
                source &+= 3; target &+= 4
            }
        case 3:
            for _ in 0..<count {
                guard source >= 0, target >= 0, source < inputCount, target &+ 3 < outputCount else {
                    preconditionFailure("pixel out of bounds")
                }
                let entry = Int(row[source])
                guard entry < entries else { throw PNGError(description: "palette index out of range") }
                let colour = entry &* 4
                out[target] = colours[colour]; out[target &+ 1] = colours[colour &+ 1]; out[target &+ 2] = colours[colour &+ 2]
                out[target &+ 3] = colours[colour &+ 3]
                source &+= 1; target &+= 4
            }
        default:
            for _ in 0..<count {
                guard source >= 0, target >= 0, source &+ 1 < inputCount, target &+ 3 < outputCount else {
                    preconditionFailure("pixel out of bounds")
                }
                let grey = row[source]
                out[target] = grey; out[target &+ 1] = grey; out[target &+ 2] = grey
                out[target &+ 3] = row[source &+ 1]
                source &+= 2; target &+= 4
            }
        }
    }

    private static func bigEndian(_ data: [UInt8], _ offset: Int) -> Int {
        Int(data[offset]) << 24 | Int(data[offset + 1]) << 16 | Int(data[offset + 2]) << 8 | Int(data[offset + 3])
    }
}
