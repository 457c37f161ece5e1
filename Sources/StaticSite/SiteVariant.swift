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

    /// The parameters every page of this variant is drawn with, so every link it makes carries them.
    var parameters: [(String, String)] {
        [("device", device.rawValue), ("theme", theme.rawValue), ("lang", language), ("textSize", textSize.rawValue),
         ("orientation", orientation.rawValue), ("contrast", contrast.rawValue)]
    }

    /// The names of the parameters a variant spreads: what a site's page URL may carry besides its own.
    static let parameterNames: Set<String> = ["device", "theme", "lang", "textSize", "orientation", "contrast"]
}

extension SiteOptions {
    /// Every variant, in a stable order (device, theme, language, text size, orientation, contrast),
    /// with the folder each one's pages go in: `iphone-15--dark--zh-Hans`, then `--AX5`,
    /// `--landscape` and `--high-contrast` when the site has several of those.
    func variants(languages screenLanguages: [LanguageTag]) -> [(variant: SiteVariant, folder: String)] {
        let languages = languages.flatMap { $0 == Variant.allValue ? screenLanguages.map(\.description) : [$0] }
        let namesTextSize = Set(textSizes).count > 1, namesOrientation = Set(orientations).count > 1
        let namesContrast = Set(contrasts).count > 1
        var seen = Set<SiteVariant>()
        var variants: [(SiteVariant, String)] = []
        for device in devices { for theme in themes { for language in languages {
            for textSize in textSizes { for orientation in orientations { for contrast in contrasts {
                let variant = SiteVariant(device: device, theme: theme, language: language, textSize: textSize,
                                          orientation: orientation, contrast: contrast)
                guard seen.insert(variant).inserted else { continue }
                let labels = [device.rawValue, theme.rawValue, language] + (namesTextSize ? [textSize.rawValue] : [])
                    + (namesOrientation ? [orientation.rawValue] : []) + (namesContrast ? [contrast.rawValue + "-contrast"] : [])
                variants.append((variant, labels.joined(separator: "--")))
            } } }
        } } }
        return variants
    }
}
