import HTML
import Screens
import Variants
import Strings

/// `GET /gallery[?screen=ID]`: every state of every screen (or of one) side by side, each an
/// embedded page in an `<iframe>` at the chosen device, theme and language, linking to its full page.
public enum GalleryPage {
    /// The gallery of `screens`.
    public static func render(_ screens: [Screen], only screenID: String?, state only: DisplayState? = nil,
                              context: PageContext) -> Node {
        let chrome = context.interface
        let heading = chrome.text(BuiltInStrings.gallery)
        let variantParameters = context.kept.filter { $0.0 != "embed" && !context.spread.contains($0.0) }
        // A frame reads no cookies, so the choices the gallery takes from them are spelled out in its URL.
        let frameParameters = Variant.parameterNames.compactMap { name in
            variantParameters.first { $0.0 == name } ?? context.savedChoices.first { $0.name == name }.map { (name, $0.saved) }
        }
        // lang=all: the one screen's languages, or every screen's.
        let languages = screens.count == 1 ? screens[0].languages : context.languages
        let frames = variants(context, languages: languages)
        return Document.page(title: heading, context: context, bodyClass: "lp-body lp-gallery-body", [
            .el("main", [.class("lp-gallery")], [
                .el("h1", text: heading),
                .el("p", [.class("lp-index-links")], [
                    context.href("/screens").map { .el("a", [.href($0), .id("all-screens")], text: chrome.text(BuiltInStrings.allScreens)) } ?? .empty,
                ]),
                // The pickers come first: a gallery of every state can run to thousands of pixels.
                VariantPicker.render(path: "/gallery", keeping: (screenID.map { [("screen", $0)] } ?? []) + (only.map { [("state", $0.rawValue)] } ?? []),
                                     context: context, offersAll: true),
                .fragment(screens.map { screen in
                    .el("section", [.class("lp-gallery-screen"), .id("gallery-" + screen.id)], [
                        .el("h2", [], [context.href(screen.path).map { .el("a", [.href($0)], text: chrome.text(screen.title)) }
                            ?? .text(chrome.text(screen.title))]),
                        // A screen that keeps its design has one frame where the others have one per design.
                        .el("ul", [.class("lp-gallery-grid")], (only.map { [$0] } ?? screen.reachableStates).flatMap { state in
                            frames.filter { $0.os == nil || screen.pinnedDesign == nil || $0.os == screen.pinnedDesign }.map { spread in
                            let size = frameSize(context.variant.device, spread.variant.orientation, context.variant.accessibility)
                            let stateName = ([chrome.text(BuiltInStrings.name(of: state))] + spread.names).joined(separator: " · ")
                            // The Controls section's edits (`edit.empty.title=…`) are drawn in every frame.
                            let frameURL = SitePath.url(screen.path, [("state", state.rawValue)] + frameParameters + context.edits.parameters
                                                        + spread.parameters + [("embed", "1")])
                            guard let frame = context.href(url: frameURL) else { return .empty }
                            let page = context.href(url: SitePath.url(screen.path, variantParameters + spread.parameters + [("state", state.rawValue)]))
                            return .el("li", [.class("lp-gallery-item"), Attribute("data-state", state.rawValue)], [
                                .el("figure", [Attribute("style", "margin:0")], [
                                    .el("div", [.class("lp-gallery-frame"),
                                                Attribute("style", "--frame-width:\(size.width)px;--frame-height:\(size.height)px")], [
                                        .el("iframe", [.src(frame), Attribute("title", chrome.text(screen.title) + " — " + stateName),
                                                       Attribute("loading", "lazy"), Attribute("width", String(size.width)),
                                                       Attribute("height", String(size.height))]),
                                    ]),
                                    .el("figcaption", [], [
                                        page.map { .el("a", [.href($0)], text: stateName) } ?? .text(stateName),
                                        screenshotLink(frameURL, context: chrome),
                                        auditMark(screen, state: state, textSize: spread.variant.textSize, context: chrome),
                                    ]),
                                ]),
                            ])
                        } }),
                    ])
                }),
            ]),
        ])
    }

    /// The width the VoiceOver view's legend takes beside an embedded device (`a11y=voiceover`): its
    /// 320 px column after a 16 px gap (`.lp-embed .lp-vo-legend` in `Public/style.css`).
    public static let voiceOverLegendWidth = 336

    /// The CSS size of an embedded page, a gallery frame or a snapshot: the device's frame as held,
    /// and in the VoiceOver view the legend's column beside it (the legend is cut at the device's
    /// height when it runs longer).
    public static func frameSize(_ device: Device, _ orientation: Orientation,
                                 _ accessibility: AccessibilityView) -> (width: Int, height: Int) {
        let size = device.frameSize(orientation)
        return (size.width + (accessibility == .voiceover ? voiceOverLegendWidth : 0), size.height)
    }

    /// "2 findings" under a state the audit finds something in (contrast, in the gallery's appearance
    /// or both), linking to that state's Audit section; nothing when it finds nothing.
    private static func auditMark(_ screen: Screen, state: DisplayState, textSize: TextSize, context: PageContext) -> Node {
        let count = AuditPanel.count(screen, state: state, context: context, textSize: textSize)
        guard count > 0 else { return .empty }
        guard let page = context.href(screen.path, [("state", state.rawValue)]) else { return .empty }
        return .fragment([.text(" · "), .el("a", [.class("lp-audit-mark"), .href(page + "#audit")], text: context.text(BuiltInStrings.findings(count)))])
    }

    /// In a static site built with screenshots, a link to the frame's PNG; nothing otherwise.
    private static func screenshotLink(_ frame: String, context: PageContext) -> Node {
        guard let site = context.site, let file = site.screenshot(frame) else { return .empty }
        // Set apart from the state's name, so they read "Data · PNG", not "DataPNG".
        return .fragment([.text(" · "), .el("a", [.class("lp-gallery-png"), .href(site.relative(to: file))], text: "PNG")])
    }

    /// One frame of the settings the gallery spreads (`textSize=all`, `orientation=all`, `os=all`…):
    /// the page's variant with the frame's values, the parameters its URL takes and the names its caption adds.
    private struct Spread {
        var variant: Variant
        /// The design, when the gallery spreads it (a screen that keeps its own shows only that one's frames).
        var os: SystemDesign?
        var parameters: [(String, String)] = []
        var names: [String] = []
    }

    /// Every combination asked for, in the order file names give the settings.
    private static func variants(_ context: PageContext, languages: [LanguageTag]) -> [Spread] {
        let chrome = context.interface
        let spread = VariantParameter.fileNameOrder.filter { $0.spreadable && context.spread.contains($0.name) }
        return spread.reduce([Spread(variant: context.variant)]) { frames, parameter in
            frames.flatMap { frame in
                parameter.spreadChoices(languages: languages).map { choice in
                    var next = frame
                    _ = parameter.apply(choice.value, to: &next.variant)
                    if parameter.name == "os" { next.os = next.variant.os }
                    next.parameters.append((parameter.name, choice.value))
                    next.names.append((parameter.captionNamesSetting ? chrome.text(parameter.label) + " " : "") + chrome.text(choice.title))
                    return next
                }
            }
        }
    }
}
