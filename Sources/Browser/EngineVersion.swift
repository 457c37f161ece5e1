import Glibc

extension EngineLocator {
    /// The engine's name and version, as a screenshot's manifest records what made it: `Chromium
    /// 156.0.8078.114`, `Mozilla Firefox 153.8.0esr`, `WebKitGTK 2.50.6-1~deb12u2`. Chromium and
    /// Firefox say it with `--version`; WebKitGTK's programs do not, so Debian's package database
    /// is asked for the library's version. `nil` when none of that answers.
    public func version() -> String? {
        switch engine {
        case .chromium, .firefox:
            // Debian's Chromium adds " built on Debian GNU/Linux 12 (bookworm)".
            return Self.firstLine(of: browser, ["--version"]).map { line in line.firstRange(of: " built on ").map { String(line[..<$0.lowerBound]) } ?? line }
        case .webkit:
            for package in ["libwebkit2gtk-4.1-0", "libwebkitgtk-6.0-4", "libwebkit2gtk-4.0-37"] {
                if let version = Self.firstLine(of: "/usr/bin/dpkg-query", ["-W", "-f", "${Version}", package]), !version.isEmpty {
                    return "WebKitGTK " + version
                }
            }
            return nil
        }
    }

    /// The first line `executable` prints with `arguments`, within five seconds.
    private static func firstLine(of executable: String, _ arguments: [String]) -> String? {
        guard access(executable, X_OK) == 0, let process = try? ChildProcess(executable: executable, arguments: arguments, output: .lines) else {
            return nil
        }
        defer { process.stop(graceSeconds: 0) }
        var line = process.readLine() ?? ""
        process.drainOutput()
        _ = process.waitForExit(seconds: 5)
        while line.last?.isWhitespace == true { line.removeLast() }
        return line.isEmpty ? nil : line
    }
}

/// The fonts a browser may draw with: they are an input of every screenshot as much as the page is.
public enum SystemFonts {
    /// Every font file fontconfig knows (`fc-list`), one `path size` line each, sorted; empty when
    /// fontconfig is not there. A font added, removed or updated changes it.
    public static func inventory() -> String {
        guard let process = try? ChildProcess(executable: "/usr/bin/fc-list", arguments: ["--format", "%{file}\\n"], output: .lines) else { return "" }
        defer { process.stop(graceSeconds: 0) }
        let files = Set(process.readToEnd().split(separator: UInt8(ascii: "\n")).map { String(decoding: $0, as: UTF8.self) })
        _ = process.waitForExit(seconds: 5)
        return files.sorted().map { file in
            var status = stat()
            return file + " " + (stat(file, &status) == 0 ? String(status.st_size) : "?")
        }.joined(separator: "\n")
    }
}
