import JSON
import Screens

extension SnapshotOptions {
    /// The screens, states and variants this run was asked for (of `all`, the app's screens), as the manifest's `scope` records
    /// them for a review (Review's `ShotScope` reads it): `screens` (null for every screen),
    /// `labels` (each label of a file name after the screen's: `values`, null for any, and
    /// `optional`), `unnamed` (what the names leave out, by the manifest's keys), `ending`, and
    /// `shard` (`2/3`) when the run took one share of the shots.
    public func scope(screens all: [Screen]) -> JSONValue {
        let named = named
        let label = { (values: [String]?, optional: Bool) -> JSONValue in
            .object([(key: "values", value: values.map { .array($0.map(JSONValue.string)) } ?? .null), (key: "optional", value: .bool(optional))])
        }
        var labels = [label(states.map(\.rawValue), false), label(devices.map(\.rawValue), false), label(themes.map(\.rawValue), false),
                      label(languages.contains(Variant.allValue) ? nil : languages, false)]
        var unnamed: [(key: String, value: JSONValue)] = []
        let dimension = { (key: String, isNamed: Bool, values: [String], first: String) in
            if isNamed { labels.append(label(values, false)) } else { unnamed.append((key: key, value: .string(first))) }
        }
        dimension("textSize", named.textSize, textSizes.map(\.rawValue), textSizes.first?.rawValue ?? "")
        dimension("orientation", named.orientation, orientations.map(\.rawValue), orientations.first?.rawValue ?? "")
        dimension("scroll", named.scroll, scrolls.map(\.rawValue), scrolls.first?.rawValue ?? "")
        dimension("search", named.search, searches.map(\.rawValue), searches.first?.rawValue ?? "")
        // The design is always named: the designs this run's screens are drawn in.
        let ids = screens ?? all.map(\.id)
        let designs = Set(ids.flatMap { id in self.designs(of: all.first { $0.id == id }) })
        labels.append(label(SystemDesign.allCases.filter(designs.contains).map(\.label), false))
        dimension("contrast", named.contrast, contrasts.map { $0.rawValue + "-contrast" }, contrasts.first?.rawValue ?? "")
        dimension("transparency", named.transparency, transparencies.map { $0.rawValue + "-transparency" }, transparencies.first?.rawValue ?? "")
        // The VoiceOver view is named, the plain shot not: with --voiceover a name may say it or not.
        if voiceOver { labels.append(label([AccessibilityView.voiceover.rawValue], true)) } else { unnamed.append((key: "a11y", value: .string(AccessibilityView.off.rawValue))) }
        dimension("browser", named.browser, browsers.map(\.rawValue), browsers.first?.rawValue ?? "")
        return .object([
            (key: "screens", value: screens.map { .array($0.map(JSONValue.string)) } ?? .null),
            (key: "labels", value: .array(labels)),
            (key: "unnamed", value: .object(unnamed)),
            (key: "ending", value: .string((scale == 1 ? "" : "@\(scale)x") + ".png")),
        ] + (shard.map { [(key: "shard", value: .string($0.description))] } ?? []))
    }
}
