import Screens
import Strings

/// One variant a site is built in: the values of the variant parameters it spreads, in the order
/// its URLs and folder names give them.
struct SiteVariant: Sendable, Hashable {
    var device: Device
    var theme: Theme
    /// The `?lang=` value: a language tag or `pseudo`.
    var language: String
    var textSize: TextSize
    var orientation: Orientation
    var contrast: ColorContrast
    /// The iOS design asked for (a screen that keeps its own is drawn in it, in every variant).
    var os: SystemDesign
    var transparency: Transparency

    /// The parameters every page of this variant is drawn with, so every link it makes carries them.
    var parameters: [(String, String)] {
        [("device", device.rawValue), ("theme", theme.rawValue), ("lang", language), ("textSize", textSize.rawValue),
         ("orientation", orientation.rawValue), ("contrast", contrast.rawValue), ("os", os.rawValue), ("transparency", transparency.rawValue)]
    }

    /// The names of the parameters a variant spreads: what a site's page URL may carry besides its own.
    static let parameterNames: Set<String> = ["device", "theme", "lang", "textSize", "orientation", "contrast", "os", "transparency"]
}

extension SiteOptions {
    /// Every variant, in a stable order (device, theme, language, text size, orientation, contrast,
    /// design, transparency), with the folder each one's pages go in: `iphone-15--dark--zh-Hans`, then `--AX5`,
    /// `--landscape`, `--high-contrast`, `--ios18` and `--reduced-transparency` when the site has several of those.
    /// Without ``SiteOptions/designs``, the one design is `design` (the fixtures' default).
    func variants(languages screenLanguages: [LanguageTag], design: SystemDesign) -> [(variant: SiteVariant, folder: String)] {
        let languages = languages.flatMap { $0 == Variant.allValue ? screenLanguages.map(\.description) : [$0] }
        let namesTextSize = Set(textSizes).count > 1, namesOrientation = Set(orientations).count > 1
        let namesContrast = Set(contrasts).count > 1
        let designs = designs ?? [design]
        let namesDesign = Set(designs).count > 1, namesTransparency = Set(transparencies).count > 1
        var seen = Set<SiteVariant>()
        var variants: [(SiteVariant, String)] = []
        for device in devices { for theme in themes { for language in languages {
            for textSize in textSizes { for orientation in orientations { for contrast in contrasts {
                for os in designs { for transparency in transparencies {
                    let variant = SiteVariant(device: device, theme: theme, language: language, textSize: textSize,
                                              orientation: orientation, contrast: contrast, os: os, transparency: transparency)
                    guard seen.insert(variant).inserted else { continue }
                    let labels = [device.rawValue, theme.rawValue, language] + (namesTextSize ? [textSize.rawValue] : [])
                        + (namesOrientation ? [orientation.rawValue] : []) + (namesContrast ? [contrast.rawValue + "-contrast"] : [])
                        + (namesDesign ? [os.label] : []) + (namesTransparency ? [transparency.rawValue + "-transparency"] : [])
                    variants.append((variant, labels.joined(separator: "--")))
                } }
            } } }
        } } }
        return variants
    }
}
