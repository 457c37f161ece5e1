import Synchronization

/// A clock in milliseconds the test moves by hand, so a delayed reload lands exactly when the test says.
public final class ManualClock: Sendable {
    private let milliseconds = Atomic<Int64>(1_000_000)
    public init() {}
    public var now: @Sendable () -> Int64 { { [self] in milliseconds.load(ordering: .relaxed) } }
    public func advance(_ delta: Int64) { milliseconds.add(delta, ordering: .relaxed) }
}
