import Screens

extension SystemDesign: VariantSetting {
    /// `os=18`: always named in a shot (`ios26`, `ios18`), so a fixtures file whose default design
    /// changes never gives two looks one baseline; in a site's folders when it has both.
    public static let parameter = VariantParameter(
        "os", label: BuiltInStrings.design, \Variant.os, titles: { LocalizedText(verbatim: $0.name) }, spreadable: true,
        naming: .alwaysInShots, namePart: { "ios" + $0 },
        option: VariantOption("--os", "D,…", unasked: "the fixtures' \"os\", else 26", help: "The iOS design: 26, 18, or all",
                              meaning: "The iOS design the screens are drawn in: 26 (Liquid Glass), 18, or all; by default the fixtures' top-level "
                                  + "\"os\", else 26. A screen whose fixtures say \"os\" keeps that design whatever is asked, and is drawn once."))
}
