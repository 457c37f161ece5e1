import Screens
import Strings

extension Variant {
    /// The `lang` value for pseudo-localization.
    public static let pseudoLanguage = "pseudo"

    /// `lang=de`, or `pseudo`: any BCP 47 tag (a page takes the screens' nearest); each language's
    /// name in itself. Always named in shots and site folders.
    package static let languageParameter = VariantParameter(
        name: "lang", label: BuiltInStrings.language, standard: Language.fallback.tag.description,
        offered: { languages in
            languages.map { .init($0.description, LocalizedText(verbatim: LanguageNames.endonym($0))) } + [.init(pseudoLanguage, LocalizedText(verbatim: "Pseudo"))]
        },
        read: { $0.pseudo ? pseudoLanguage : $0.language.description },
        write: { variant, value in
            if value == pseudoLanguage {
                variant.language = Language.english.tag
                variant.pseudo = true
                return true
            }
            guard let language = LanguageTag(value) else { return false }
            variant.language = language
            variant.pseudo = false
            return true
        },
        validValues: Language.allCases.map(\.rawValue) + [pseudoLanguage], spreadable: true, naming: .always,
        option: VariantOption("--langs", "L,…", runs: [.snapshot, .site], help: "BCP 47 language tags (de, pt-BR, ar…) and pseudo, or all: each screen's languages"))
}
