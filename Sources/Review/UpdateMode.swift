/// Which shots `--update` writes into the baselines; without it nothing is ever written there.
public enum UpdateMode: String, Sendable, CaseIterable {
    /// New shots only: recording baselines for screens, states or variants added since.
    case missing
    /// New shots and those that changed beyond what they may show: approving a change.
    case changed
    /// Every shot, unchanged ones too (their bytes replaced).
    case all

    /// Whether a shot of `status` that `fails` is written.
    func writes(_ status: ShotStatus, fails: Bool) -> Bool {
        switch (self, status) {
        case (_, .new): true
        case (.changed, .changed): fails
        case (.all, .changed), (.all, .unchanged): true
        default: false
        }
    }
}
