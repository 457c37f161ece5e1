import PNG

/// Where a screenshot has ink: what real renders are measured by, the same way on ours.
enum Ink {
    /// The box of the pixels in `box` (CSS px) that differ from white (a channel under `threshold`),
    /// in CSS px, and how many there are.
    static func box(in shot: PNGImage, box: (x: Double, y: Double, width: Double, height: Double), scale: Int, threshold: Int = 232)
        -> (minX: Double, minY: Double, maxX: Double, maxY: Double, count: Int, darkest: (Int, Int, Int)) {
        var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min, count = 0
        var darkest = (255, 255, 255)
        let s = Double(scale)
        for y in max(0, Int(box.y * s))..<min(shot.height, Int((box.y + box.height) * s)) {
            for x in max(0, Int(box.x * s))..<min(shot.width, Int((box.x + box.width) * s)) {
                let pixel = shot.pixel(x: x, y: y)
                let channels = (Int(pixel.red), Int(pixel.green), Int(pixel.blue))
                guard min(channels.0, channels.1, channels.2) < threshold else { continue }
                count += 1
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
                if channels.0 + channels.1 + channels.2 < darkest.0 + darkest.1 + darkest.2 { darkest = channels }
            }
        }
        return (Double(minX) / s, Double(minY) / s, Double(maxX + 1) / s, Double(maxY + 1) / s, count, darkest)
    }
}
