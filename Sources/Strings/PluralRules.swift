/// CLDR's cardinal plural rules (CLDR 44, `plurals.xml`) for the languages apps are most often
/// translated into; any other language has only `other`, as in CLDR's root.
public enum PluralRules {
    /// The category of a count in `language` (a BCP 47 tag: `ru`, `pt-BR`, `zh-Hans`).
    public static func category(for count: Int, language: String) -> PluralCategory {
        category(for: PluralOperands(count), language: language)
    }

    /// The category of a number with its written form in `language`.
    public static func category(for operands: PluralOperands, language: String) -> PluralCategory {
        ruleSet(for: language).category(for: operands)
    }

    /// The form Foundation shows for a number among a string's `forms`: `zero` for 0 whenever
    /// there is a `zero` form, in any language (Apple's rule beyond CLDR: English "No posts"),
    /// else the CLDR category.
    public static func form(for operands: PluralOperands, language: String, among forms: [PluralCategory: StringUnit]) -> PluralCategory {
        if operands.n == 0, forms[.zero] != nil { return .zero }
        return category(for: operands, language: language)
    }

    /// The categories `language` uses, in CLDR's order; a translation needs a form for each.
    public static func categories(for language: String) -> [PluralCategory] {
        ruleSet(for: language).categories
    }

    /// Whether `language` has rules here (else it is treated as having only `other`).
    public static func hasRules(for language: String) -> Bool {
        RuleSet.byLanguage[LanguageTag.primaryLanguage(of: language)] != nil
    }

    private static func ruleSet(for language: String) -> RuleSet {
        let primary = LanguageTag.primaryLanguage(of: language)
        if primary == "pt", LanguageTag.region(of: language) == "PT" { return .italian }
        return RuleSet.byLanguage[primary] ?? .root
    }
}

/// Languages that share one set of rules; each case quotes CLDR's rule for integers and decimals.
private enum RuleSet {
    /// No plural distinction: `other` only (ja, zh, ko, th, vi, id and CLDR's root).
    case root
    /// `one: i = 1 and v = 0` (en, de, nl, sv, fi, et…).
    case oneForI1
    /// `one: n = 1` (tr, el, hu, nb, bg…).
    case oneForN1
    /// `one: i = 0 or n = 1` (hi).
    case hindi
    /// `one: n = 1 or t != 0 and i = 0,1` (da).
    case danish
    /// `one: i = 0,1` (fr) or `i = 0..1` (pt), and millions are `many`.
    case french
    /// `one: i = 1 and v = 0`, and millions are `many` (it, ca, pt-PT).
    case italian
    /// `one: n = 1`, and millions are `many` (es).
    case spanish
    /// one, few, many by `i % 10` and `i % 100`; decimals are `other` (ru, uk, be).
    case eastSlavic
    /// one for 1, few and many by `i % 10` and `i % 100`; decimals are `other` (pl).
    case polish
    /// one for 1, few for 2–4, many for decimals (cs, sk).
    case czech
    /// one for 1 (and 0.x), two for 2 (he; `many` was dropped in CLDR 42).
    case hebrew
    /// zero, one, two, few by `n % 100` in 3–10, many by `n % 100` in 11–99 (ar).
    case arabic

    /// Languages CLDR gives only `other`.
    static let otherOnly: Set<String> = ["ja", "zh", "ko", "th", "vi", "id", "ms", "lo", "km", "my", "yue", "in"]

    /// The rule set of each language subtag with rules here.
    static let byLanguage: [String: RuleSet] = {
        var table: [String: RuleSet] = [:]
        for language in otherOnly { table[language] = .root }
        for language in ["en", "de", "nl", "sv", "fi", "et", "sw", "ur", "gl", "ia", "fy", "yi"] { table[language] = .oneForI1 }
        for language in ["tr", "el", "hu", "nb", "no", "nn", "bg", "az", "ka", "kk", "uz", "sq", "ta", "te", "ml"] { table[language] = .oneForN1 }
        for language in ["fr", "pt"] { table[language] = .french }
        for language in ["it", "ca"] { table[language] = .italian }
        for language in ["ru", "uk", "be"] { table[language] = .eastSlavic }
        for language in ["cs", "sk"] { table[language] = .czech }
        for language in ["he", "iw"] { table[language] = .hebrew }
        table["hi"] = .hindi
        table["da"] = .danish
        table["es"] = .spanish
        table["pl"] = .polish
        table["ar"] = .arabic
        return table
    }()

    /// The categories the set uses, in CLDR's order.
    var categories: [PluralCategory] {
        switch self {
        case .root: [.other]
        case .oneForI1, .oneForN1, .hindi, .danish: [.one, .other]
        case .french, .italian, .spanish: [.one, .many, .other]
        case .eastSlavic, .polish, .czech: [.one, .few, .many, .other]
        case .hebrew: [.one, .two, .other]
        case .arabic: [.zero, .one, .two, .few, .many, .other]
        }
    }

    /// The category of a number, by CLDR's conditions on its operands.
    func category(for x: PluralOperands) -> PluralCategory {
        // CLDR: `e = 0 and i != 0 and i % 1000000 = 0 and v = 0` (`e` is always 0 here).
        let millions = x.i != 0 && x.i % 1_000_000 == 0 && x.v == 0
        let i10 = x.i % 10, i100 = x.i % 100
        switch self {
        case .root:
            return .other
        case .oneForI1:
            return x.i == 1 && x.v == 0 ? .one : .other
        case .oneForN1:
            return x.n == 1 ? .one : .other
        case .hindi:
            return x.i == 0 || x.n == 1 ? .one : .other
        case .danish:
            return x.n == 1 || (x.t != 0 && (x.i == 0 || x.i == 1)) ? .one : .other
        case .french:
            return x.i == 0 || x.i == 1 ? .one : millions ? .many : .other
        case .italian:
            return x.i == 1 && x.v == 0 ? .one : millions ? .many : .other
        case .spanish:
            return x.n == 1 ? .one : millions ? .many : .other
        case .eastSlavic:
            guard x.v == 0 else { return .other }
            if i10 == 1, i100 != 11 { return .one }
            if (2...4).contains(i10), !(12...14).contains(i100) { return .few }
            return .many
        case .polish:
            guard x.v == 0 else { return .other }
            if x.i == 1 { return .one }
            if (2...4).contains(i10), !(12...14).contains(i100) { return .few }
            return .many
        case .czech:
            if x.v != 0 { return .many }
            return x.i == 1 ? .one : (2...4).contains(x.i) ? .few : .other
        case .hebrew:
            if (x.i == 1 && x.v == 0) || (x.i == 0 && x.v != 0) { return .one }
            return x.i == 2 && x.v == 0 ? .two : .other
        case .arabic:
            // `n % 100 = 3..10` holds only for whole values of n (3.0 is few, 3.5 is not).
            let n100: Double? = x.n == x.n.rounded() ? x.n.truncatingRemainder(dividingBy: 100) : nil
            if x.n == 0 { return .zero }
            if x.n == 1 { return .one }
            if x.n == 2 { return .two }
            if let n100, (3...10).contains(n100) { return .few }
            if let n100, (11...99).contains(n100) { return .many }
            return .other
        }
    }
}
