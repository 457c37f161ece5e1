import Glibc
import Guarded

/// Temporary: per-stage totals, printed to stderr when LISTPREVIEW_TIMINGS is set.
public enum StageTimes {
    static let totals = Locked<[String: (seconds: Double, count: Int)]>([:])
    public static let enabled = getenv("LISTPREVIEW_TIMINGS") != nil

    public static func now() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }

    @discardableResult
    public static func measure<T>(_ name: String, _ body: () throws -> T) rethrows -> T {
        guard enabled else { return try body() }
        let start = now()
        defer { add(name, now() - start) }
        return try body()
    }

    public static func add(_ name: String, _ seconds: Double, count: Int = 1) {
        guard enabled else { return }
        totals.withLock { $0[name, default: (0, 0)].seconds += seconds; $0[name, default: (0, 0)].count += count }
    }

    public static func report() {
        guard enabled else { return }
        for (name, value) in totals.withLock({ $0 }).sorted(by: { $0.key < $1.key }) {
            let line = "\(name): \(Int(value.seconds * 1000)) ms, \(value.count)×\n"
            _ = line.withCString { write(2, $0, strlen($0)) }
        }
    }
}
