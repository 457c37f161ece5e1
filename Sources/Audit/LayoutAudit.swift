import Browser
import FoundationEssentials
import JSON
import Screens
import Variants
import Strings

/// The audit's checks that need layout, run in headless Chromium (the `Browser` module, as `snapshot`): tap
/// targets smaller than 44×44 pt, measured from their rendered size and the area they take taps in, and titles or button labels
/// that are clipped or cut short: as written, in pseudo-localization and at the largest text size;
/// and every drawn text's characters that no font has (in each language checked).
public enum LayoutAudit {
    /// Apple's Human Interface Guidelines: at least 44×44 pt.
    public static let minimumTarget = 44.0

    /// One page to load and what to look for there.
    public struct Pass: Sendable {
        public var screen: Screen
        public var state: DisplayState
        public var language: AuditLanguage
        public var textSize: TextSize
        public var device: Device
        public var orientation: Orientation
        /// The iOS design the page is drawn in (the screen's own, if it keeps one).
        public var os: SystemDesign
        /// Whether Reduce Transparency is on.
        public var transparency: Transparency = .normal
        /// Whether Bold Text is on.
        public var boldText: BoldText = .off
        /// Tap targets are measured in the default pass, truncation in every one but the landscape
        /// one, which measures only where the placeholder landed; missing glyphs in the default
        /// pass and one more per other language.
        public var checks: Set<AuditFinding.Check>

        public init(screen: Screen, state: DisplayState, language: AuditLanguage, textSize: TextSize, device: Device,
                    orientation: Orientation = .portrait, os: SystemDesign? = nil, checks: Set<AuditFinding.Check>) {
            self.screen = screen
            self.os = screen.design(asked: os)
            self.state = state
            self.language = language
            self.textSize = textSize
            self.device = device
            self.orientation = orientation
            self.checks = checks
        }

        /// The embedded page of this pass.
        package var path: String {
            var query: [(String, String)] = [("state", state.rawValue), ("theme", "light"), ("motion", "off"),
                                             ("lang", language.tag), ("device", device.rawValue), ("os", os.rawValue)]
            if transparency != .normal { query.append(("transparency", transparency.rawValue)) }
            if boldText != .off { query.append(("boldText", boldText.rawValue)) }
            if textSize != .standard { query.append(("textSize", textSize.rawValue)) }
            if orientation != .portrait { query.append(("orientation", orientation.rawValue)) }
            query.append(("embed", "1"))
            return SitePath.url(screen.path, query)
        }
    }

    /// The passes of an audit: for each screen and state, English at the default size (tap targets,
    /// truncation, placement, missing glyphs), pseudo-localized English (truncation) and English at AX5
    /// (truncation); each other language of `languages` at the default size (missing glyphs); and
    /// where a placeholder has a `verticalOffset`, English in landscape, where the list is shortest (placement).
    /// Each in every design of `designs` (`nil`: the screen's default; a screen that keeps its design, once)
    /// transparency of `transparencies` and Bold Text of `boldTexts`; missing glyphs, which no design changes, only in the first.
    public static func passes(_ screens: [Screen], states: [DisplayState]?, device: Device,
                              languages: (Screen) -> [String] = { _ in [] }, designs: [SystemDesign]? = nil,
                              transparencies: [Transparency] = [.normal], boldTexts: [BoldText] = [.off]) -> [Pass] {
        screens.flatMap { screen in
            let looks = screen.designs(asked: designs).flatMap { os in transparencies.flatMap { transparency in boldTexts.map { (os, transparency, $0) } } }
            return looks.enumerated().flatMap { index, look in
                passes(screen, states: states, device: device, languages: index == 0 ? languages(screen) : []).compactMap { pass -> Pass? in
                    var pass = pass
                    (pass.os, pass.transparency, pass.boldText) = look
                    if index > 0 { pass.checks.remove(.missingGlyph) }
                    return pass.checks.isEmpty ? nil : pass
                }
            }
        }
    }

