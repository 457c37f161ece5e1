import JSON
import Screens
import Variants

/// The findings a team has accepted (`audit --accept FILE`): a file in the form `audit --json`
/// prints, whole or in part. Each entry is matched by its ``AuditFinding/Key`` — screen, state,
/// variant, check and element — never by its message, so a remeasured ratio is still accepted.
/// Entries with the same key are counted: two accepted, three found, one is new.
public struct AcceptedFindings: Sendable {
    /// The accepted keys, in the file's order.
    public let keys: [AuditFinding.Key]

    /// Reads the file's bytes; every problem is reported with its JSON path, and any problem
    /// rejects the whole file.
    public init(json bytes: [UInt8]) throws(AcceptedFindingsError) {
        let document: JSONValue
        do {
            document = try JSONParser.parse(bytes)
        } catch {
            throw AcceptedFindingsError(issues: [JSONIssue(path: "", reason: error.description)])
        }
        var reader = JSONReader()
        var keys: [AuditFinding.Key] = []
        let allowed = ["screen", "state", "theme", "language", "textSize", "contrast", "os", "transparency", "boldText", "check", "element",
                       "subject", "measured", "needed", "rule", "system", "message", "accepted"]
        for (index, entry) in (reader.array(document, at: "") ?? []).enumerated() {
            let path = JSONPath.index("", index)
            guard let fields = reader.object(entry, at: path, allowed: allowed, required: ["screen", "language", "check", "element"]) else { continue }
            func optional<Choice: RawRepresentable & CaseIterable>(_ name: String, _ type: Choice.Type) -> Choice?? where Choice.RawValue == String {
                guard let value = fields[name], value != .null else { return .some(nil) }
                guard let choice = reader.choice(value, at: JSONPath.member(path, name), as: type) else { return nil }
                return .some(choice)
            }
            let screen = fields["screen"].flatMap { reader.string($0, at: JSONPath.member(path, "screen")) }
            let language = fields["language"].flatMap { reader.string($0, at: JSONPath.member(path, "language")) }
            let element = fields["element"].flatMap { reader.string($0, at: JSONPath.member(path, "element")) }
            let check = fields["check"].flatMap { reader.choice($0, at: JSONPath.member(path, "check"), as: AuditFinding.Check.self) }
            guard let state = optional("state", DisplayState.self), let theme = optional("theme", Theme.self),
                  let textSize = optional("textSize", TextSize.self), let contrast = optional("contrast", ColorContrast.self),
                  let os = optional("os", SystemDesign.self), let transparency = optional("transparency", Transparency.self),
                  let boldText = optional("boldText", BoldText.self), let screen, let language, let element, let check else { continue }
            keys.append(AuditFinding.Key(screen: screen, state: state, theme: theme, language: language, textSize: textSize ?? .standard,
                                         contrast: contrast ?? .normal, os: os, transparency: transparency ?? .normal, boldText: boldText ?? .off,
                                         check: check, element: element))
        }
        guard reader.issues.isEmpty else { throw AcceptedFindingsError(issues: reader.issues) }
        self.keys = keys
    }

    /// Which of `findings` are accepted (by index), and the accepted keys no finding matched:
    /// stale entries, to remove from the file.
    public func judge(_ findings: [AuditFinding]) -> (accepted: [Bool], stale: [AuditFinding.Key]) {
        var remaining: [AuditFinding.Key: Int] = [:]
        for key in keys { remaining[key, default: 0] += 1 }
        let accepted = findings.map { finding -> Bool in
            guard let left = remaining[finding.key], left > 0 else { return false }
            remaining[finding.key] = left - 1
            return true
        }
        var stale: [AuditFinding.Key] = []
        for key in keys where (remaining[key] ?? 0) > 0 {
            stale.append(key)
            remaining[key]! -= 1
        }
        return (accepted, stale)
    }
}

/// Why a file of accepted findings cannot be used: every problem, with its JSON path.
public struct AcceptedFindingsError: Error, Sendable {
    public let issues: [JSONIssue]
}
