@testable import Screens
@testable import SwiftCode
import Testing

/// The code of the API that draws a placeholder: DZNEmptyDataSet's data source methods, and a
/// button's style and size as SwiftUI's modifiers and UIKit's configuration write them.
@Suite struct PlaceholderAPICodeTests {
    private func screen(_ config: EmptyStateConfig) -> Screen {
        Screen(id: "t", title: LocalizedText(verbatim: "T"), sections: [], emptyStates: [.empty: config])
    }

    private var styled: EmptyStateConfig {
        var config = EmptyStateConfig(image: .symbol("tray"), title: LocalizedText(verbatim: "No Mail"),
                                      detail: LocalizedText(verbatim: "New mail shows up here."), button: LocalizedText(verbatim: "Browse"),
                                      secondaryButton: LocalizedText(verbatim: "Later"), background: nil, verticalOffset: -20, spacing: 24)
        config.buttonStyling = ButtonStyling(style: .borderedProminent, size: .large)
        config.secondaryButtonStyling = ButtonStyling(style: .filled)
        config.tap = .button
        return config
    }

    @Test func dznWritesItsDataSourceMethods() throws {
        let code = SwiftCode.placeholder(screen: screen(styled), state: .empty, style: .dzn)
        for line in ["func emptyDataSetShouldDisplay(_ scrollView: UIScrollView) -> Bool {", "    items.isEmpty",
                     "NSAttributedString(string: \"No Mail\")", "func description(forEmptyDataSet scrollView: UIScrollView) -> NSAttributedString? {",
                     "UIImage(systemName: \"tray\")", "func buttonTitle(forEmptyDataSet scrollView: UIScrollView, for state: UIControl.State) -> NSAttributedString? {",
                     "func verticalOffset(forEmptyDataSet scrollView: UIScrollView) -> CGFloat {", "    -20",
                     "func spaceHeight(forEmptyDataSet scrollView: UIScrollView) -> CGFloat {", "    24",
                     "func emptyDataSet(_ scrollView: UIScrollView, didTap button: UIButton) {", "\"Later\""] {
            #expect(code.contains(line), "\(line) in \(code)")
        }
        // DZNEmptyDataSet's own 11 is its default: not written.
        var plain = styled
        plain.spacing = 11
        #expect(!SwiftCode.placeholder(screen: screen(plain), state: .empty, style: .dzn).contains("spaceHeight"))
        let parsed = try SwiftParse.parse(SwiftParse.wrapped(code, style: .dzn, number: 1))
        #expect(parsed.status == 0, "swiftc -parse: \(parsed.errors)")
    }

    @Test func aButtonsStyleAndSizeAreWrittenAsTheAPINamesThem() throws {
        let swiftUI = SwiftCode.placeholder(screen: screen(styled), state: .empty, style: .swiftui)
        #expect(swiftUI.contains("Button(\"Browse\") { reload() }\n                .buttonStyle(.borderedProminent)\n                .controlSize(.large)"), "\(swiftUI)")
        // UIKit's `.filled()` is not a SwiftUI style: left out.
        #expect(!swiftUI.contains(".buttonStyle(.filled)"))
        let uiKit = SwiftCode.placeholder(screen: screen(styled), state: .empty, style: .uikit)
        #expect(uiKit.contains("config.button = .borderedProminent()\n") && uiKit.contains("config.button.buttonSize = .large\n")
            && uiKit.contains("config.secondaryButton = .filled()\n"), "\(uiKit)")
        for style in [SwiftCode.Style.swiftui, .uikit] {
            let parsed = try SwiftParse.parse(SwiftParse.wrapped(SwiftCode.placeholder(screen: screen(styled), state: .empty, style: style), style: style, number: 1))
            #expect(parsed.status == 0, "\(style): swiftc -parse: \(parsed.errors)")
        }
        #expect(SwiftCode.Style(PlaceholderAPI.dzn) == .dzn && SwiftCode.Style(.swiftUI) == .swiftui && SwiftCode.Style(.uiKit) == .uikit)
    }
}
