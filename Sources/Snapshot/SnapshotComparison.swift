import FoundationEssentials
import PNG

/// How a snapshot directory differs from an earlier one, image by image.
public struct SnapshotComparison: Sendable {
    /// An image whose pixels changed, with how many.
    public struct Change: Sendable, Equatable {
        /// The file name.
        public let file: String
        /// Pixels that differ, or `nil` when the sizes differ.
        public let differingPixels: Int?
    }

    /// Images whose pixels changed.
    public let changed: [Change]
    /// Images only in the new run.
    public let added: [String]
    /// Images only in the earlier run.
    public let removed: [String]
    /// Images identical in both.
    public let unchanged: Int

    /// Whether nothing differs.
    public var isIdentical: Bool { changed.isEmpty && added.isEmpty && removed.isEmpty }

    /// Compares `files` in `current` with the PNGs of `earlier`.
    public init(current: String, earlier: String, files: [String]) throws {
        let earlierFiles = Set(try FileManager.default.contentsOfDirectory(atPath: earlier).filter { $0.hasSuffix(".png") })
        var changed: [Change] = []
        var added: [String] = []
        var unchanged = 0
        for file in files {
            guard earlierFiles.contains(file) else { added.append(file); continue }
            let new = Array(try Data(contentsOf: URL(fileURLWithPath: current + "/" + file)))
            let old = Array(try Data(contentsOf: URL(fileURLWithPath: earlier + "/" + file)))
            if new == old { unchanged += 1; continue }
            let difference = try PNGImage(decoding: new).differingPixels(from: PNGImage(decoding: old))
            if difference == 0 { unchanged += 1 } else { changed.append(Change(file: file, differingPixels: difference)) }
        }
        self.changed = changed
        self.added = added
        self.removed = earlierFiles.subtracting(files).sorted()
        self.unchanged = unchanged
    }

    /// One line per difference, then a summary line.
    public var report: String {
        var lines = changed.map { change in
            "changed \(change.file): " + (change.differingPixels.map { "\($0) pixels differ" } ?? "the size differs")
        }
        lines += added.map { "new \($0)" }
        lines += removed.map { "missing \($0) (only in the earlier run)" }
        lines.append("\(changed.count) changed, \(added.count) new, \(removed.count) missing, \(unchanged) unchanged")
        return lines.joined(separator: "\n")
    }
}
