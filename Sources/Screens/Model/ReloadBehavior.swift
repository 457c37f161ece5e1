/// What a tap on the placeholder does, as a fixture's `reload` says.
public struct ReloadBehavior: Sendable, Equatable {
    /// What the list holds once the reload lands.
    public enum Outcome: String, CaseIterable, Sendable {
        /// The fixture's rows come back.
        case restore
        /// One more row is added.
        case append
        /// The list is (still) empty.
        case empty
        /// The reload failed for lack of network.
        case network
        /// The reload failed.
        case error
    }

    /// The result.
    public var result: Outcome
    /// How long the loading placeholder shows first, in milliseconds.
    public var delayMs: Int

    /// A reload behaviour; by default the rows come back at once.
    public init(result: Outcome = .restore, delayMs: Int = 0) {
        self.result = result
        self.delayMs = delayMs
    }
}
