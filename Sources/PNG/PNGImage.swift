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
        let (width, height) = try Self.size(of: data)
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
        let stride = width * channels
        let raw: [UInt8]
        do {
            raw = try Inflate.zlib(compressed, expectedSize: height * (stride + 1))
        } catch {
            throw PNGError(description: "corrupt image data: \(error)")
        }
        guard raw.count >= height * (stride + 1) else { throw PNGError(description: "image data too short") }
        let pixels = try Self.unfilter(raw, height: height, stride: stride, bytesPerPixel: channels)
        var rgba = [UInt8](repeating: 255, count: width * height * 4)
        for index in 0..<(width * height) {
            let source = index * channels, target = index * 4
            switch colorType {
            case 0:
                rgba[target] = pixels[source]; rgba[target + 1] = pixels[source]; rgba[target + 2] = pixels[source]
            case 2:
                rgba[target] = pixels[source]; rgba[target + 1] = pixels[source + 1]; rgba[target + 2] = pixels[source + 2]
            case 3:
                let entry = Int(pixels[source])
                guard entry * 3 + 2 < palette.count else { throw PNGError(description: "palette index out of range") }
                rgba[target] = palette[entry * 3]; rgba[target + 1] = palette[entry * 3 + 1]; rgba[target + 2] = palette[entry * 3 + 2]
                if entry < transparency.count { rgba[target + 3] = transparency[entry] }
            case 4:
                rgba[target] = pixels[source]; rgba[target + 1] = pixels[source]; rgba[target + 2] = pixels[source]
                rgba[target + 3] = pixels[source + 1]
            default:
                rgba[target] = pixels[source]; rgba[target + 1] = pixels[source + 1]; rgba[target + 2] = pixels[source + 2]
                rgba[target + 3] = pixels[source + 3]
            }
        }
        self.width = width
        self.height = height
        self.rgba = rgba
    }

    /// The pixel at (x, y) as red, green, blue, alpha.
    public func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        let index = (y * width + x) * 4
        return (rgba[index], rgba[index + 1], rgba[index + 2], rgba[index + 3])
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

    private static func unfilter(_ raw: [UInt8], height: Int, stride: Int, bytesPerPixel: Int) throws(PNGError) -> [UInt8] {
        var output = [UInt8](repeating: 0, count: height * stride)
        for row in 0..<height {
            let filter = raw[row * (stride + 1)]
            let input = row * (stride + 1) + 1
            let base = row * stride
            for column in 0..<stride {
                let x = raw[input + column]
                let a = column >= bytesPerPixel ? Int(output[base + column - bytesPerPixel]) : 0
                let b = row > 0 ? Int(output[base - stride + column]) : 0
                let c = row > 0 && column >= bytesPerPixel ? Int(output[base - stride + column - bytesPerPixel]) : 0
                let predictor: Int
                switch filter {
                case 0: predictor = 0
                case 1: predictor = a
                case 2: predictor = b
                case 3: predictor = (a + b) / 2
                case 4:
                    let p = a + b - c
                    let pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                    predictor = pa <= pb && pa <= pc ? a : pb <= pc ? b : c
                default: throw PNGError(description: "invalid filter type \(filter) in row \(row)")
                }
                output[base + column] = x &+ UInt8(truncatingIfNeeded: predictor)
            }
        }
        return output
    }

    private static func bigEndian(_ data: [UInt8], _ offset: Int) -> Int {
        Int(data[offset]) << 24 | Int(data[offset + 1]) << 16 | Int(data[offset + 2]) << 8 | Int(data[offset + 3])
    }
}
