/// The review as Markdown for a pull request's comment or GitHub's job summary: the verdict, the
/// counts, and a table of the failing shots (screen, state, variant, status, pixels), each with a
/// thumbnail when the shots are published somewhere (`imagesURL`). It stays under GitHub's limit
/// for a comment (65,536 characters) whatever the number of shots: rows that do not fit are
/// counted under the table, and the report has them all.
extension Review {
    /// The byte budget: under 64 KB, so under GitHub's 65,536 characters in any script.
    static let summaryBudget = 60_000

    /// The Markdown; `imagesURL` is where the report's folder is published (`https://…/report`),
    /// from which each thumbnail's picture (the diff of a change, the shot of a new one, the
    /// baseline of a missing one) is linked.
    public func markdownSummary(imagesURL: String?) -> String {
        let failing = failures
        let verdict = failing.isEmpty ? "all \(shots.count) \(shots.count == 1 ? "shot passes" : "shots pass")"
            : "\(failing.count) of \(shots.count) \(shots.count == 1 ? "shot fails" : "shots fail")"
        var head = "### ListPreview: \(verdict)\n\n\(summary)\n"
        for note in [provenanceNote].compactMap({ $0 }) + notes { head += "\n> " + Self.markdownText(note) + "\n" }
        guard !failing.isEmpty else { return head }
        if let approval {
            head += "\nApprove every change once it is what was meant:\n\n```sh\n\(approval.all)\n```\n"
        }
        let thumbnails = imagesURL != nil
        head += "\n| " + (thumbnails ? "Shot | " : "") + "Screen | State | Variant | Status | Pixels |\n|"
            + String(repeating: "---|", count: thumbnails ? 6 : 5) + "\n"
        var body = ""
        var shown = 0
        for shot in failing {
            let row = summaryRow(shot, imagesURL: imagesURL)
            // Room for the longest closing line after it.
            guard head.utf8.count + body.utf8.count + row.utf8.count + 200 <= Self.summaryBudget else { break }
            body += row
            shown += 1
        }
        var text = head + body
        if shown < failing.count {
            let left = failing.count - shown
            text += "\n…and \(left) more failing \(left == 1 ? "shot" : "shots"), left out to keep this under GitHub's 65,536 characters: the report lists every one.\n"
        }
        return text
    }

    /// `| <img…> | inbox | empty | iphone-15 · light · en | changed | 2,402 (0.18%) |`
    private func summaryRow(_ shot: ShotReview, imagesURL: String?) -> String {
        var cells: [String] = []
        if let imagesURL {
            let picture = shot.status == .changed ? shot.diff : shot.status == .missing ? shot.baseline : shot.actual
            // 120 tall whatever the shot's shape (a phone's is twice as tall as wide), a link to the whole picture.
            let alt = shot.status == .changed ? "the difference" : shot.status == .missing ? "the baseline no shot has" : "the new shot"
            cells.append(picture.map { path in
                let url = Self.attribute(Self.joined(imagesURL, path))
                return #"<a href=""# + url + #""><img src=""# + url + #"" height="120" alt=""# + alt + #""></a>"#
            } ?? "")
        }
        let pixels: String
        if let problem = shot.problem {
            pixels = Self.markdownText(problem)
        } else if let difference = shot.difference {
            pixels = Self.grouped(difference.differingPixels) + " (\(difference.percent)%)" + (difference.sizesDiffer ? ", and the size" : "")
        } else {
            pixels = "—"
        }
        cells += [Self.markdownText(shot.labels.screen), Self.markdownText(shot.labels.state ?? ""),
                  Self.markdownText(shot.labels.variant.joined(separator: " · ")), shot.status.rawValue, pixels]
        return "| " + cells.joined(separator: " | ") + " |\n"
    }

    /// Text as Markdown shows it literally: ASCII punctuation Markdown reads (and `|`, which ends a
    /// table's cell) backslash-escaped, line breaks as spaces.
    static func markdownText(_ text: String) -> String {
        var escaped = ""
        for character in text {
            if character.isNewline { escaped.append(" "); continue }
            if "\\`*_{}[]()<>#+!|~&".contains(character) { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped
    }

    /// A value for an HTML attribute in double quotes.
    static func attribute(_ text: String) -> String {
        text.replacing("&", with: "&amp;").replacing("\"", with: "&quot;").replacing("<", with: "&lt;").replacing(">", with: "&gt;")
    }

    /// `prefix/path`, the path's characters outside a URL's unreserved ones and `/` percent-encoded.
    static func joined(_ prefix: String, _ path: String) -> String {
        var encoded = ""
        for byte in path.utf8 {
            let scalar = Character(Unicode.Scalar(byte))
            if byte < 0x80, scalar.isLetter || scalar.isNumber || "-._~/@".contains(scalar) {
                encoded.append(scalar)
            } else {
                encoded += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return (prefix.hasSuffix("/") ? String(prefix.dropLast()) : prefix) + "/" + encoded
    }

    /// `2,402`.
    static func grouped(_ number: Int) -> String {
        let digits = String(number)
        var text = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { text.append(",") }
            text.append(digit)
        }
        return text
    }
}

private extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
