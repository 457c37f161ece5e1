/// A shell that `listpreview completions` writes a script for.
public enum Shell: String, CaseIterable, Sendable {
    /// GNU bash, with or without the bash-completion package.
    case bash
    /// The Z shell, through its completion system (`compinit`).
    case zsh
    /// The friendly interactive shell.
    case fish

    /// The completion script, made from ``CommandInfo/listed``.
    public var completionScript: String {
        switch self {
        case .bash: BashCompletion.script(CommandInfo.listed)
        case .zsh: ZshCompletion.script(CommandInfo.listed)
        case .fish: FishCompletion.script(CommandInfo.listed)
        }
    }

    /// Where a Debian package puts the script, under `/usr/share`.
    public var packagePath: String {
        switch self {
        case .bash: "bash-completion/completions/listpreview"
        case .zsh: "zsh/vendor-completions/_listpreview"
        case .fish: "fish/vendor_completions.d/listpreview.fish"
        }
    }
}

extension ValueKind {
    /// The values of a small range, one by one (`--scale`: 1, 2, 3); `nil` for a wide one, such as ports.
    var enumeratedNumbers: [String]? {
        guard case let .number(range) = self, range.count <= 16 else { return nil }
        return range.map(String.init)
    }
}

/// `word`, quoted for a POSIX shell when it holds anything but letters, digits and `-_.,/=+:@%`.
func shellQuoted(_ word: String) -> String {
    let plain = !word.isEmpty && word.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || "0123456789-_.,/=+:@%".unicodeScalars.contains($0)) }
    return plain ? word : "'" + word.replacing("'", with: #"'\''"#) + "'"
}
