import Foundation
import PNG

/// The small pictures the review commands' tests compare, written into their folders.
enum ReviewPictures {
    /// A 30×40 grey picture, with a red 10×10 block at (x, 5) when asked.
    static func picture(block x: Int? = nil) -> [UInt8] {
        var rgba: [UInt8] = []
        for row in 0..<40 {
            for column in 0..<30 {
                let red = x.map { column >= $0 && column < $0 + 10 && row >= 5 && row < 15 } ?? false
                rgba += red ? [255, 59, 48, 255] : [242, 242, 247, 255]
            }
        }
        return PNGImage(width: 30, height: 40, rgba: rgba).encoded()
    }

    /// Writes `bytes` to `path` under `root`, making its folders.
    static func write(_ bytes: [UInt8], _ path: String, under root: String) throws {
        try FileManager.default.createDirectory(atPath: ((root + "/" + path) as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(bytes).write(to: URL(fileURLWithPath: root + "/" + path))
    }
}
