import JSON
import Sharding

/// Which shots a run was asked for — its screens, states and variants — read from the file names
/// `snapshot` writes (`NAME--STATE--DEVICE--THEME--LANG`, then the labels the run names, `@2x.png`).
/// A review of the run leaves a baseline outside it alone: neither missing nor pruned, so a run
/// narrowed to one screen and state never deletes the others' baselines.
public struct ShotScope: Sendable, Equatable {
    /// One label of a file name after the screen's: the values the run asked for.
    public struct Label: Sendable, Equatable {
        /// The values; `nil` for any (`--langs all`: each screen's languages, whatever they are).
        public var values: Set<String>?
        /// Whether a name may leave it out: the VoiceOver view's `voiceover`, which a plain shot does not say.
        public var optional: Bool

        /// A label taking one of `values`.
        public init(_ values: Set<String>?, optional: Bool = false) {
            self.values = values
            self.optional = optional
        }
    }

    /// The screens; `nil` when the run asked for every screen, so that the baseline of a screen
    /// removed from the fixtures is in it (and missing).
    public var screens: Set<String>?
    /// The labels after the screen, in file-name order: state, device, theme, language, then those
    /// the run names (text size, orientation, … when it asked for several).
    public var labels: [Label]
    /// What the names do not say, by the key of a manifest's entry (`textSize`: `large`): a baseline
    /// whose entry in the baselines' manifest says otherwise was made for another run.
    public var unnamed: [String: String]
    /// How every file name ends: `@2x.png`, or `.png` at scale 1.
    public var ending: String
    /// The share of the shots the run took (`--shard`), if it took one: another share's baselines
    /// are in the scope, but another machine reviews them.
    public var shard: Shard?

    /// A scope from its parts.
    public init(screens: Set<String>?, labels: [Label], unnamed: [String: String] = [:], ending: String, shard: Shard? = nil) {
        self.screens = screens
        self.labels = labels
        self.unnamed = unnamed
        self.ending = ending
        self.shard = shard
    }

    /// The scope `snapshot` recorded in its manifest's `scope` (see `SnapshotReport.manifest`); `nil`
    /// when there is none or it is not one.
    public init?(json: JSONValue?) {
        guard let json, let ending = json["ending"]?.stringValue, let labels = json["labels"]?.arrayValue else { return nil }
        let strings = { (value: JSONValue?) -> Set<String>? in value?.arrayValue.map { Set($0.compactMap(\.stringValue)) } }
        screens = strings(json["screens"])
        self.labels = labels.map { Label(strings($0["values"]), optional: $0["optional"] == .bool(true)) }
        var unnamed: [String: String] = [:]
        if case let .object(fields)? = json["unnamed"] {
            for field in fields { if let value = field.value.stringValue { unnamed[field.key] = value } }
        }
        self.unnamed = unnamed
        self.ending = ending
        shard = json["shard"]?.stringValue.flatMap(Shard.init)
    }

    /// Whether the run's share has `file` (every file when it took all of them).
    public func shares(_ file: String) -> Bool {
        shard?.contains(file) ?? true
    }

    /// Whether the run was asked for `file`, a baseline that `entry` (its fields in the baselines'
    /// manifest, when it has one) describes.
    public func contains(_ file: String, entry: [String: String]? = nil) -> Bool {
        guard file.hasSuffix(ending) else { return false }
        let stem = String(file.dropLast(ending.count))
        // At scale 1 the name has no `@Nx`: one that has it was taken at another scale.
        if let at = stem.lastIndex(of: "@"), stem[stem.index(after: at)...].wholeMatch(of: /[0-9]+x/) != nil { return false }
        var parts = stem.components(separatedBy: "--")[...]
        guard let screen = parts.popFirst(), screens?.contains(screen) != false else { return false }
        for label in labels {
            if let part = parts.first, label.values?.contains(part) != false {
                parts.removeFirst()
            } else if !label.optional {
                return false
            }
        }
        guard parts.isEmpty else { return false }
        return unnamed.allSatisfy { key, value in entry?[key].map { $0 == value } ?? true }
    }
}
