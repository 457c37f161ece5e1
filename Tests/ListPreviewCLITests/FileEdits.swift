import Foundation
import Glibc
import TestSupport

/// Writes `data` over the file at `path` in place (or makes it), as an editor saving an edit of the
/// same length would, so that a watcher comparing what it saw sees a change: while the file still
/// looks as it did before (its size, modification and change times the same, because the write fell
/// within one tick of the file system's clock), it is written again after a pause.
func rewrite(_ data: Data, at path: String) throws {
    let before = stamp(of: path)
    while true {
        try data.write(to: URL(fileURLWithPath: path))
        if stamp(of: path) != before { return }
        // Pacing, not waiting: the edit must land on a later tick of the file system's clock than
        // the version the program saw, and nothing but time moves that clock on.
        pause(for: .milliseconds(1))
    }
}

/// What a watcher compares of the file at `path`: its size, its modification and change times to
/// the nanosecond, its inode; nil when there is no file.
private func stamp(of path: String) -> [Int]? {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    return [Int(status.st_size), status.st_mtim.tv_sec, status.st_mtim.tv_nsec, status.st_ctim.tv_sec, status.st_ctim.tv_nsec,
            Int(status.st_ino)]
}
