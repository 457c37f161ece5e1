import ListPreview
import Screens
import SwiftCode

extension CommandSpec {
    /// `listpreview code --screen ID --state STATE --style STYLE`.
    static let code = CommandSpec(
        "code", summary: "Print the Swift that draws a screen's placeholder.",
        description: "Prints the Swift that draws one placeholder of a screen in the app, as the Code section of its page shows it: "
            + "uikit (UIContentUnavailableConfiguration, iOS 17+), swiftui (ContentUnavailableView) or legacy (a table view's backgroundView). "
            + "Texts the fixtures take from the app's strings are written String(localized:).",
        initial: CodeOptions(),
        options: [codeScreen, codeState, codeStyle] + SourceOptionSpecs.loading(at: \CodeOptions.source),
        required: ["--screen", "--state", "--style"]
    ) { options, _ throws(CLIError) in
        .code(options)
    }

    private static let codeScreen = OptionSpec<CodeOptions>(
        "--screen", "ID", value: .screen, help: "The screen, by id."
    ) { options, argument throws(CLIError) in
        options.screen = try argument.nonEmpty("a screen id")
    }

    private static let codeState = OptionSpec<CodeOptions>(
        "--state", "STATE", value: .choice(EmptyStateKind.allCases.map(\.rawValue)),
        help: "The placeholder: " + EmptyStateKind.allCases.map(\.rawValue).joined(separator: ", ") + "."
    ) { options, argument throws(CLIError) in
        guard let kind = EmptyStateKind(rawValue: argument.text) else {
            throw .invalidValue(option: argument.option, value: argument.text, expected: EmptyStateKind.allCases.map(\.rawValue).joined(separator: ", "))
        }
        options.state = kind
    }

    private static let codeStyle = OptionSpec<CodeOptions>(
        "--style", "STYLE", value: .choice(SwiftCode.Style.allCases.map(\.rawValue)),
        help: "uikit (iOS 17+), swiftui, or legacy (before iOS 17)."
    ) { options, argument throws(CLIError) in
        guard let style = SwiftCode.Style(rawValue: argument.text) else {
            throw .invalidValue(option: argument.option, value: argument.text, expected: "uikit, swiftui or legacy")
        }
        options.style = style
    }
}
