import Digest

/// One of N shares of a run's shots (`--shard 2/3`), each shot in exactly one, by its file name:
/// the first eight bytes of the name's SHA-256, modulo N. A shot's share depends on its name alone,
/// so adding a screen adds its shots to some shares and moves no other shot; N machines each take
/// their share, and `merge-reports` joins what they found.
public struct Shard: Sendable, Equatable, CustomStringConvertible {
    /// Which share, from 1.
    public let index: Int
    /// How many shares.
    public let count: Int

    /// The share `index` of `count`; `nil` unless 1 ≤ index ≤ count.
    public init?(index: Int, count: Int) {
        guard count >= 1, (1...count).contains(index) else { return nil }
        self.index = index
        self.count = count
    }

    /// `2/3`; `nil` for anything else.
    public init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else { return nil }
        self.init(index: index, count: count)
    }

    /// Whether the shot named `file` is in this share.
    public func contains(_ file: String) -> Bool {
        Self.share(of: file, among: count) == index
    }

    /// The share, from 1, that the shot named `file` is in among `count`.
    public static func share(of file: String, among count: Int) -> Int {
        var digest = SHA256()
        digest.update(file)
        let leading = digest.finalize().prefix(8).reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
        return Int(leading % UInt64(count)) + 1
    }

    /// `2/3`.
    public var description: String { "\(index)/\(count)" }
}
