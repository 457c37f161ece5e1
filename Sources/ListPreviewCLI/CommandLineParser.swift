import FoundationEssentials
import ListPreview
import Snapshot

/// Turns the arguments after the program name into a ``Command``; pure, so tests feed it arrays.
///
/// Accepts `--option value` and `--option=value`. No arguments means `serve` with the defaults.
public func parseCommandLine(_ arguments: [String]) throws(CLIError) -> Command {
    var remaining = arguments[...]
    var name = "serve"
    if let first = remaining.first, !first.hasPrefix("-") {
        guard ["serve", "check", "render", "snapshot", "init", "schema"].contains(first) else { throw .unknownCommand(first) }
        name = first
        remaining = remaining.dropFirst()
    }
    var serve = ServeOptions()
    var render = RenderOptions()
    var snapshot = SnapshotOptions()
    var source = SourceOptions()
    var positional: [String] = []
    while let argument = remaining.popFirst() {
        let (option, inlineValue) = splitOption(argument)
        func value() throws(CLIError) -> String {
            if let inlineValue { return inlineValue }
            guard let next = remaining.popFirst() else { throw .missingValue(option: option) }
            return next
        }
        func number(in range: ClosedRange<Int>, _ expected: String) throws(CLIError) -> Int {
            let text = try value()
            guard let number = Int(text), range.contains(number) else {
                throw .invalidValue(option: option, value: text, expected: expected)
            }
            return number
        }
        func nonEmpty(_ expected: String) throws(CLIError) -> String {
            let text = try value()
            guard !text.isEmpty else { throw .invalidValue(option: option, value: text, expected: expected) }
            return text
        }
        switch (name, option) {
        case (_, "-h"), (_, "--help"):
            return .help
        case (_, "--version"):
            return .version
        case ("serve", "--host"):
            let host = try nonEmpty("an IP address or host name")
            guard !host.contains(where: \.isWhitespace) else {
                throw .invalidValue(option: option, value: host, expected: "an IP address or host name")
            }
            serve.host = host
        case ("serve", "--port"):
            serve.port = try number(in: 0...65535, "a port number from 0 to 65535")
        case ("serve", "--read-only"):
            serve.readOnly = true
        case ("serve", "--allow-host"):
            let entry = try nonEmpty("a host name")
            do {
                _ = try HostAllowList(allowing: [entry])
            } catch {
                throw .invalidValue(option: option, value: entry, expected: "a host name such as preview.example.com, or .example.com for it and its subdomains")
            }
            serve.allowedHosts.append(entry)
        case ("serve", "--token"):
            let text = try value()
            do throws(AccessTokenError) {
                serve.token = try AccessToken(text)
            } catch {
                // The value is not echoed: it may be most of a real token.
                throw .invalidValue(option: option, value: "…", expected: "\(error.description) (or leave it out to have one generated)")
            }
        case ("serve", "--watch"):
            serve.watch = true
        case ("serve", "--threads"):
            serve.threads = try number(in: 1...256, "a number of threads from 1 to 256")
        case ("init", _), ("schema", _):
            // Neither reads screens, so the options below are not theirs.
            guard !option.hasPrefix("-"), name == "init", positional.isEmpty else {
                throw option.hasPrefix("-") ? .unknownOption(option) : .unexpectedArgument(argument)
            }
            positional.append(argument)
        case (_, "--public"):
            source.publicDirectory = try nonEmpty("a directory")
        case (_, "--assets"):
            source.assetsDirectory = try nonEmpty("a directory")
        case (_, "--fixtures"):
            source.fixtures = try nonEmpty("a JSON file")
        case ("serve", "--state-file"), ("render", "--state-file"):
            source.stateFile = try nonEmpty("a file path")
        case ("render", "--screen"):
            render.screen = try nonEmpty("a screen id")
        case ("render", "--state"):
            render.state = try nonEmpty("a state")
        case ("render", "--lang"):
            render.language = try nonEmpty("a language such as en, zh-Hans or zh-Hant")
        case ("snapshot", "--out"):
            snapshot.outputDirectory = try nonEmpty("a directory")
        case ("snapshot", "--screens"):
            snapshot.screens = try list(option, value(), valid: nil)
        case ("snapshot", "--states"):
            snapshot.states = try list(option, value(), valid: DisplayState.previewable.map(\.rawValue)).compactMap(DisplayState.init)
        case ("snapshot", "--devices"):
            snapshot.devices = try list(option, value(), valid: Device.allCases.filter { $0.size != nil }.map(\.rawValue))
                .compactMap(Device.init)
        case ("snapshot", "--themes"):
            snapshot.themes = try list(option, value(), valid: Theme.allCases.map(\.rawValue)).compactMap(Theme.init)
        case ("snapshot", "--langs"):
            snapshot.languages = try list(option, value(), valid: Language.allCases.map(\.rawValue) + [Variant.pseudoLanguage])
        case ("snapshot", "--scale"):
            snapshot.scale = try number(in: 1...3, "1, 2 or 3")
        case ("snapshot", "--jobs"):
            snapshot.jobs = try number(in: 1...64, "a number of parallel browsers from 1 to 64")
        case ("snapshot", "--chromium"):
            snapshot.chromium = try nonEmpty("the path of a Chromium executable")
        case ("snapshot", "--compare"):
            snapshot.compareWith = try nonEmpty("an earlier snapshot directory")
        case ("snapshot", "--quiet"):
            snapshot.quiet = true
        case ("check", _) where !option.hasPrefix("-") && positional.isEmpty:
            positional.append(argument)
        default:
            throw option.hasPrefix("-") ? .unknownOption(option) : .unexpectedArgument(argument)
        }
    }
    switch name {
    case "init":
        var options = InitOptions()
        if let directory = positional.first {
            guard !directory.isEmpty else { throw .invalidValue(option: "init", value: directory, expected: "a directory") }
            options.directory = directory
        }
        return .initialize(options)
    case "schema":
        return .schema
    case "check":
        var check = CheckOptions()
        check.source = source
        if let file = positional.first {
            guard source.fixtures == nil else { throw .unexpectedArgument(file) }
            check.source.fixtures = file
        }
        guard check.source.fixtures != nil else { throw .missingArgument("the fixtures file to check") }
        return .check(check)
    case "snapshot":
        guard !snapshot.outputDirectory.isEmpty else { throw .missingArgument("--out DIR") }
        var options = SnapshotCommandOptions()
        options.snapshot = snapshot
        options.source = source
        return .snapshot(options)
    case "render":
        guard !render.screen.isEmpty else { throw .missingArgument("--screen ID") }
        render.source = source
        return .render(render)
    default:
        serve.source = source
        if serve.watch, source.fixtures == nil { throw .missingArgument("--fixtures FILE for --watch to watch") }
        return .serve(serve)
    }
}

