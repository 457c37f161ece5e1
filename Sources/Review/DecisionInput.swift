import Digest
import FileSystem

/// What a decision was made against: a SHA-256 over the baseline's bytes and the shot's bytes
/// (either side absent for a new or a missing shot). Bytes rather than the diff: the same diff box
/// and pixel count can come from two different changes, but the same two files are the same change,
/// so a decision carries over to a rerun exactly while neither file changed, and a new shot, a
/// new baseline (an approval, a `git checkout`) or another engine's pixels clear it.
public enum DecisionInput {
    /// `sha256:` and 64 hex digits, from the two files' bytes (`nil`: that side is absent).
    public static func hash(baseline: [UInt8]?, shot: [UInt8]?) -> String {
        var digest = SHA256()
        for (name, bytes) in [("baseline", baseline), ("shot", shot)] {
            var side = SHA256()
            if let bytes { side.update(bytes) }
            digest.update("\(name) \(bytes == nil ? "absent" : side.hexDigest())\n")
        }
        return "sha256:" + digest.hexDigest()
    }

    /// The hash of the files at these paths (`nil`, or a file that cannot be read: absent).
    public static func hash(baselinePath: String?, shotPath: String?) -> String {
        let read = { (path: String?) in path.flatMap { try? FileReader.read($0, limit: 256 * 1024 * 1024) } }
        return hash(baseline: read(baselinePath), shot: read(shotPath))
    }
}
