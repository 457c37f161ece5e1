import JSON
import Screens
import Variants

extension SnapshotOptions {
    /// The screens, states and variants this run was asked for (of `all`, the app's screens), as the manifest's `scope` records
    /// them for a review (Review's `ShotScope` reads it): `screens` (null for every screen),
    /// `labels` (each label of a file name after the screen's: `values`, null for any, and
    /// `optional`), `unnamed` (what the names leave out, by the manifest's keys), `ending`, and
    /// `shard` (`2/3`) when the run took one share of the shots.
    public func scope(screens all: [Screen]) -> JSONValue {
        let label = { (values: [String]?, optional: Bool) -> JSONValue in
            .object([(key: "values", value: values.map { .array($0.map(JSONValue.string)) } ?? .null), (key: "optional", value: .bool(optional))])
        }
        var labels = [label(states.map(\.rawValue), false)]
        var unnamed: [(key: String, value: JSONValue)] = []
        let ids = screens ?? all.map(\.id)
        for parameter in VariantParameter.fileNameOrder {
            let values = axes[parameter]
            switch parameter.naming {
            case .never: continue
            case .always: labels.append(label(values.contains(Variant.allValue) ? nil : values.compactMap(parameter.fileNamePart), false))
            // The design is always named: the designs this run's screens are drawn in.
            case .alwaysInShots:
                let designs = Set(ids.flatMap { id in self.designs(of: all.first { $0.id == id }) })
                labels.append(label(SystemDesign.allCases.filter(designs.contains).compactMap { parameter.fileNamePart($0.rawValue) }, false))
            case .whenSeveral where values.count > 1: labels.append(label(values.compactMap(parameter.fileNamePart), false))
            case .whenSeveral: unnamed.append((key: parameter.name, value: .string(values.first ?? parameter.runStandard)))
            // The VoiceOver view is named, the plain shot not: with --voiceover a name may say it or not.
            case .whenNotDefault:
                let others = values.filter { $0 != parameter.standard }
                if others.isEmpty {
                    unnamed.append((key: parameter.name, value: .string(parameter.standard)))
                } else {
                    labels.append(label(others.compactMap(parameter.fileNamePart), true))
                }
            }
        }
        if Set(browsers).count > 1 { labels.append(label(browsers.map(\.rawValue), false)) } else {
            unnamed.append((key: "browser", value: .string(browsers.first?.rawValue ?? "")))
        }
        return .object([
            (key: "screens", value: screens.map { .array($0.map(JSONValue.string)) } ?? .null),
            (key: "labels", value: .array(labels)),
            (key: "unnamed", value: .object(unnamed)),
            (key: "ending", value: .string((scale == 1 ? "" : "@\(scale)x") + ".png")),
        ] + (shard.map { [(key: "shard", value: .string($0.description))] } ?? []))
    }
}