/// A comma-separated list whose items must be among `valid` (when given); never empty.
private func list(_ option: String, _ text: String, valid: [String]?) throws(CLIError) -> [String] {
    let items = text.split(separator: ",").map { $0.trimmingWhitespace() }.filter { !$0.isEmpty }
    let expected = valid.map { "a comma-separated list of: " + $0.joined(separator: ", ") } ?? "a comma-separated list"
    guard !items.isEmpty else { throw .invalidValue(option: option, value: text, expected: expected) }
    if let valid, let bad = items.first(where: { !valid.contains($0) }) {
        throw .invalidValue(option: option, value: bad, expected: expected)
    }
    return items
}

/// `--port=8080` → (`--port`, `8080`); `--port` → (`--port`, nil).
private func splitOption(_ argument: String) -> (name: String, value: String?) {
    guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
}

/// The usage text printed by `--help` and after a usage error.
public let usage = """
    Usage: listpreview [serve] [--host HOST] [--port PORT] [--threads N] [--read-only] [--watch] [--fixtures FILE]
                              [--assets DIR] [--state-file FILE] [--public DIR] [--allow-host NAME]… [--token TOKEN]
           listpreview init [DIR]
           listpreview check FILE [--assets DIR] [--public DIR]
           listpreview render --screen ID [--state STATE] [--lang LANG] [--fixtures FILE] [--assets DIR] [--state-file FILE] [--public DIR]
           listpreview snapshot --out DIR [--fixtures FILE] [--assets DIR] [--screens A,B] [--states …] [--devices …] [--themes light,dark]
                                [--langs en,zh-Hans] [--scale 1|2|3] [--chromium PATH] [--jobs N] [--compare DIR2] [--quiet]
           listpreview schema

    Serves iOS-style list screens and their empty states as HTML, for designers to preview.

    Commands:
      serve               Serve the screens over HTTP (the default).
      init [DIR]          Write a starter project into DIR (default .): screens.json, its pictures in img/ and
                          the JSON Schema; never overwrites a file.
      check FILE          Validate a fixtures file and the images it names: prints “ok: N screens”, or every
                          problem with its JSON path.
      render              Print the HTML of one screen, the same bytes GET /screens/ID?state=STATE&lang=LANG returns.
      snapshot            Photograph every screen × state × device × theme × language with headless Chromium:
                          one PNG each (NAME--STATE--DEVICE--THEME--LANG@2x.png), index.html and manifest.json.
      schema              Print the JSON Schema (draft 2020-12) of fixtures files, for editors and CI.

    Options:
      --host HOST         Address to bind (default 127.0.0.1; only this address is bound).
      --port PORT         Port to listen on, 0 for any free port (default 8080).
      --threads N         Event-loop threads, each serving its share of the connections (default: one per core).
      --read-only         Serve previews only: every route that changes a screen answers 403.
      --allow-host NAME   Also answer requests for NAME (.example.com: it and its subdomains); repeatable.
                          Requests for other names get 403 (DNS rebinding): only localhost, *.localhost,
                          IP addresses and, beyond loopback, this machine's host name are allowed by default.
      --token TOKEN       Require TOKEN (16+ letters, digits, - . _ ~; default $LISTPREVIEW_TOKEN). Beyond
                          loopback a token is required unless --read-only, and one is generated if none is
                          given; the printed URL carries it once, then a cookie keeps it.
      --watch             Reload the fixtures file when it changes; keep the last good one (and say so
                          on every page) while it is invalid.
      --fixtures FILE     Screens from a JSON fixtures file (default: the built-in demo screen).
      --assets DIR        Where the fixtures' images are (default: the fixtures file's directory).
      --state-file FILE   Keep every screen's state in FILE across restarts.
      --public DIR        Files that replace or add to the built-in ones under /public/ (e.g. style.css).
      --screen ID         The screen to render.
      --state STATE       Render a preview: data, empty, network, error, loading or search.
      --lang LANG         Render in en, zh-Hans or zh-Hant.
      --out DIR           Where snapshot writes its images.
      --screens A,B       Screens to photograph (default: all).
      --states S,…        data, empty, network, error, loading, search (default: all).
      --devices D,…       iphone-se, iphone-15, iphone-15-pro-max, ipad (default: iphone-15).
      --themes T,…        light, dark (default: light).
      --langs L,…         en, zh-Hans, zh-Hant, pseudo (default: en).
      --scale N           Device pixels per CSS px: 1, 2 or 3 (default: 2).
      --chromium PATH     The browser (default: $LISTPREVIEW_CHROMIUM, else chromium on PATH).
      --jobs N            Browsers in parallel (default: the number of cores).
      --compare DIR2      Compare with an earlier snapshot directory and list the images that changed.
      --quiet             No progress on stderr.
      -h, --help          Show this help.
      --version           Show the version.

    Exit status: 0 on success (serve: stopped by SIGINT or SIGTERM), 64 for a usage error,
    65 for invalid fixtures or a corrupt state file, 66 when a file or the public directory cannot be read,
    69 when the address cannot be bound or Chromium is missing, 73 when init would overwrite a file;
    snapshot exits 1 when a shot failed or --compare found a difference.
    """