    /// One screen's passes in its default design.
    private static func passes(_ screen: Screen, states: [DisplayState]?, device: Device, languages: [String]) -> [Pass] {
        let english = AuditLanguage(LanguageTag.english)
        let others = languages.compactMap(AuditLanguage.init(tag:)).filter { !$0.pseudo && $0 != english }
        return screen.reachableStates.filter { states?.contains($0) ?? true }.flatMap { state in
            var passes = [
                Pass(screen: screen, state: state, language: english, textSize: .standard, device: device,
                     checks: [.tapTarget, .truncation, .placement, .missingGlyph]),
                Pass(screen: screen, state: state, language: AuditLanguage(LanguageTag.english, pseudo: true), textSize: .standard,
                     device: device, checks: [.truncation]),
                Pass(screen: screen, state: state, language: english, textSize: .ax5, device: device, checks: [.truncation]),
            ]
            passes += others.map { Pass(screen: screen, state: state, language: $0, textSize: .standard, device: device, checks: [.missingGlyph]) }
            if let kind = state.overlay, screen.emptyState(kind).verticalOffset != 0 {
                passes.append(Pass(screen: screen, state: state, language: english, textSize: .standard, device: device,
                                   orientation: .landscape, checks: [.placement]))
            }
            return passes
        }
    }

    /// Runs `passes` in one Chromium tab against the app served at `origin` (`http://127.0.0.1:PORT`);
    /// throws ``BrowserUnavailable`` without one.
    public static func run(_ passes: [Pass], origin: String, chromium: String?) throws -> [AuditFinding] {
        let browser = try BrowserLauncher.launch(EngineLocator(.chromium, browser: chromium, headlessShell: true), scale: 1)
        defer { browser.stop() }
        let page = try browser.openPage()
        defer { page.close() }
        // Looked up once: fontconfig answers for the whole run (no fontconfig, no glyph check).
        let coverage = passes.contains { $0.checks.contains(.missingGlyph) } ? GlyphCoverage.installed() : nil
        var findings: [AuditFinding] = []
        // A language's own pass loads its pages only where the screen's texts in it have a
        // character no installed font has: Home Assistant's 43 languages had added 26 s of page loads.
        var worthLoading: [String: Bool] = [:]
        for pass in passes {
            if pass.checks == [.missingGlyph] {
                guard let coverage else { continue }
                let key = pass.screen.id + " " + pass.language.tag
                let worth = worthLoading[key] ?? mayMissGlyphs(pass.screen, language: pass.language, coverage: coverage)
                worthLoading[key] = worth
                guard worth else { continue }
            }
            let size = pass.device.frameSize(pass.orientation)
            try page.load(origin + pass.path, width: size.width, height: size.height, scale: 1)
            var found: [AuditFinding] = []
            if !pass.checks.isDisjoint(with: [.tapTarget, .truncation, .placement]) {
                found += Self.findings(try page.evaluate(script), pass: pass)
            }
            if let coverage, pass.checks.contains(.missingGlyph) {
                found += try glyphFindings(on: page, pass: pass, coverage: coverage)
            }
            // Measured in the pass's design: the same element in the other design is another finding.
            findings += found.map { finding in
                var finding = finding
                finding.os = pass.os
                finding.transparency = pass.transparency == .normal ? nil : pass.transparency
                finding.boldText = pass.boldText == .off ? nil : pass.boldText
                return finding
            }
        }
        return findings
    }

