import HTML
import JSON
import Review
import Screens
import Variants

/// The outcome of one shot.
public struct ShotResult: Sendable {
    /// The shot.
    public let shot: Shot
    /// Why it failed, or `nil` when the PNG was written.
    public let failure: String?
    /// The engine that made it, with its version (`Chromium 156.0.8078.114`).
    public var engine: String = ""
    /// The hash of what it was made from (``ShotInputs``).
    public var inputHash: String = ""
    /// Whether its baseline was copied instead of photographing it again.
    public var reused = false
}

/// `manifest.json` and the contact sheet `index.html` written next to the images.
enum SnapshotReport {
    /// Every image with what it shows and the URL (path) it was taken from; failures last; the run's
    /// `scope` (``SnapshotOptions/scope``), so a review of the folder leaves other baselines alone.
    static func manifest(_ results: [ShotResult], scale: Int, version: String, scope: JSONValue) -> ShotsManifest {
        let shots = results.filter { $0.failure == nil }.map { entry -> ShotsManifest.Entry in
            let shot = entry.shot, size = shot.pixelSize
            // The settings under the names manifests have always used (`language` for `lang`).
            let settings = VariantParameter.fileNameOrder.map { parameter in
                (key: parameter.name == Variant.languageParameter.name ? "language" : parameter.name,
                 value: parameter.name == Theme.parameter.name ? shot.theme.rawValue : parameter.value(in: shot.variant))
            }
            let fields = [(key: "screen", value: shot.screen), (key: "state", value: shot.state.rawValue)] + settings
                + [(key: "browser", value: shot.browser.rawValue)]
            return ShotsManifest.Entry(file: shot.fileName, fields: fields, engine: entry.engine, scale: shot.scale, inputHash: entry.inputHash,
                                       width: size.width, height: size.height, url: shot.path)
        }
        let failures = results.compactMap { entry in
            entry.failure.map { ShotsManifest.Failure(file: entry.shot.fileName, url: entry.shot.path, error: $0) }
        }
        return ShotsManifest(generator: "listpreview \(version)", scale: scale, shots: shots, failures: failures, scope: scope)
    }

    /// A page showing every image by screen, each captioned with what it shows, in words: its
    /// screen and state, then its device, theme, language (and text size, orientation… when the
    /// run has several); the page it was taken from is the link's title, for whoever wants it.
    static func contactSheet(_ results: [ShotResult]) -> [UInt8] {
        var screens: [String] = []
        for entry in results where !screens.contains(entry.shot.screen) { screens.append(entry.shot.screen) }
        let taken = results.filter { $0.failure == nil }.count, failed = results.count - taken
        let page = Node.el("html", [.lang("en")], [
            .el("head", [], [
                .el("meta", [Attribute("charset", "utf-8")]),
                .el("meta", [.name("viewport"), Attribute("content", "width=device-width, initial-scale=1")]),
                .el("title", text: "ListPreview snapshots"),
                .el("style", [], [.raw("""
                    body{margin:0;padding:24px;background:#f2f2f7;font:14px -apple-system,"Noto Sans",sans-serif;color:#1c1c1e}
                    h1{font-size:24px}h2{margin-top:32px;font-size:18px}
                    ul{display:flex;flex-wrap:wrap;gap:16px;margin:0;padding:0;list-style:none}
                    figure{margin:0;width:200px}img{display:block;width:200px;height:auto;border-radius:8px;box-shadow:0 1px 4px rgba(0,0,0,.2)}
                    figcaption{margin-top:6px;font-size:12px;line-height:1.4}.lp-shot-variant{color:#6c6c70}
                    .failed{padding:8px;border-radius:8px;background:#ffe5e5}
                    """)]),
            ]),
            .el("body", [], [
                .el("h1", text: "ListPreview snapshots"),
                .el("p", text: "\(taken) screenshot\(taken == 1 ? "" : "s")" + (failed == 0 ? "" : ", \(failed) failed")
                    + "; each opens its PNG, and manifest.json describes them."),
                .fragment(screens.map { screen in
                    .el("section", [], [
                        .el("h2", text: screen),
                        .el("ul", [], results.filter { $0.shot.screen == screen }.map { entry in
                            let shot = entry.shot
                            let caption = Node.el("figcaption", [], [
                                .el("strong", text: shot.screen + " · " + BuiltInStrings.name(of: shot.state).resolved(for: .english)),
                                .el("br"),
                                .el("span", [.class("lp-shot-variant")], text: variantCaption(shot)),
                            ] + (entry.failure.map { [.el("br"), .text("failed: " + $0)] } ?? []))
                            guard entry.failure == nil else {
                                return .el("li", [], [.el("figure", [.class("failed")], [caption])])
                            }
                            let size = shot.pixelSize
                            return .el("li", [], [.el("figure", [], [
                                .el("a", [.href(shot.fileName), Attribute("title", shot.path)], [
                                    .el("img", [.src(shot.fileName), .alt(shot.labels.joined(separator: " ")), Attribute("loading", "lazy"),
                                                Attribute("width", String(size.width)), Attribute("height", String(size.height))]),
                                ]),
                                caption,
                            ])])
                        }),
                    ])
                }),
            ]),
        ])
        return page.renderDocument()
    }

    /// The shot's variant in words: `iPhone SE · light · zh-Hans`, then what else its file name says
    /// (`AX5 · landscape`), the design by its name (`iOS 26`).
    private static func variantCaption(_ shot: Shot) -> String {
        ([shot.variant.device.name] + shot.labels.dropFirst(3).map { $0 == shot.variant.os.label ? shot.variant.os.name : $0 }).joined(separator: " · ")
    }
}
