import Audit
import Browser
import FileSystem
@preconcurrency import Glibc
import HTTPServer
import Pages
import JSON
import ListPreview
import Screens
import Variants

/// What `audit` does: the checks, run and reported.
extension AuditCommand {
    /// Audits the screens of the folder's `screens.json` when no fixtures file is named.
    ///
    /// Exit status: 0 when nothing fails, 1 when something does. Findings that involve only Apple's
    /// system colours (iOS's own secondaryLabel is 3.5:1 on white) are counted in the summary, and
    /// listed (marked) and failing only with `--strict`: the screen's designer did not choose them.
    package static func run(_ options: AuditOptions) throws -> Int32 {
        var options = options
        options.source = FolderScreens.resolved(options.source)
        let app = try SourceLoading.app(options.source)
        let screens = try selectedScreens(options, app: app)
        // A bad file of accepted findings is refused before anything is checked.
        let accepted = try options.accept.map(readAccepted)
        var scope = AuditScope(screens: screens, states: options.states, themes: options.themes, languages: options.languages,
                               textSizes: options.textSizes, device: options.device)
        scope.contrasts = options.contrasts
        scope.designs = options.designs
        scope.transparencies = options.transparencies
        scope.boldTexts = options.axes[BoldText.self]
        scope.voiceOver = { screen, state, tag in VoiceOverOrder.labels(screen, state: state, language: tag) }
        var findings = AuditRun.findings(scope)
        // Layout needs a browser: without one, these checks are skipped, and it says so once.
        do {
            let server = try HTTPServer.start(ServerConfiguration(port: 0), handler: app.respond(to:))
            defer { server.stop() }
            findings += try LayoutAudit.run(AuditRun.layoutPasses(scope), origin: "http://127.0.0.1:\(server.port)", chromium: options.chromium)
        } catch let error as BrowserUnavailable {
            fputs("listpreview: tap targets and truncation not checked: \(error)\n", stderr)
        }
        let (isAccepted, stale) = accepted?.judge(findings) ?? (findings.map { _ in false }, [])
        if options.json {
            let entries = findings.enumerated().map { index, finding -> JSONValue in
                guard accepted != nil, case let .object(members) = finding.json else { return finding.json }
                return .object(members + [(key: "accepted", value: .bool(isAccepted[index]))])
            }
            print(String(decoding: JSONWriter.encode(.array(entries), pretty: true), as: UTF8.self))
        } else {
            // Findings in Apple's system colours alone fail nothing without --strict: they are folded
            // into the summary's count, as the panel folds them, and listed with --strict or --json.
            for (index, finding) in findings.enumerated() where options.strict || !finding.system {
                print(finding.line + (isAccepted[index] ? " [accepted]" : ""))
            }
        }
        for key in stale { fputs("listpreview: stale accepted finding, no longer found: \(key)\n", stderr) }
        if let junit = options.junit {
            do throws(FileError) {
                try StagedFile.write(AuditRun.junit(scope, findings: findings, accepted: isAccepted, strict: options.strict), to: junit)
            } catch {
                throw Failure("listpreview: \(error)", ExitStatus.ioError)
            }
        }
        let new = findings.enumerated().filter { !isAccepted[$0.offset] }.map(\.element)
        var summary = AuditRun.summary(findings, screens: screens.count, strict: options.strict)
        if accepted != nil {
            summary += "; \(findings.count - new.count) accepted, \(new.count) new, \(stale.count) stale"
                + (stale.isEmpty || options.strict ? "" : " (not failing without --strict)")
        }
        fputs(summary + "\n", stderr)
        let fails = AuditRun.fails(new, strict: options.strict) || (options.strict && !stale.isEmpty)
        return fails ? ExitStatus.failure : ExitStatus.ok
    }

    /// The accepted findings in `path`: a missing or unreadable file is 66, a bad one 65 with every
    /// problem at its JSON path.
    private static func readAccepted(_ path: String) throws -> AcceptedFindings {
        let bytes: [UInt8]
        do throws(FileError) {
            bytes = try FileReader.read(path, limit: 64 << 20)
        } catch {
            throw Failure("listpreview: --accept: \(error)", ExitStatus.noInput)
        }
        do throws(AcceptedFindingsError) {
            return try AcceptedFindings(json: bytes)
        } catch {
            let lines = error.issues.map { "\(path): \($0)" }.joined(separator: "\n")
            throw Failure("listpreview: --accept: \(path) is not a file of findings (audit --json prints one):\n" + lines, ExitStatus.dataError)
        }
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
