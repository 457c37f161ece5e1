import Browser
import JSON
import Screens

/// The missing-glyph check: every text the page draws (titles, rows, placeholder texts, buttons,
/// bars), each character looked up in the fonts this machine has (``GlyphCoverage``). The few a
/// font lacks are then drawn in the page, in the element's own faces, beside a character no font
/// has (U+0378, unassigned): the same picture means no face, not even one of the app's web fonts,
/// draws it, and the user sees a box.
extension LayoutAudit {
    /// The findings of one page: its texts' characters that are drawn as missing glyphs.
    package static func glyphFindings(on page: any BrowserPage, pass: Pass, coverage: GlyphCoverage) throws -> [AuditFinding] {
        guard case let .array(texts)? = try page.evaluate(textsScript)["texts"] else { return [] }
        var suspects: [(index: Int, id: String, subject: String, scalars: [Unicode.Scalar])] = []
        for (index, item) in texts.enumerated() {
            guard case let .string(text)? = item["text"], case let .string(id)? = item["id"], case let .string(what)? = item["what"],
                  case let .string(said)? = item["said"] else { continue }
            let scalars = coverage.missing(in: text)
            if !scalars.isEmpty { suspects.append((index, id, "\(what) \"\(said)\"", scalars)) }
        }
        guard !suspects.isEmpty else { return [] }
        let asked = JSONValue.array(suspects.map { suspect in
            .object([(key: "index", value: .number(Double(suspect.index))),
                     (key: "chars", value: .array(suspect.scalars.map { .string(String($0)) }))])
        })
        let answer = try page.evaluate(confirmScript(String(decoding: JSONWriter.encode(asked), as: UTF8.self)))
        guard case let .array(drawn)? = answer["missing"] else { return [] }
        // One finding per element id, as a finding's key names it: a list's rows share the table's.
        var found: [(id: String, subjects: [String], names: [String])] = []
        for (suspect, missing) in zip(suspects, drawn) {
            guard case let .array(characters) = missing else { continue }
            let names = characters.compactMap { $0.stringValue?.unicodeScalars.first }.map(GlyphCoverage.name)
            guard !names.isEmpty else { continue }
            if let index = found.firstIndex(where: { $0.id == suspect.id }) {
                found[index].subjects.append(suspect.subject)
                found[index].names += names.filter { !found[index].names.contains($0) }
            } else {
                found.append((suspect.id, [suspect.subject], names))
            }
        }
        return found.map { item in
            let more = item.subjects.count - 1
            return AuditFinding(screen: pass.screen.id, state: pass.state, theme: nil, language: pass.language.tag,
                                check: .missingGlyph, element: item.id,
                                subject: item.subjects[0] + (more == 0 ? "" : " and \(more) more text\(more == 1 ? "" : "s")"),
                                measured: item.names.joined(separator: " "), needed: "a font that has it",
                                rule: "language \(pass.language.tag), fonts on this machine and the app's")
        }
    }

    /// Whether some text of `screen`'s own, in `language`, has a character no installed font has.
    static func mayMissGlyphs(_ screen: Screen, language: AuditLanguage, coverage: GlyphCoverage) -> Bool {
        var missing = false
        screen.forEachText { _, text in missing = missing || !coverage.drawsAll(language.text(text)) }
        return missing
    }

    /// Every element inside `#device` that draws text of its own (VoiceOver's hidden texts are not
    /// drawn), in document order, kept in `window.__lpGlyphTexts` for ``confirmScript(_:)``.
    static let textsScript = """
        const device = document.querySelector('#device');
        if (!device) return {texts: []};
        const idOf = (e) => e.id || (e.closest('[id]') && e.closest('[id]') !== device ? e.closest('[id]').id : 'device');
        const say = (e) => e.textContent.trim().replace(/\\s+/g, ' ').slice(0, 60);
        const kinds = [['.lp-title, .lp-title-inline', 'title'], ['.lp-empty-label', 'label'], ['.lp-empty-detail', 'detail'],
                       ['.lp-empty-button, .lp-empty-secondary, .lp-button, .lp-bar-item--text, .lp-back-label', 'button'],
                       ['.lp-row-title', 'row title'], ['.lp-row-detail', 'row detail'], ['.lp-row-value', 'row value'],
                       ['.lp-cell-title', 'cell title'], ['.lp-section-header', 'section header'],
                       ['.lp-section-footer', 'section footer'], ['.lp-tab-title', 'tab']];
        const elements = [], texts = [], seen = new Map();
        const walker = document.createTreeWalker(device, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const e = node.parentElement;
          if (!e || !node.data.trim() || e.closest('.lp-unseen, script, style') || e.getClientRects().length === 0) continue;
          const style = getComputedStyle(e);
          if (style.visibility !== 'visible' || style.display === 'none') continue;
          const known = seen.get(e);
          if (known !== undefined) { texts[known].text += node.data; continue; }
          seen.set(e, elements.length);
          const kind = kinds.find(([selector]) => e.closest(selector));
          const named = kind ? e.closest(kind[0]) : e;
          elements.push(e);
          texts.push({id: idOf(e), what: kind ? kind[1] : 'text', said: say(named), text: node.data});
        }
        window.__lpGlyphTexts = elements;
        return {texts};
        """

    /// For each `{index, chars}` asked, the characters that element draws as the picture of a
    /// character no font has, in its own faces, weight and style.
    static func confirmScript(_ asked: String) -> String {
        """
        const asked = \(asked);
        const canvas = document.createElement('canvas');
        canvas.width = 96; canvas.height = 96;
        const g = canvas.getContext('2d', {willReadFrequently: true});
        const picture = (text, font) => {
          g.clearRect(0, 0, 96, 96);
          g.font = font;
          g.fillStyle = '#000';
          g.fillText(text, 16, 64);
          return [g.measureText(text).width, g.getImageData(0, 0, 96, 96).data];
        };
        const missing = asked.map(({index, chars}) => {
          const e = window.__lpGlyphTexts[index];
          const style = getComputedStyle(e);
          const font = `${style.fontStyle} ${style.fontWeight} 48px ${style.fontFamily}`;
          const [noneWidth, none] = picture('\\u0378', font);
          return chars.filter((c) => {
            const [width, drawn] = picture(c, font);
            return width === noneWidth && drawn.every((v, i) => v === none[i]);
          });
        });
        return {missing};
        """
    }
}
