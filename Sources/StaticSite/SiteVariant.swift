import Screens
import Strings
import Variants

/// One variant a site is built in, and the parameters every page of it is drawn with (so every
/// link it makes carries them), in ``VariantParameter/fileNameOrder``.
struct SiteVariant: Sendable, Hashable {
    /// The values of ``SiteOptions/parameters``; the design asked for (a screen that keeps its own is
    /// drawn in it, in every variant).
    let variant: Variant

    /// The parameters every page of this variant is drawn with; a setting named only when on
    /// (Bold Text) only when it is.
    var parameters: [(String, String)] {
        SiteOptions.parameters.compactMap { parameter in
            let value = parameter.value(in: variant)
            return parameter.naming == .whenNotDefault && value == parameter.standard ? nil : (parameter.name, value)
        }
    }

    /// The names of the parameters a variant spreads: what a site's page URL may carry besides its own.
    static let parameterNames = Set(SiteOptions.parameters.map(\.name))
}

extension SiteOptions {
    /// Every variant, in a stable order (``VariantParameter/fileNameOrder``), with the folder each one's
    /// pages go in: `iphone-15--dark--zh-Hans`, then `--AX5`, `--landscape`, `--ios18`, `--high-contrast`
    /// and `--reduced-transparency` when the site has several of those. Without a design asked
    /// for, the one design is `design` (the fixtures' default).
    func variants(languages screenLanguages: [LanguageTag], design: SystemDesign) -> [(variant: SiteVariant, folder: String)] {
        var axes = axes
        if !axes.isAsked(SystemDesign.parameter) { axes[SystemDesign.self] = [design] }
        let languages = axes[Variant.languageParameter].flatMap { $0 == Variant.allValue ? screenLanguages.map(\.description) : [$0] }
        axes[Variant.languageParameter] = languages
        let combinations = Self.parameters.reduce([(Variant(), [String]())]) { partial, parameter in
            let names = axes.names(parameter, inShot: false)
            return partial.flatMap { variant, labels in
                axes[parameter].compactMap { value -> (Variant, [String])? in
                    var next = variant
                    guard parameter.apply(value, to: &next) else { return nil }
                    return (next, labels + (names ? [parameter.fileNamePart(value)].compactMap { $0 } : []))
                }
            }
        }
        var seen = Set<SiteVariant>()
        return combinations.compactMap { variant, labels in
            let site = SiteVariant(variant: variant)
            return seen.insert(site).inserted ? (site, labels.joined(separator: "--")) : nil
        }
    }
}
