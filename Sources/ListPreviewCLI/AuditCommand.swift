import Audit
import Browser
@preconcurrency import Glibc
import HTTPServer
import JSON
import ListPreview
import Screens

/// `listpreview audit`: every screen × state × theme × language (× text size), checked for what
/// users cannot read or tap, one line per finding (or a JSON array with `--json`).
///
/// Exit status: 0 when nothing fails, 1 when something does. Findings that involve only Apple's
/// system colours (iOS's own secondaryLabel is 3.5:1 on white) are reported, marked, and fail the
/// audit only with `--strict`: the screen's designer did not choose them.
enum AuditCommand {
    static func run(_ options: AuditOptions, app: App) throws -> Int32 {
        let screens = try selectedScreens(options, app: app)
        var scope = AuditScope(screens: screens, states: options.states, themes: options.themes, languages: options.languages,
                               textSizes: options.textSizes, device: options.device)
        scope.contrasts = options.contrasts
        var findings = AuditRun.findings(scope)
        // Layout needs a browser: without one, these checks are skipped, and it says so once.
        do {
            let server = try HTTPServer.start(ServerConfiguration(port: 0), handler: app.respond(to:))
            defer { server.stop() }
            findings += try LayoutAudit.run(AuditRun.layoutPasses(scope), origin: "http://127.0.0.1:\(server.port)", chromium: options.chromium)
        } catch let error as BrowserUnavailable {
            fputs("listpreview: tap targets and truncation not checked: \(error)\n", stderr)
        }
        if options.json {
            print(String(decoding: JSONWriter.encode(.array(findings.map(\.json)), pretty: true), as: UTF8.self))
        } else {
            for finding in findings { print(finding.line) }
        }
        fputs(AuditRun.summary(findings, screens: screens.count, strict: options.strict) + "\n", stderr)
        return AuditRun.fails(findings, strict: options.strict) ? ExitStatus.failure : ExitStatus.ok
    }

    private static func selectedScreens(_ options: AuditOptions, app: App) throws -> [Screen] {
        let all = app.store.screens
        guard let ids = options.screens else { return all }
        if let unknown = ids.first(where: { id in !all.contains { $0.id == id } }) {
            throw CLIError.invalidValue(option: "--screens", value: unknown, expected: "screen ids among: " + all.map(\.id).joined(separator: ", "))
        }
        return all.filter { ids.contains($0.id) }
    }
}
