/// What a `UITableViewCell` draws at its trailing edge.
public enum RowAccessory: Sendable, Equatable {
    /// A chevron: the row opens something (`.disclosureIndicator`).
    case disclosure
    /// A checkmark in the tint colour (`.checkmark`).
    case checkmark
    /// An info button in the tint colour (`.detailButton`).
    case detailButton
    /// A `UISwitch`, on or off.
    case toggle(on: Bool)

    /// The fixture name of each kind.
    public enum Kind: String, CaseIterable, Sendable {
        case disclosure, checkmark, detailButton, `switch`
    }

    /// The fixture name.
    public var kind: Kind {
        switch self {
        case .disclosure: .disclosure
        case .checkmark: .checkmark
        case .detailButton: .detailButton
        case .toggle: .switch
        }
    }
}