    /// Turns the script's measurements into findings.
    static func findings(_ measured: JSONValue, pass: Pass) -> [AuditFinding] {
        guard case let .array(items)? = measured["items"] else { return [] }
        var findings: [AuditFinding] = []
        let size = pass.textSize == .standard ? nil : pass.textSize
        let held = pass.orientation == .landscape ? ", landscape" : ""
        for item in items {
            if item["kind"] == .string("offset"), pass.checks.contains(.placement),
               case let .number(offset)? = item["offset"], case let .number(moved)? = item["moved"] {
                findings.append(AuditFinding(screen: pass.screen.id, state: pass.state, theme: nil, language: pass.language.tag,
                                             textSize: size, check: .placement, element: "empty-state", subject: "placeholder",
                                             measured: "\(points(moved)) pt", needed: "\(points(offset)) pt",
                                             rule: pass.device.name + held))
                continue
            }
            if item["kind"] == .string("dropped"), pass.checks.contains(.truncation) {
                // The picture an API gives up for room (ContentUnavailableView's), reported as a cut text is.
                let room = item["room"].flatMap { if case let .number(value) = $0 { value } else { nil } } ?? 0
                findings.append(AuditFinding(screen: pass.screen.id, state: pass.state, theme: nil, language: pass.language.tag,
                                             textSize: size, check: .truncation, element: "empty-image", subject: "placeholder picture",
                                             measured: "left out: \(points(room)) pt of room", needed: "room for the picture",
                                             rule: "\(pass.device.name)\(held), \(pass.language.pseudo ? "pseudo-localized" : "text size " + pass.textSize.rawValue)"))
                continue
            }
            guard case let .string(kind)? = item["kind"], case let .string(id)? = item["id"], case let .string(text)? = item["text"],
                  case let .number(width)? = item["width"], case let .number(height)? = item["height"] else { continue }
            let subject = "\(item["what"].flatMap { if case let .string(what) = $0 { what } else { nil } } ?? "text") \"\(text)\""
            // Layout snaps lengths to a 64th of a point: a target 0.05 short of 44 is 44.
            if kind == "target", pass.checks.contains(.tapTarget), width < minimumTarget - 0.05 || height < minimumTarget - 0.05 {
                findings.append(AuditFinding(screen: pass.screen.id, state: pass.state, theme: nil, language: pass.language.tag,
                                             textSize: size, check: .tapTarget, element: id, subject: subject,
                                             measured: "\(Int(width.rounded()))×\(Int(height.rounded())) pt", needed: "44×44 pt",
                                             rule: "Apple HIG"))
            }
            let clipped = item["clipped"] == .bool(true), broken = item["broken"] == .bool(true)
            // Cut short in English at the default size (a navigation title between its items) as
            // much as in the pseudo-localized and AX5 passes.
            if kind == "text", pass.checks.contains(.truncation), clipped || broken {
                findings.append(AuditFinding(screen: pass.screen.id, state: pass.state, theme: nil, language: pass.language.tag,
                                             textSize: size, check: .truncation, element: id, subject: subject,
                                             measured: clipped ? "cut short" : "broken inside a word", needed: "the whole text",
                                             rule: "\(pass.device.name), \(pass.language.pseudo ? "pseudo-localized" : "text size " + pass.textSize.rawValue)"))
            }
        }
        return findings
    }

