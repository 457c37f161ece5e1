#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The server's log: one line per event, on standard error.
public enum StandardError {
    /// Writes `line` and a newline to standard error in one `write`, so lines from several threads
    /// never interleave.
    public static func print(_ line: String) {
        var remaining = Array((line + "\n").utf8)
        while !remaining.isEmpty {
            let written = write(2, remaining, remaining.count)
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return }
            remaining.removeFirst(written)
        }
    }
}
