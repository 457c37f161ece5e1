/// Fills Apple's printf-style format strings from a list of arguments: `%@`, `%d`, `%lld`, `%u`,
/// `%x`, `%f`, `%.1f`, `%%`, positional `%2$@`, and the `%#@NAME@` substitutions of a String
/// Catalog or `.stringsdict` (positional too, `%1$#@NAME@`), whose form the plural rule for their
/// argument chooses.
public enum FormatString {
    /// `format` filled from `arguments` (the first is argument 1); `language` chooses the plural
    /// forms of `substitutions`.
    ///
    /// Specifiers without a position take the arguments in order; `%#@NAME@` takes one place in
    /// that order too (as in a `.stringsdict`), and shows the argument at that place unless its
    /// `argNum` names another; `%2$#@NAME@` shows argument 2. Inside a substitution's form, `%arg` and specifiers without a
    /// position show the substitution's argument.
    public static func format(_ format: String, arguments: [FormatArgument], language: String = "en",
                              substitutions: [String: Substitution] = [:]) throws(FormatError) -> String {
        var filler = Filler(arguments: arguments, language: language, substitutions: substitutions)
        return try filler.expand(format, within: nil)
    }

    /// The specifiers of `format` as written (`%@`, `%2$lld`, `%#@files@`), without `%%`; for
    /// comparing a translation's placeholders with the source's.
    public static func specifiers(in format: String) throws(FormatError) -> [String] {
        let scalars = Array(format.unicodeScalars)
        var found: [String] = []
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "%" else { index += 1; continue }
            index += 1
            guard index < scalars.count else { throw .incompleteSpecifier("%") }
            if scalars[index] == "%" { index += 1; continue }
            let start = index
            if try Filler.substitution(scalars, index: &index) != nil {
                var written = "%"
                written.unicodeScalars.append(contentsOf: scalars[start..<index])
                found.append(written)
                continue
            }
            found.append(try FormatSpecifier(scalars, index: &index).text)
        }
        return found
    }

    /// The names of the substitutions `format` refers to (`%#@files@`, `%1$#@files@`), in order,
    /// each once; other specifiers are passed over unread, so a broken one (`%1η`) stops nothing.
    public static func substitutionNames(in format: String) -> [String] {
        let scalars = Array(format.unicodeScalars)
        var names: [String] = []
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "%" else { index += 1; continue }
            index += 1
            guard index < scalars.count else { break }
            if scalars[index] == "%" { index += 1; continue }
            if let (name, _) = try? Filler.substitution(scalars, index: &index), !names.contains(name) { names.append(name) }
        }
        return names
    }

    /// The plural operands of `number` as `specifier` (without `%`, e.g. `lld`, `.1f`) shows it:
    /// `1` formatted by `.1f` is `1.0`, which English counts as `other`.
    static func operands(of number: Double, shownBy specifier: String) -> PluralOperands {
        var index = 1
        let scalars = Array(("%" + specifier).unicodeScalars)
        if let parsed = try? FormatSpecifier(scalars, index: &index), "dfiuF".unicodeScalars.contains(parsed.conversion),
           let shown = try? parsed.render(.number(number), position: 1),
           let operands = PluralOperands(decimal: shown.trimmed()) {
            return operands
        }
        return PluralOperands(number)
    }
}

/// The state of one `format` call: the arguments and the next one in order.
private struct Filler {
    /// Inside a substitution's form: the substitution and the argument `%arg` shows.
    struct Scope {
        let name: String
        let substitution: Substitution
        let position: Int
        let outer: [String]
    }

    let arguments: [FormatArgument]
    let language: String
    let substitutions: [String: Substitution]
    private var next = 1

    init(arguments: [FormatArgument], language: String, substitutions: [String: Substitution]) {
        self.arguments = arguments
        self.language = language
        self.substitutions = substitutions
    }

