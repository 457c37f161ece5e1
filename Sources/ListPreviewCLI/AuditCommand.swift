@preconcurrency import Glibc
import JSON
import ListPreview
import Browser
import Snapshot

/// `listpreview audit`: every screen × state × theme × language (× text size), checked for what
/// users cannot read or tap, one line per finding (or a JSON array with `--json`).
///
/// Exit status: 0 when nothing fails, 1 when something does. Findings that involve only Apple's
/// system colours (iOS's own secondaryLabel is 3.5:1 on white) are reported, marked, and fail the
/// audit only with `--strict`: the screen's designer did not choose them.
enum AuditCommand {
    static func run(_ options: AuditOptions, app: App) throws -> Int32 {
        let screens = try selectedScreens(options, app: app)
        var findings: [AuditFinding] = []
        for screen in screens {
            let states = screen.reachableStates.filter { options.states?.contains($0) ?? true }
            for state in states {
                for theme in options.themes {
                    for tag in options.languages ?? screen.languages.map(\.description) {
                        guard let language = AuditLanguage(tag: tag) else { continue }
                        for size in options.textSizes {
                            findings += ContrastAudit.findings(screen, state: state, theme: theme, language: language, textSize: size)
                        }
                    }
                }
            }
            for tag in options.languages ?? screen.languages.map(\.description) {
                if let language = LanguageTag(tag) { findings += TranslationAudit.findings(screen, language: language) }
            }
        }
        // Layout needs a browser: without one, these checks are skipped, and it says so once.
        let passes = LayoutAudit.passes(screens, states: options.states, device: options.device)
        do {
            findings += try LayoutAudit.run(passes, app: app, chromium: options.chromium)
        } catch let error as BrowserUnavailable {
            fputs("listpreview: tap targets and truncation not checked: \(error)\n", stderr)
        }
        if options.json {
            print(String(decoding: JSONWriter.encode(.array(findings.map(\.json)), pretty: true), as: UTF8.self))
        } else {
            for finding in findings { print(finding.line) }
        }
        let failing = findings.filter { options.strict || !$0.system }
        let system = findings.count - findings.filter { !$0.system }.count
        fputs("\(findings.count) finding\(findings.count == 1 ? "" : "s")"
              + (system == 0 ? "" : " (\(system) from Apple's system colours alone\(options.strict ? "" : ", not failing without --strict"))")
              + " in \(screens.count) screen\(screens.count == 1 ? "" : "s")\n", stderr)
        return failing.isEmpty ? ExitStatus.ok : ExitStatus.failure
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
