import Screens
@testable import SwiftCode
import Symbols
import Testing

/// The Code section writes an SF Symbol back as the app names it, with the configuration the
/// fixtures give, in Swift the parser reads.
@Suite struct SymbolCodeTests {
    private func code(_ image: ImageReference, _ style: SwiftCode.Style) -> String {
        var config = EmptyStateConfig.builtIn(.empty)
        config.image = image
        config.title = LocalizedText(verbatim: "No Mail")
        let screen = Screen(id: "t", title: LocalizedText(verbatim: "T"), sections: [], emptyStates: [.empty: config])
        return SwiftCode.placeholder(screen: screen, state: .empty, style: style)
    }

    @Test func theAppsOwnNameIsWrittenBack() {
        #expect(code(.symbol("tray"), .swiftui).contains(#"Label("No Mail", systemImage: "tray")"#))
        #expect(code(.symbol("tray"), .uikit).contains(#"config.image = UIImage(systemName: "tray")"#))
        #expect(code(.symbol("tray"), .legacy).contains(#"UIImageView(image: UIImage(systemName: "tray"))"#))
    }

    @Test(arguments: SwiftCode.Style.allCases)
    func aConfiguredSymbolIsWrittenWithItsConfigurationAndParses(style: SwiftCode.Style) throws {
        let image = ImageReference.symbol("magnifyingglass", style: SymbolStyle(weight: .ultralight, scale: .large, pointSize: 64, hierarchical: true))
        let written = code(image, style)
        switch style {
        case .swiftui:
            #expect(written.contains(".font(.system(size: 64, weight: .ultraLight))") && written.contains(".imageScale(.large)")
                && written.contains(".symbolRenderingMode(.hierarchical)"), "\(written)")
        case .uikit, .legacy, .dzn:
            #expect(written.contains(#"UIImage(systemName: "magnifyingglass", withConfiguration: UIImage.SymbolConfiguration(pointSize: 64, weight: .ultraLight, scale: .large)"#
                + ".applying(UIImage.SymbolConfiguration(hierarchicalColor: .secondaryLabel)))"), "\(written)")
        }
        let parsed = try SwiftParse.parse(SwiftParse.wrapped(written, style: style, number: 1))
        #expect(parsed.status == 0, "swiftc -parse: \(parsed.errors)")
        // A weight alone is UIKit's own initializer; SwiftUI's `.fontWeight`.
        let weightOnly = ImageReference.symbol("tray", style: SymbolStyle(weight: .bold))
        #expect(SwiftImage.symbolConfiguration(weightOnly.symbolStyle) == "UIImage.SymbolConfiguration(weight: .bold)")
        #expect(SwiftImage.modifiers(weightOnly) == [".fontWeight(.bold)"])
    }
}
