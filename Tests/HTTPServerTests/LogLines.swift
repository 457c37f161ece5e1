/// The events that log lines report: one for a plain line, `n` for one ending `(n like it in the
/// last second)` (see `EventLog`). However the once-a-second rule grouped them, every event is
/// counted once, so a test can wait for the total instead of timing the seconds.
func eventsIn(_ lines: [String]) -> Int {
    lines.reduce(0) { total, line in
        guard line.hasSuffix(" like it in the last second)"), let open = line.lastIndex(of: "(") else { return total + 1 }
        let count = line[line.index(after: open)...].prefix { $0.isNumber }
        return total + (Int(count) ?? 1)
    }
}
