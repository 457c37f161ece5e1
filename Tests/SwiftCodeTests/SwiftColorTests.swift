import Screens
@testable import SwiftCode
import Testing

/// Colours by the name the fixtures gave them, or by their components.
@Suite struct SwiftColorTests {
    @Test func aUIKitColourIsItsPropertyWithTheAlphaGiven() throws {
        let gray = try NamedColor.resolve("lightGray@0.6").get()
        #expect(gray.name == .system("lightGray", alpha: 0.6))
        #expect(SwiftColor.uiColor(gray) == "UIColor.lightGray.withAlphaComponent(0.6)")
        #expect(SwiftColor.uiColor(try NamedColor.resolve("secondaryLabel").get()) == "UIColor.secondaryLabel")
        #expect(SwiftColor.uiColor(try NamedColor.resolve("tint").get()) == "UIColor.tintColor")
        #expect(SwiftColor.color(try NamedColor.resolve("systemRed").get()) == "Color(uiColor: UIColor.systemRed)")
    }

    @Test func aCatalogColourIsNamed() {
        let brand = ThemedColor(Color(red: 1, green: 2, blue: 3)).named(.catalog("Brand/Accent"))
        #expect(SwiftColor.uiColor(brand) == #"UIColor(named: "Brand/Accent")"#)
        #expect(SwiftColor.uiColor(brand, fallback: ".label") == #"UIColor(named: "Brand/Accent") ?? .label"#)
        #expect(SwiftColor.color(brand) == #"Color("Brand/Accent")"#)
        #expect(brand == ThemedColor(Color(red: 1, green: 2, blue: 3)), "a name changes no colour")
    }

    @Test func aHexColourIsItsComponents() {
        #expect(SwiftColor.uiColor(ThemedColor(Color(hex: "#3c3c4399")!))
            == "UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 153 / 255)")
        #expect(SwiftColor.color(ThemedColor(Color(hex: "#ffffff")!))
            == "Color(uiColor: UIColor(red: 1, green: 1, blue: 1, alpha: 1))")
    }
}
