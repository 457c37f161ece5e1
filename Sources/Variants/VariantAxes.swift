import Screens
import Strings

/// The values a run (snapshot, static site, audit) asks for of each setting, by its parameter's
/// name; a setting not asked for takes its ``VariantParameter/runStandard``. Runs iterate these
/// through ``VariantParameter/fileNameOrder``, so a new setting needs no new field here.
public struct VariantAxes: Sendable, Equatable {
    private var asked: [String: [String]] = [:]

    /// Every setting at its run default.
    public init() {}

    /// The values asked for of `parameter`, each once, in the order asked; its run default when none are.
    public subscript(_ parameter: VariantParameter) -> [String] {
        get { asked[parameter.name] ?? [parameter.runStandard] }
        set {
            var seen: Set<String> = []
            asked[parameter.name] = newValue.filter { seen.insert($0).inserted }
        }
    }

    /// The values asked for as `Value`s (`axes[TextSize.self]`), in the order asked.
    public subscript<Value: VariantSetting>(_ type: Value.Type) -> [Value] {
        get { self[Value.parameter].compactMap(Value.init(rawValue:)) }
        set { self[Value.parameter] = newValue.map(\.rawValue) }
    }

    /// Forgets what was asked of `parameter`: its run default again.
    public mutating func reset(_ parameter: VariantParameter) {
        asked[parameter.name] = nil
    }

    /// Whether `parameter` was asked for explicitly (the design: each screen's own default otherwise).
    public func isAsked(_ parameter: VariantParameter) -> Bool {
        asked[parameter.name] != nil
    }

    /// Whether a run's names carry `parameter`: always, or when it asks for several values, or for
    /// a value other than the default. `inShot`: a shot's file, else a site's folder.
    public func names(_ parameter: VariantParameter, inShot: Bool = true) -> Bool {
        switch parameter.naming {
        case .never: false
        case .always: true
        case .alwaysInShots: inShot || self[parameter].count > 1
        case .whenSeveral: self[parameter].count > 1
        case .whenNotDefault: true
        }
    }
}

/// A setting whose values are the cases of an enum, and its one ``VariantParameter``.
public protocol VariantSetting: RawRepresentable<String>, CaseIterable, Hashable, Sendable {
    /// The setting's declaration.
    static var parameter: VariantParameter { get }
}
