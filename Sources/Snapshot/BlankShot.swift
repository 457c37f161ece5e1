import PNG

/// The one colour of a screenshot that has a single colour, `rgb(0, 0, 0)`; `nil` for any other. Every
/// page has a status bar with the time, so one colour means the engine drew nothing (or black):
/// such a shot fails rather than becoming a baseline. Only small files are decoded: one colour
/// compresses to almost nothing, and a drawn screen never does; and of those, the top eighth first,
/// where a drawn screen's status bar already has a second colour (decoding every pixel of each was
/// a twentieth of a run).
func blankColour(_ png: [UInt8]) -> String? {
    guard png.count < 64 * 1024, let size = try? PNGImage.size(of: png), size.height > 0,
          let top = try? PNGImage(decoding: png, rows: max(1, size.height / 8)), oneColour(top) != nil,
          let image = try? PNGImage(decoding: png) else { return nil }
    return oneColour(image)
}

/// The colour of an image whose pixels all have it, `rgb(0, 0, 0)`; `nil` for an image of several (or none).
private func oneColour(_ image: PNGImage) -> String? {
    guard image.width > 0, image.height > 0 else { return nil }
    let first = Array(image.rgba[0..<4])
    for index in stride(from: 4, to: image.rgba.count, by: 4) where image.rgba[index..<(index + 4)].elementsEqual(first) == false {
        return nil
    }
    return "rgb(\(first[0]), \(first[1]), \(first[2]))"
}
