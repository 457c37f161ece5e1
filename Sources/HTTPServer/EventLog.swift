import Guarded
import Synchronization

/// The server's log: at most one line per kind of event per second, however many happen — a
/// flood of connections must not turn into a flood of lines (one per refused connection once
/// filled a terminal faster than it scrolled). The events held back are counted and reported with
/// the next line of their kind, or by ``flush(at:)`` once their second is over.
final class EventLog: Sendable {
    private struct Kind {
        var lastWritten: UInt64
        var heldBack = 0
        var lastLine = ""
    }

    private static let second: UInt64 = 1_000_000_000
    private let write: @Sendable (String) -> Void
    private let kinds = Locked<[String: Kind]>([:])
    private let holding = Atomic<Bool>(false)

    /// A log writing its lines with `write`.
    init(write: @escaping @Sendable (String) -> Void) {
        self.write = write
    }

    /// Logs `line` for an event of `kind`, unless a line of that kind was written less than a
    /// second ago (then it is counted, and `line` kept as the latest).
    func note(_ kind: String, _ line: String, at now: UInt64 = monotonicNanoseconds()) {
        let written: String? = kinds.withLock { kinds in
            guard var entry = kinds[kind], now &- entry.lastWritten < Self.second else {
                let held = kinds[kind]?.heldBack ?? 0
                kinds[kind] = Kind(lastWritten: now)
                return held > 0 ? Self.summary(line, count: held + 1) : line
            }
            entry.heldBack += 1
            entry.lastLine = line
            kinds[kind] = entry
            holding.store(true, ordering: .relaxed)
            return nil
        }
        if let written { write(written) }
    }

    /// Whether some events are held back, waiting for ``flush(at:)``.
    var isHoldingBack: Bool { holding.load(ordering: .relaxed) }

    /// Writes one line for each kind whose held-back events are over a second old.
    func flush(at now: UInt64 = monotonicNanoseconds()) {
        let lines: [String] = kinds.withLock { kinds in
            var lines: [String] = []
            for (kind, entry) in kinds where entry.heldBack > 0 && now &- entry.lastWritten >= Self.second {
                lines.append(Self.summary(entry.lastLine, count: entry.heldBack))
                kinds[kind] = Kind(lastWritten: now)
            }
            holding.store(kinds.values.contains { $0.heldBack > 0 }, ordering: .relaxed)
            return lines
        }
        for line in lines { write(line) }
    }

    private static func summary(_ line: String, count: Int) -> String {
        "\(line) (\(count) like it in the last second)"
    }
}
