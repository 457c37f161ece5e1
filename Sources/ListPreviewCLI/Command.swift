import ListPreview
import Screens
import Variants
import Review
import Snapshot
import StaticSite
import SwiftCode

/// What the user asked for on the command line.
public enum Command: Equatable, Sendable {
    /// Serve the screens over HTTP.
    case serve(ServeOptions)
    /// Validate a fixtures file and exit.
    case check(CheckOptions)
    /// Print one page's HTML and exit.
    case render(RenderOptions)
    /// Print the Swift that draws a screen's placeholder.
    case code(CodeOptions)
    /// Photograph screens in headless Chromium.
    case snapshot(SnapshotCommandOptions)
    /// Write every screen, state and variant as a static site.
    case build(BuildCommandOptions)
    /// Compare two folders of screenshots and write a report.
    case compare(CompareOptions)
    /// Join the reports of a sharded snapshot run into one.
    case mergeReports(MergeReportsOptions)
    /// Check what users could not read or tap.
    case audit(AuditOptions)
    /// Serve a review report, to approve or reject its changes.
    case review(ServeOptions)
    /// Write a starter project.
    case initialize(InitOptions)
    /// Print the JSON Schema of fixtures files.
    case schema
    /// Write a completion script for a shell.
    case completions(Shell)
    /// Print the manual page in roff.
    case manual
    /// Print the screen ids or the languages of a fixtures file, one a line, for the completion scripts.
    case completionWords(CompletionWords.Kind, fixtures: String)
    /// Print the program's usage, with the options of serve, the default command, and exit 0.
    case help
    /// Print the usage and options of the command so named and exit 0.
    case commandHelp(String)
    /// Print the version and exit 0.
    case version
}

/// The options of `listpreview serve`.
public struct ServeOptions: Equatable, Sendable {
    /// The address to bind; loopback unless asked otherwise.
    public var host = "127.0.0.1"
    /// The port; 0 picks a free one.
    public var port = 8080
    /// Event-loop threads; one per core when `nil`.
    public var threads: Int?
    /// Refuse every change: previews only.
    public var readOnly = false
    /// Names besides localhost and IP addresses that requests may call the server by (`--allow-host`).
    public var allowedHosts: [String] = []
    /// The token requests must carry (`--token`); one is generated when sharing beyond loopback.
    public var token: AccessToken?
    /// Reload the fixtures file when it changes.
    public var watch = false
    /// Screens whose state the state file keeps, though the fixtures no longer name them, to drop at
    /// start (`--forget-state`, repeatable).
    public var forgetState: [String] = []
    /// Where the screens come from.
    public var source = AppSource()
    /// A review report served too, at `/review/` (`--review`, and `listpreview review`).
    public var review: ReviewServing?

    /// The defaults: 127.0.0.1:8080, the demo.
    public init() {}
}

/// The options of `listpreview check`.
public struct CheckOptions: Equatable, Sendable {
    /// Where the screens come from; `fixtures` is the file to check.
    public var source = AppSource()
    /// Whether warnings fail the check (exit 65).
    public var strict = false

    /// No file yet.
    public init() {}
}

/// The options of `listpreview render`.
public struct RenderOptions: Equatable, Sendable {
    /// The screen's id.
    public var screen = ""
    /// A `?state=` preview, if any.
    public var state: String?
    /// A `?lang=` language, if any.
    public var language: String?
    /// Where the screens come from.
    public var source = AppSource()

    /// No screen yet.
    public init() {}
}

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

/// The options of `listpreview init`.
public struct InitOptions: Equatable, Sendable {
    /// Where the project is written; created when missing.
    public var directory = "."

    /// The current directory.
    public init() {}
}

/// The options of `listpreview snapshot`.
public struct SnapshotCommandOptions: Equatable, Sendable {
    /// What to photograph and where to write it.
    public var snapshot = SnapshotOptions()
    /// How the shots are reviewed against `snapshot.baseline`, when it is given.
    public var review = ReviewCommandOptions()
    /// Where the screens come from.
    public var source = AppSource()

    /// The defaults.
    public init() {}
}

/// The options of `listpreview build --out SITE`.
public struct BuildCommandOptions: Equatable, Sendable {
    /// What to build and where.
    public var site = SiteOptions()
    /// Where the screens come from.
    public var source = AppSource()

