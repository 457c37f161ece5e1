import Screens

/// The custom properties `style.css` reads its numbers from, put before it when the program starts:
/// every design's ``ListMetrics`` (iOS 18's on the root, iOS 26's on a page drawn in it), every API's
/// ``PlaceholderMetrics`` on the placeholder it draws, iOS 26's
/// ``GlassMaterial``, UIKit's ``BarMetrics``, the demo's ``DemoButtonMetrics``, every ``Device``'s
/// geometry and Bold Text's weights (``LegibilityWeight``). The Swift tables are the one place these numbers are written; the style sheet only
/// refers to them (`StyleSheetLiteralTests` fails on a number written in both).
public enum StyleSheetPrelude {
    /// The rules, with a comment that says where they come from.
    public static let text: String = "/* Generated from ListPreview's tables (ListMetrics, PlaceholderMetrics, GlassMaterial, BarMetrics, DemoButtonMetrics, Device, LegibilityWeight). */\n"
        + ListMetrics.stylesheets
        + PlaceholderMetrics.stylesheets
        + SystemDesign.allCases.compactMap { design in design.glassMaterial?.stylesheet(design) }.joined()
        + ":root { " + BarMetrics.uiKit.stylesheet + " " + DemoButtonMetrics.seed.stylesheet + " }\n"
        + Device.stylesheet
        + LegibilityWeight.stylesheet
}

extension Assets {
    /// The files compiled into the program from `Public/`, `style.css` after ``StyleSheetPrelude``.
    public static let builtIn = Assets.builtIn(prelude: StyleSheetPrelude.text)
}
