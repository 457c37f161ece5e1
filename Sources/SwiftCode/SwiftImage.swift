import Screens
import Symbols

/// A placeholder's picture as the app names it: an SF Symbol by the name the fixtures give it
/// (`systemImage`) or for a built-in picture that has one, else an image of the app's asset catalog by name.
enum SwiftImage {
    /// What a picture is in the app.
    enum Name: Equatable {
        /// An SF Symbol (`tray`).
        case symbol(String)
        /// An image of the app (`EmptyInbox`, `box` for `img/box.svg`).
        case named(String)
    }

    /// The SF Symbols that draw ListPreview's built-in placeholder pictures.
    private static let symbols: [String: String] = [
        "states/empty.svg": "tray",
        "states/network.svg": "wifi.slash",
        "states/error.svg": "exclamationmark.triangle",
        "states/search.svg": "magnifyingglass",
    ]

    /// The image's name in the app: a catalog image by its own name, a file by its name without
    /// folder or extension (as it would be added to the app's catalog).
    static func name(_ image: ImageReference) -> Name {
        if image.origin == .symbol { return .symbol(image.name) }
        if image.origin == .builtIn, let symbol = symbols[image.name] { return .symbol(symbol) }
        guard image.origin != .catalog else { return .named(image.name) }
        let file = image.name.split(separator: "/").last.map(String.init) ?? image.name
        let stem = file.split(separator: ".", omittingEmptySubsequences: false).dropLast()
        return .named(stem.isEmpty ? file : stem.joined(separator: "."))
    }

    /// `UIImage(systemName: "tray")` or `UIImage(named: "EmptyInbox")`, with the symbol's
    /// configuration when the fixtures give one.
    static func uiImage(_ image: ImageReference) -> String {
        let configuration = symbolConfiguration(image.symbolStyle)
        switch name(image) {
        case let .symbol(symbol): return "UIImage(systemName: \(SwiftLiteral.string(symbol))\(configuration.map { ", withConfiguration: " + $0 } ?? ""))"
        case let .named(named): return "UIImage(named: \(SwiftLiteral.string(named))\(configuration.map { ", in: nil, with: " + $0 } ?? ""))"
        }
    }

    /// `UIImage.SymbolConfiguration(pointSize: 60, weight: .light, scale: .large)`, and
    /// `.applying(UIImage.SymbolConfiguration(hierarchicalColor: .secondaryLabel))`; `nil` for none.
    static func symbolConfiguration(_ style: SymbolStyle) -> String? {
        var parts: [String] = []
        if let size = style.pointSize { parts.append("pointSize: " + SwiftCode.number(size)) }
        if let weight = style.weight { parts.append("weight: ." + swiftName(weight)) }
        if let scale = style.scale { parts.append("scale: ." + scale.rawValue) }
        var configurations: [String] = []
        if !parts.isEmpty {
            // UIKit's initializers take the point size first; a weight or scale alone is their own.
            let complete = style.pointSize != nil && style.weight != nil || parts.count == 1
            configurations += complete ? ["UIImage.SymbolConfiguration(\(parts.joined(separator: ", ")))"]
                : parts.map { "UIImage.SymbolConfiguration(\($0))" }
        }
        if style.hierarchical { configurations.append("UIImage.SymbolConfiguration(hierarchicalColor: .secondaryLabel)") }
        guard let first = configurations.first else { return nil }
        return configurations.dropFirst().reduce(first) { "\($0).applying(\($1))" }
    }

    /// SwiftUI's modifiers for the symbol's configuration: `.font(.system(size: 60, weight: .light))`,
    /// `.imageScale(.large)`, `.symbolRenderingMode(.hierarchical)`.
    static func modifiers(_ image: ImageReference) -> [String] {
        let style = image.symbolStyle
        var lines: [String] = []
        switch (style.pointSize, style.weight) {
        case let (size?, weight?): lines.append(".font(.system(size: \(SwiftCode.number(size)), weight: .\(swiftName(weight))))")
        case let (size?, nil): lines.append(".font(.system(size: \(SwiftCode.number(size))))")
        case let (nil, weight?): lines.append(".fontWeight(.\(swiftName(weight)))")
        case (nil, nil): break
        }
        if let scale = style.scale { lines.append(".imageScale(.\(scale.rawValue))") }
        if style.hierarchical { lines.append(".symbolRenderingMode(.hierarchical)") }
        return lines
    }

    /// The weight as UIKit and SwiftUI spell it: `ultraLight`, `semibold`…
    static func swiftName(_ weight: SymbolWeight) -> String {
        weight == .ultralight ? "ultraLight" : weight.name
    }

    /// `Image(systemName: "tray")` or `Image("EmptyInbox")`.
    static func image(_ image: ImageReference) -> String {
        switch name(image) {
        case let .symbol(symbol): "Image(systemName: \(SwiftLiteral.string(symbol)))"
        case let .named(named): "Image(\(SwiftLiteral.string(named)))"
        }
    }
}
