import HTML
import Screens
import Variants
import Symbols

/// An image as UIKit draws it: a file as it is; an asset catalog's image at the screen's scale
/// (its 1x, 2x and 3x files in `srcset`, so the browser and `snapshot --scale` pick the one a
/// device of that scale would), in the appearance's own file (chosen here when the page has a
/// theme, by the browser's `prefers-color-scheme` in a `<picture>` when it follows the system);
/// and a template image as a mask filled with the tint, as `UIImage.RenderingMode.alwaysTemplate`.
enum ImageView {
    /// `style` goes on the `<img>` (or the masked span); `tint` fills a template image (default:
    /// the screen's tint, `--accent`); `label`, what assistive technology says for it (`nil`:
    /// decorative, skipped).
    /// `place` names the picture uniquely in the page (a composed SF Symbol's masks take it);
    /// `symbolStyle`, the text style whose size an SF Symbol is drawn at, centred in the picture's box.
    static func render(_ image: ImageReference, classes: String, style: InlineStyle = InlineStyle(), tint: ThemedColor? = nil,
                       label: String? = nil, place: String = "image", symbolStyle: TextSize.Style = .body, context: PageContext) -> Node {
        let alt: [Attribute] = [.alt(label ?? "")]
        let hidden: [Attribute] = label.map { [.role("img"), Attribute("aria-label", $0)] } ?? [Attribute("aria-hidden", "true")]
        if image.origin == .symbol || image.symbolTemplate != nil {
            // An SF Symbol: a template in the tint, at its text style's size (Dynamic Type's), centred
            // in the picture's box, as a cell's image view draws `UIImage(systemName:)`.
            var tinted = style
            tinted.set("--lp-tint", tint, for: context.variant)
            let points = image.symbolStyle.pointSize.map(context.variant.textSize.scaledValue) ?? Double(context.variant.textSize.points(symbolStyle))
            return .el("span", [.class(classes + " lp-symbol-image")] + hidden + tinted.attributes,
                       [symbol(image, points: points, place: place)])
        }
        let pad = context.variant.device == .ipad
        guard let renditions = image.renditions else {
            return .el("img", [.class(classes), .src(context.file(image.url))] + alt + style.attributes)
        }
        // The page's appearance, or light (with the dark files in a <picture>) when it follows the system.
        let dark = context.variant.theme.map { $0 == .dark }
        let files = renditions.files(pad: pad, dark: dark ?? false)
        if renditions.isTemplate {
            var mask = style
            mask.set("--lp-tint", tint, for: context.variant)
            mask.set("--lp-mask", imageSet: files.map { (context.mask($0.url), $0.scale) })
            return .el("span", [.class(classes + " lp-template")] + hidden + mask.attributes)
        }
        let img = Node.el("img", [.class(classes), .src(context.file(files.last?.url ?? image.url)), Attribute("srcset", ImageRenditions.sourceSet(files, link: context.file))]
            + alt + style.attributes)
        // Following the system's appearance: the dark files when the browser is in dark mode.
        let darkFiles = renditions.files(pad: pad, dark: true)
        guard dark == nil, darkFiles != files else { return img }
        return .el("picture", [.class("lp-picture")], [
            .el("source", [Attribute("media", "(prefers-color-scheme: dark)"), Attribute("srcset", ImageRenditions.sourceSet(darkFiles, link: context.file))]),
            img,
        ])
    }

    /// An SF Symbol or the app's own (`image.symbolTemplate`) as its `symbolStyle` asks — the place's
    /// regular weight and medium scale where it says nothing — at `points`; `flattened`: painted as one
    /// shape, for a translucent colour.
    static func symbol(_ image: ImageReference, points: Double, place: String, flattened: Bool = false) -> Node {
        let asked = image.symbolStyle
        let (weight, scale, size) = (asked.weight ?? SymbolWeight.regular, asked.scale ?? SymbolScale.medium, SymbolSize.points(points))
        if let template = image.symbolTemplate {
            return template.svg(weight: weight, scale: scale, size: size, flattened: flattened ? "lp-sf-" + place + "-ink" : nil,
                                hierarchical: asked.hierarchical)
        }
        return SystemSymbol(image.name).svg(weight: weight, scale: scale, size: size, place: place, flattened: flattened,
                                            hierarchical: asked.hierarchical)
    }
}