    /// `format` with its specifiers filled; `scope` is the substitution whose form it is.
    mutating func expand(_ format: String, within scope: Scope?) throws(FormatError) -> String {
        let scalars = Array(format.unicodeScalars)
        var output = ""
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "%" else {
                output.unicodeScalars.append(scalars[index])
                index += 1
                continue
            }
            index += 1
            guard index < scalars.count else { throw .incompleteSpecifier("%") }
            if scalars[index] == "%" {
                output += "%"
                index += 1
            } else if let scope, scalars[index...].starts(with: "arg".unicodeScalars) {
                index += 3
                output += try show(argument: scope.position, as: scope.substitution.formatSpecifier)
            } else if let (name, position) = try Self.substitution(scalars, index: &index) {
                output += try substitute(name, place: position ?? scope?.position ?? takeNext(), within: scope)
            } else {
                let specifier = try FormatSpecifier(scalars, index: &index)
                let position = specifier.position ?? scope?.position ?? takeNext()
                output += try specifier.render(argument(position, for: specifier.text), position: position)
            }
        }
        return output
    }

    /// The `NAME` of a `#@NAME@` or `N$#@NAME@` at `index` (just past a `%`), and its position
    /// `N` when given, moving past it; `nil` if there is none.
    static func substitution(_ scalars: [Unicode.Scalar], index: inout Int) throws(FormatError) -> (name: String, position: Int?)? {
        var start = index
        while start < scalars.count, ("0"..."9").contains(scalars[start]) { start += 1 }
        var position: Int?
        if start > index {
            guard start < scalars.count, scalars[start] == "$", scalars[(start + 1)...].starts(with: "#@".unicodeScalars) else { return nil }
            var digits = ""
            digits.unicodeScalars.append(contentsOf: scalars[index..<start])
            position = Int(digits.suffix(9))
            start += 1
        }
        guard scalars[start...].starts(with: "#@".unicodeScalars) else { return nil }
        guard let close = scalars[(start + 2)...].firstIndex(of: "@"), close > start + 2 else {
            var written = "%"
            written.unicodeScalars.append(contentsOf: scalars[index...].prefix(while: { $0 != " " }))
            throw .incompleteSpecifier(written)
        }
        var name = ""
        name.unicodeScalars.append(contentsOf: scalars[(start + 2)..<close])
        index = close + 1
        return (name, position)
    }

    /// The form of substitution `name`; `place` is the argument it stands for when it has no `argNum`.
    private mutating func substitute(_ name: String, place: Int, within scope: Scope?) throws(FormatError) -> String {
        guard let substitution = substitutions[name] else { throw .unknownSubstitution(name) }
        let outer = (scope?.outer ?? []) + (scope.map { [$0.name] } ?? [])
        guard !outer.contains(name) else { throw .recursiveSubstitution(name) }
        let position = substitution.argumentNumber ?? place
        let value = try argument(position, for: "%#@\(name)@")
        guard let number = value.number else {
            throw .typeMismatch(specifier: "%#@\(name)@", position: position, expected: "a number", got: value.summary)
        }
        let operands = FormatString.operands(of: number, shownBy: substitution.formatSpecifier)
        let category = PluralRules.form(for: operands, language: language, among: substitution.plural)
        guard let form = substitution.plural[category] ?? substitution.plural[.other] else {
            throw .missingForm(substitution: name, category: category)
        }
        return try expand(form.value, within: Scope(name: name, substitution: substitution, position: position, outer: outer))
    }

    private func show(argument position: Int, as specifier: String) throws(FormatError) -> String {
        let scalars = Array(("%" + specifier).unicodeScalars)
        var index = 1
        let parsed = try FormatSpecifier(scalars, index: &index)
        return try parsed.render(argument(position, for: parsed.text), position: position)
    }

    private mutating func takeNext() -> Int {
        defer { next += 1 }
        return next
    }

    private func argument(_ position: Int, for specifier: String) throws(FormatError) -> FormatArgument {
        guard position >= 1, position <= arguments.count else {
            throw .missingArgument(specifier: specifier, position: position, given: arguments.count)
        }
        return arguments[position - 1]
    }
}

extension String {
    /// Without surrounding spaces (a padded number's).
    fileprivate func trimmed() -> String {
        String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
    }
}