    /// `-30`, `-12.5`: points as the fixtures write them.
    private static func points(_ value: Double) -> String {
        let rounded = (value * 2).rounded() / 2
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    /// Measures, inside `#device`: where the placeholder landed against where its offset asks, whether it gave up its picture for room, every control's box (the in-screen buttons, the placeholder's
    /// buttons), and every title and button label, whether it is clipped (ellipsis, or wider or
    /// taller than its box shows).
    static let script = """
        const device = document.querySelector('#device');
        if (!device) return {items: []};
        const items = [];
        const idOf = (e, fallback) => e.id || (e.closest('[id]') && e.closest('[id]') !== device ? e.closest('[id]').id : fallback);
        const say = (e) => e.textContent.trim().replace(/\\s+/g, ' ').slice(0, 60);
        for (const [selector, what] of [['.lp-button', 'button'], ['.lp-empty-button', 'button'], ['.lp-empty-secondary', 'button']]) {
          for (const e of device.querySelectorAll(selector)) {
            const r = e.getBoundingClientRect();
            if (r.width === 0 && r.height === 0) continue;
            // A button drawn smaller than the area it takes taps in (a 28-pt capsule's 44-pt target,
            // its ::after) is measured by that area.
            const after = getComputedStyle(e, '::after'), grows = after.content !== 'none' && after.position === 'absolute';
            const out = (side) => grows ? Math.max(0, -parseFloat(after[side]) || 0) : 0;
            items.push({kind: 'target', what, id: idOf(e, 'device'), text: say(e),
                        width: r.width + out('left') + out('right'), height: r.height + out('top') + out('bottom')});
          }
        }
        const texts = [['.lp-title', 'title'], ['.lp-empty-label', 'label'], ['.lp-button', 'button'], ['.lp-empty-button', 'button'],
                       ['.lp-empty-secondary', 'button'], ['.lp-bar-item--text', 'bar button'], ['.lp-back-label', 'back button'],
                       ['.lp-tab-title', 'tab']];
        for (const [selector, what] of texts) {
          for (const e of device.querySelectorAll(selector)) {
            const r = e.getBoundingClientRect();
            if (r.width === 0 && r.height === 0) continue;
            // Clipped: a box that hides what overflows it (an ellipsis, a clamp) and has more text than it shows.
            const style = getComputedStyle(e);
            const hides = style.overflowX !== 'visible' || style.overflowY !== 'visible';
            const clamped = style.webkitLineClamp !== 'none' && e.scrollHeight > e.clientHeight + 1;
            const clipped = hides && (e.scrollWidth > e.clientWidth + 1 || clamped);
            // Broken: a word of a spaced script split across two lines because it does not fit.
            let broken = false;
            const walker = document.createTreeWalker(e, NodeFilter.SHOW_TEXT);
            for (let node = walker.nextNode(); node && !broken; node = walker.nextNode()) {
              const pattern = /[^\\s]+/g;
              let match;
              while ((match = pattern.exec(node.data)) && !broken) {
                if (/[\\u2e80-\\u9fff\\uac00-\\ud7af\\u3040-\\u30ff]/.test(match[0])) continue;
                const range = document.createRange();
                range.setStart(node, match.index);
                range.setEnd(node, match.index + match[0].length);
                const tops = new Set([...range.getClientRects()].filter(b => b.width > 0).map(b => Math.round(b.top)));
                broken = tops.size > 1;
              }
            }
            items.push({kind: 'text', what, id: idOf(e, 'navbar'), text: say(e), width: r.width, height: r.height, clipped, broken});
          }
        }
        // A picture the placeholder's API gave up for room: laid out on a line of its own beside the texts.
        const picture = device.querySelector('.lp-empty--yields .lp-empty-picture'), body = picture && device.querySelector('.lp-empty-body');
        if (picture && body && Math.abs(picture.getBoundingClientRect().left - body.getBoundingClientRect().left) > 1) {
          items.push({kind: 'dropped', room: picture.closest('.lp-empty-stack').getBoundingClientRect().height});
        }
        // The placeholder: its stack's centre against the centre of the room it has (the layer
        // less its padding), scrolled to the top; an offset it could not take in full is reported.
        const tap = device.querySelector('.lp-empty-tap'), stack = tap && tap.querySelector('.lp-empty-stack');
        const offset = tap ? parseFloat(getComputedStyle(tap).getPropertyValue('--lp-empty-offset')) || 0 : 0;
        if (stack && offset !== 0) {
          const layer = device.querySelector('.lp-empty');
          layer.scrollTop = 0;
          const style = getComputedStyle(tap), box = layer.getBoundingClientRect(), s = stack.getBoundingClientRect();
          const top = box.top + parseFloat(style.paddingTop), bottom = box.top + layer.clientHeight - parseFloat(style.paddingBottom);
          const moved = (s.top + s.height / 2) - (top + bottom) / 2;
          if (Math.abs(moved - offset) > 1) items.push({kind: 'offset', offset, moved});
        }
        return {items};
        """
}
