import ListPreview
import Screens
import SwiftCode

/// The options of `listpreview code`.
public struct CodeOptions: Equatable, Sendable {
    /// The screen's id.
    public var screen = ""
    /// The placeholder whose code is printed.
    public var state = EmptyStateKind.empty
    /// How the code is written.
    package var style = SwiftCode.Style.uikit
    /// Where the screens come from.
    public var source = AppSource()

    /// No screen yet.
    public init() {}
}

/// `listpreview code --screen ID --state STATE --style STYLE`: the Swift of one screen's
/// placeholder, as the screen's page shows it.
package enum CodeCommand: CLICommand {
    /// Its declaration.
    package static let spec = CommandSpec<CodeOptions>(
        "code", summary: "Print the Swift that draws a screen's placeholder.",
        description: "Prints the Swift that draws one placeholder of a screen in the app, as the Code section of its page shows it: "
            + "uikit (UIContentUnavailableConfiguration, iOS 17+), swiftui (ContentUnavailableView) or legacy (a table view's backgroundView). "
            + "Texts the fixtures take from the app's strings are written String(localized:).",
        initial: CodeOptions(),
        options: [screen, state, style] + SourceOptionSpecs.loading(at: \CodeOptions.source),
        required: ["--screen", "--state", "--style"]
    )

    /// Prints the code; a screen the fixtures lack is a usage error.
    package static func run(_ options: CodeOptions) throws -> Int32 {
        let loaded = try SourceLoading.load(FolderScreens.resolved(options.source))
        for line in loaded.warningLines { StandardError.print(line) }
        guard let screen = loaded.screens.first(where: { $0.id == options.screen }) else {
            let reason = "there is no screen “\(options.screen)”; the screens are: \(loaded.screens.map(\.id).joined(separator: ", "))"
            throw Failure("listpreview: \(reason)\n\n\(Usage.afterError(for: info))", ExitStatus.usage)
        }
        print(SwiftCode.placeholder(screen: screen, state: options.state, style: options.style), terminator: "")
        return ExitStatus.ok
    }

    private static let screen = OptionSpec<CodeOptions>(
        "--screen", "ID", value: .screen, help: "The screen, by id."
    ) { options, argument throws(CLIError) in
        options.screen = try argument.nonEmpty("a screen id")
    }

    private static let state = OptionSpec<CodeOptions>(
        "--state", "STATE", value: .choice(EmptyStateKind.allCases.map(\.rawValue)),
        help: "The placeholder: " + EmptyStateKind.allCases.map(\.rawValue).joined(separator: ", ") + "."
    ) { options, argument throws(CLIError) in
        guard let kind = EmptyStateKind(rawValue: argument.text) else {
            throw .invalidValue(option: argument.option, value: argument.text, expected: EmptyStateKind.allCases.map(\.rawValue).joined(separator: ", "))
        }
        options.state = kind
    }

    private static let style = OptionSpec<CodeOptions>(
        "--style", "STYLE", value: .choice(SwiftCode.Style.allCases.map(\.rawValue)),
        help: "uikit (iOS 17+), swiftui, dzn (DZNEmptyDataSet), or legacy (before iOS 17)."
    ) { options, argument throws(CLIError) in
        guard let style = SwiftCode.Style(rawValue: argument.text) else {
            throw .invalidValue(option: argument.option, value: argument.text, expected: "uikit, swiftui, dzn or legacy")
        }
        options.style = style
    }
}