    /// The defaults.
    public init() {}
}

/// The options of `listpreview compare BASELINE ACTUAL --out REPORT`.
public struct CompareOptions: Equatable, Sendable {
    /// The baselines' folder.
    public var baselines = ""
    /// The shots' folder.
    public var shots = ""
    /// Where the report goes.
    public var report = ""
    /// What a shot compared with its baseline may show, and what to write into the baselines.
    public var review = ReviewCommandOptions()
    /// Only these files, when given (`--only`).
    public var only: [String]?
    /// No lines for each change.
    public var quiet = false

    /// Nothing chosen yet.
    public init() {}
}

/// The options of `listpreview merge-reports REPORT… --out REPORT`.
public struct MergeReportsOptions: Equatable, Sendable {
    /// The shares' report folders.
    public var reports: [String] = []
    /// Where the joined report goes.
    public var output = ""
    /// The JUnit file and summary to write (the rest of the review's options do not apply: nothing is compared again).
    public var review = ReviewCommandOptions()

    /// Nothing chosen yet.
    public init() {}
}

/// What `compare` and `snapshot --baseline` share: the thresholds and allowances, the updates, the JUnit file.
public struct ReviewCommandOptions: Equatable, Sendable {
    /// Thresholds and allowances.
    public var comparison = ReviewOptions()
    /// Which shots to write into the baselines (`--update`).
    public var update: UpdateMode?
    /// Whether to delete baselines no shot produced (`--prune`).
    public var prune = false
    /// Where to write JUnit XML (`--junit`).
    public var junit: String?
    /// Where to write the Markdown summary for a pull request (`--summary`).
    public var summary: String?
    /// Where the report's folder is published, for the summary's thumbnails (`--summary-images`).
    public var summaryImages: String?

    /// The defaults: compare only.
    public init() {}
}

/// The options of `listpreview audit`.
public struct AuditOptions: Equatable, Sendable {
    /// Where the screens come from.
    public var source = AppSource()
    /// Screen ids to audit (default: all).
    public var screens: [String]?
    /// States to audit (default: every state each screen can show).
    public var states: [DisplayState]?
    /// Appearances (default: both).
    public var themes: [Theme] = Theme.allCases
    /// Languages, as tags (default: each screen's own).
    public var languages: [String]?
    /// Text sizes for the contrast checks (default: large).
    public var textSizes: [TextSize] = [.standard]
    /// Increase Contrast for the contrast checks (default: off).
    public var contrasts: [ColorContrast] = [.normal]
    /// The iOS designs the layout checks draw in (default: the fixtures').
    public var designs: [SystemDesign]?
    /// Reduce Transparency for the layout checks (default: off).
    public var transparencies: [Transparency] = [.normal]
    /// The device the layout checks draw on (default: the smallest, iPhone SE).
    public var device: Device = .iphoneSE
    /// The browser for the layout checks.
    public var chromium: String?
    /// Print the findings as a JSON array.
    public var json = false
    /// Fail on findings that involve only Apple's system colours too, and on stale accepted findings.
    public var strict = false
    /// Where to write JUnit XML, if anywhere.
    public var junit: String?
    /// A file of accepted findings (`--json`'s form), which then do not fail.
    public var accept: String?

    /// The defaults.
    public init() {}
}

/// A command line that cannot be understood; printed with the usage, exit status 64.
public enum CLIError: Error, Equatable, Sendable, CustomStringConvertible {
    /// An option the command does not have.
    case unknownOption(String)
    /// An option given without its value.
    case missingValue(option: String)
    /// An option whose value is not acceptable.
    case invalidValue(option: String, value: String, expected: String)
    /// A first argument that is not a command.
    case unknownCommand(String)
    /// An argument left over after the options.
    case unexpectedArgument(String)
    /// A required option or argument is missing.
    case missingArgument(String)

    /// One line saying what is wrong.
    public var description: String {
        switch self {
        case let .unknownOption(option): "unknown option “\(option)”"
        case let .missingValue(option): "option \(option) needs a value"
        case let .invalidValue(option, value, expected): "invalid value “\(value)” for \(option): expected \(expected)"
        case let .unknownCommand(command): "unknown command “\(command)”"
        case let .unexpectedArgument(argument): "unexpected argument “\(argument)”"
        case let .missingArgument(what): "missing \(what)"
        }
    }
}
