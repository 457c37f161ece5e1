import Foundation
import TestSupport
import Testing

/// `--set STATE.FIELD=VALUE`: render, snapshot and audit draw the screens edited as a page's URL draws them.
@Suite(.serialized) struct SetOptionTests {
    private let examples = Repository.root + "/Examples/screens.json"

    @Test func renderDrawsTheEdit() throws {
        let outcome = try Program.run(["render", "--screen", "inbox", "--state", "empty", "--fixtures", examples,
                                       "--set", "empty.title=Keine Nachrichten", "--set", "empty.textColor=systemRed"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdout.contains(#"id="empty-label" role="heading" aria-level="2">Keine Nachrichten</span>"#))
        #expect(!outcome.stdout.contains("No Messages</span>"))
    }

    /// `STATE.FIELD@LANG=VALUE`: that language's text alone; the others stay the fixtures'.
    @Test func aSettingInOneLanguageLeavesTheOthers() throws {
        let plan = ["render", "--screen", "inbox", "--state", "empty", "--fixtures", examples, "--set", "screen.title@zh-Hans=新邮件"]
        let chinese = try Program.run(plan + ["--lang", "zh-Hans"]), english = try Program.run(plan + ["--lang", "en"])
        #expect(chinese.status == 0 && english.status == 0, "\(chinese.stderr)\(english.stderr)")
        #expect(chinese.stdout.contains(">新邮件</"), "\(chinese.stdout)")
        #expect(!chinese.stdout.contains(">收件箱</"))
        #expect(english.stdout.contains(">Inbox</"))
        #expect(!english.stdout.contains("新邮件"))
        let number = try Program.run(["render", "--screen", "inbox", "--fixtures", examples, "--set", "empty.spacing@de=4"])
        #expect(number.status == 64)
        #expect(number.stderr.contains("only a text is edited in one language"), "\(number.stderr)")
    }

    @Test func aBadSettingIsAUsageError() throws {
        let outcome = try Program.run(["render", "--screen", "inbox", "--fixtures", examples, "--set", "empty.titel=x"])
        #expect(outcome.status == 64)
        #expect(outcome.stderr.contains("invalid value “empty.titel=x” for --set: expected STATE.FIELD=VALUE: “empty.titel=x” is not a field one can edit. Did you mean empty.title?"),
                "\(outcome.stderr)")
        let image = try Program.run(["render", "--screen", "inbox", "--fixtures", examples, "--set", "empty.image=nothing.svg"])
        #expect(image.status == 65)
        #expect(image.stderr.hasPrefix("listpreview: --set: “nothing.svg” is not an image this app has for edit.empty.image."), "\(image.stderr)")
    }

    @Test func snapshotPhotographsTheEdit() throws {
        let plain = temporaryPath("set")
        let edited = plain + "-edited"
        defer { for directory in [plain, edited] { try? FileManager.default.removeItem(atPath: directory) } }
        let plan = ["snapshot", "--os", "18", "--fixtures", examples, "--screens", "inbox", "--states", "empty", "--devices", "iphone-se",
                    "--scale", "1", "--quiet"]
        #expect(try Program.run(plan + ["--out", plain]).status == 0)
        let outcome = try Program.run(plan + ["--out", edited, "--set", "empty.title=Keine Nachrichten", "--set", "empty.background=#ffcc00"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let name = "/inbox--empty--iphone-se--light--en--ios18.png"
        let before = try Data(contentsOf: URL(fileURLWithPath: plain + name)), after = try Data(contentsOf: URL(fileURLWithPath: edited + name))
        #expect(before != after)
        // The edit is in what the shot was made from, so a baseline of the plain shot is not reused for it.
        let manifests = try [plain, edited].map { try String(contentsOfFile: $0 + "/manifest.json", encoding: .utf8) }
        #expect(manifests[0] != manifests[1])
    }

    @Test func auditChecksTheEdit() throws {
        let plan = ["audit", "--fixtures", examples, "--screens", "inbox", "--states", "empty", "--themes", "light", "--langs", "en"]
        let plain = try Program.run(plan)
        #expect(!plain.stdout.contains(#"label "No Messages" contrast"#), "\(plain.stdout)")
        let edited = try Program.run(plan + ["--set", "empty.textColor=#dddddd"])
        #expect(edited.status == 1)
        #expect(edited.stdout.contains(#"inbox empty light en: label "No Messages" contrast 1.35:1 on its background (needs 4.5:1, WCAG 2.2 1.4.3)"#),
                "\(edited.stdout)")
    }
}
