/// An empty state found in an app's code: where it is declared, what it shows as far as the code
/// says, and what it computes instead (kept as notes, never dropped).
public struct FoundPlaceholder: Sendable, Equatable {
    /// The file, relative to the app's folder.
    public var file: String
    /// The line where the declaration starts, from 1.
    public var line: Int
    /// What is declared: `ContentUnavailableView`, `UIContentUnavailableConfiguration.empty()`,
    /// `DZNEmptyDataSetSource`, or the app's own type.
    public var kind: String
    /// The type or function it is declared in, for the screen's name.
    public var owner: String?
    /// The API that draws it: `swiftui`, `uikit`, `dzn`, or `nil` when the app draws its own.
    public var api: String?
    /// The state it shows: `empty`, `search`, `error`, `network`, `loading`.
    public var state: String
    public var title: FoundText?
    public var detail: FoundText?
    public var picture: FoundPicture?
    public var buttons: [FoundText]
    /// What could not be read, as the code says it (`title computed: viewModel.emptyTitle`).
    public var notes: [String]
    /// Whether the API shows its own texts where the code sets none (`.search()`, `.loading()`,
    /// `ContentUnavailableView.search`); else a part the code leaves out is not shown.
    public var systemTexts = false

    public init(file: String, line: Int, kind: String, owner: String? = nil, api: String?, state: String = "empty",
                title: FoundText? = nil, detail: FoundText? = nil, picture: FoundPicture? = nil, buttons: [FoundText] = [], notes: [String] = []) {
        self.file = file
        self.line = line
        self.kind = kind
        self.owner = owner
        self.api = api
        self.state = state
        self.title = title
        self.detail = detail
        self.picture = picture
        self.buttons = buttons
        self.notes = notes
    }
}

/// A text as the code gives it.
public enum FoundText: Sendable, Hashable {
    /// Written out: `"No Items"`; with interpolation, a format (`"No results for %@"`) and what fills it.
    case literal(String, arguments: [String])
    /// A key of the app's strings: `String(localized:)`, `NSLocalizedString`, SwiftGen's `L10n`, R.swift;
    /// `fallback` is the text the code gives beside it.
    case key(String, table: String?, fallback: String?)
    /// A SwiftUI `Text("…")` or `LocalizedStringKey`: a key where the app's strings have it, else the text.
    case textOrKey(String)
    /// R.swift's accessor (`R.string.localizable.commonNoResults`): the key of `table` whose
    /// identifier, as R.swift makes one (`Common.NoResults` → `commonNoResults`), is this.
    case generatedKey(identifier: String, table: String)
    /// What the code computes instead, as it says it.
    case computed(String)

    /// The computed expression, if that is what it is.
    public var computed: String? {
        if case let .computed(expression) = self { expression } else { nil }
    }
}

/// A picture as the code gives it.
public enum FoundPicture: Sendable, Equatable {
    /// An SF Symbol by name.
    case symbol(String)
    /// An image of the app's asset catalogs by name.
    case asset(String)
    /// What the code computes instead.
    case computed(String)
}
