/// Turns the arguments after the program name into a ``Command``; pure, so tests feed it arrays.
///
/// Accepts `--option value` and `--option=value`. No arguments means `serve` with the defaults.
public func parseCommandLine(_ arguments: [String]) throws(CLIError) -> Command {
    var remaining = arguments[...]
    if let first = remaining.first, !first.hasPrefix("-") {
        guard first == "serve" else { throw .unknownCommand(first) }
        remaining = remaining.dropFirst()
    }
    var options = ServeOptions()
    while let argument = remaining.popFirst() {
        let (name, inlineValue) = splitOption(argument)
        func value() throws(CLIError) -> String {
            if let inlineValue { return inlineValue }
            guard let next = remaining.popFirst() else { throw .missingValue(option: name) }
            return next
        }
        switch name {
        case "-h", "--help":
            return .help
        case "--version":
            return .version
        case "--host":
            let host = try value()
            guard !host.isEmpty, !host.contains(where: \.isWhitespace) else {
                throw .invalidValue(option: name, value: host, expected: "an IP address or host name")
            }
            options.host = host
        case "--port":
            let text = try value()
            guard let port = Int(text), (0...65535).contains(port) else {
                throw .invalidValue(option: name, value: text, expected: "a port number from 0 to 65535")
            }
            options.port = port
        case "--public":
            let directory = try value()
            guard !directory.isEmpty else {
                throw .invalidValue(option: name, value: directory, expected: "a directory")
            }
            options.publicDirectory = directory
        default:
            throw name.hasPrefix("-") ? .unknownOption(name) : .unexpectedArgument(argument)
        }
    }
    return .serve(options)
}

/// `--port=8080` → (`--port`, `8080`); `--port` → (`--port`, nil).
private func splitOption(_ argument: String) -> (name: String, value: String?) {
    guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
}

/// The usage text printed by `--help` and after a usage error.
public let usage = """
    Usage: listpreview [serve] [options]

    Serves iOS-style list screens and their empty states as HTML, for designers to preview.

    Commands:
      serve               Serve the screens over HTTP (the default).

    Options:
      --host HOST         Address to bind (default 127.0.0.1; only this address is bound).
      --port PORT         Port to listen on, 0 for any free port (default 8080).
      --public DIR        Directory served under /public/ (default ./Public).
      -h, --help          Show this help.
      --version           Show the version.

    Exit status: 0 when stopped by SIGINT or SIGTERM, 64 for a usage error,
    66 when the public directory cannot be read, 69 when the address cannot be bound.
    """
