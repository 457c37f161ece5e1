import Browser
import FoundationEssentials
import ListPreview
import Screens
import Snapshot

/// Turns the arguments after the program name into a ``Command``; pure, so tests feed it arrays.
///
/// Accepts `--option value` and `--option=value`. No arguments means `serve` with the defaults.
public func parseCommandLine(_ arguments: [String]) throws(CLIError) -> Command {
    var remaining = arguments[...]
    var name = "serve"
    if let first = remaining.first, !first.hasPrefix("-") {
        guard ["serve", "check", "render", "snapshot", "audit", "init", "schema"].contains(first) else { throw .unknownCommand(first) }
        name = first
        remaining = remaining.dropFirst()
    }
    var serve = ServeOptions()
    var render = RenderOptions()
    var snapshot = SnapshotOptions()
    var audit = AuditOptions()
    var strict = false
    var source = AppSource()
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
        case ("serve", "--forget-state"):
            serve.forgetState.append(try nonEmpty("the id of a screen whose kept state to drop"))
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
        case (_, "--strings"):
            source.strings.append(try nonEmpty("a .xcstrings file, a .strings file in a LANG.lproj folder, or a folder"))
        case ("check", "--strict"):
            strict = true
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
            let text = try value()
            snapshot.languages = text == Variant.allValue ? [Variant.allValue] : try languageList(option, text)
        case ("snapshot", "--text-sizes"):
            snapshot.textSizes = try list(option, value(), valid: TextSize.allCases.map(\.rawValue), orAll: true).compactMap(TextSize.init)
        case ("snapshot", "--orientations"):
            snapshot.orientations = try list(option, value(), valid: Orientation.allCases.map(\.rawValue), orAll: true)
                .compactMap(Orientation.init)
        case ("snapshot", "--scale"):
            snapshot.scale = try number(in: 1...3, "1, 2 or 3")
        case ("snapshot", "--jobs"):
            snapshot.jobs = try number(in: 1...64, "a number of parallel browsers from 1 to 64")
        case ("snapshot", "--browser"):
            snapshot.browsers = try list(option, value(), valid: Engine.allCases.map(\.rawValue)).compactMap(Engine.init)
        case ("snapshot", "--chromium"):
            snapshot.chromium = try nonEmpty("the path of a Chromium executable")
        case ("snapshot", "--compare"):
            snapshot.compareWith = try nonEmpty("an earlier snapshot directory")
        case ("snapshot", "--quiet"):
            snapshot.quiet = true
        case ("audit", "--screens"):
            audit.screens = try list(option, value(), valid: nil)
        case ("audit", "--states"):
            audit.states = try list(option, value(), valid: DisplayState.previewable.map(\.rawValue)).compactMap(DisplayState.init)
        case ("audit", "--themes"):
            audit.themes = try list(option, value(), valid: Theme.allCases.map(\.rawValue)).compactMap(Theme.init)
        case ("audit", "--langs"):
            audit.languages = try languageList(option, value())
        case ("audit", "--text-sizes"):
            audit.textSizes = try list(option, value(), valid: TextSize.allCases.map(\.rawValue), orAll: true).compactMap(TextSize.init)
        case ("audit", "--device"):
            let valid = Device.allCases.filter { $0.size != nil }.map(\.rawValue)
            let text = try value()
            guard let device = Device(rawValue: text), valid.contains(text) else {
                throw .invalidValue(option: option, value: text, expected: "one of: " + valid.joined(separator: ", "))
            }
            audit.device = device
        case ("audit", "--chromium"):
            audit.chromium = try nonEmpty("the path of a Chromium executable")
        case ("audit", "--json"):
            audit.json = true
        case ("audit", "--strict"):
            audit.strict = true
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
        check.strict = strict
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
    case "audit":
        audit.source = source
        return .audit(audit)
    case "render":
        guard !render.screen.isEmpty else { throw .missingArgument("--screen ID") }
        render.source = source
        return .render(render)
    default:
        serve.source = source
        if serve.watch, source.fixtures == nil { throw .missingArgument("--fixtures FILE for --watch to watch") }
        if !serve.forgetState.isEmpty, source.stateFile == nil { throw .missingArgument("--state-file FILE for --forget-state to forget in") }
        return .serve(serve)
    }
}

/// A comma-separated list whose items must be among `valid` (when given), each once; never empty.
/// With `orAll`, `all` stands for every valid item.
private func list(_ option: String, _ text: String, valid: [String]?, orAll: Bool = false) throws(CLIError) -> [String] {
    if orAll, let valid, text == "all" { return valid }
    let items = text.split(separator: ",").map { $0.trimmingWhitespace() }.filter { !$0.isEmpty }
    let expected = valid.map { "a comma-separated list of: " + $0.joined(separator: ", ") + (orAll ? ", or all" : "") }
        ?? "a comma-separated list"
    guard !items.isEmpty else { throw .invalidValue(option: option, value: text, expected: expected) }
    if let valid, let bad = items.first(where: { !valid.contains($0) }) {
        throw .invalidValue(option: option, value: bad, expected: expected)
    }
    // A repeated item would be photographed twice into the same file.
    var seen: Set<String> = []
    return items.filter { seen.insert($0).inserted }
}

/// A comma-separated list of BCP 47 language tags (`de,pt-BR,ar`) and `pseudo`, each once, as the
/// tags are written canonically (`PT-br` → `pt-BR`).
private func languageList(_ option: String, _ text: String) throws(CLIError) -> [String] {
    let items = try list(option, text, valid: nil)
    var tags: [String] = []
    for item in items {
        if item == Variant.pseudoLanguage {
            tags.append(item)
        } else if let tag = LanguageTag(item) {
            if !tags.contains(tag.description) { tags.append(tag.description) }
        } else {
            throw .invalidValue(option: option, value: item, expected: "BCP 47 language tags such as en, de, pt-BR, zh-Hans, or pseudo")
        }
    }
    return tags
}

/// `--port=8080` → (`--port`, `8080`); `--port` → (`--port`, nil).
private func splitOption(_ argument: String) -> (name: String, value: String?) {
    guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
}
