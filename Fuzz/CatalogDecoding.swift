// libFuzzer target: an asset catalog's Contents.json, read as a colour set and as an image set, from
// arbitrary bytes. Neither may crash; a colour set that loads resolves to finite components for
// every idiom, appearance and contrast, and an image set's renditions are from its own entries.
import AssetCatalog

enum CatalogDecodingHarness {
    static func run(_ bytes: [UInt8]) {
        if case let .success(set) = AssetCatalog.decodeColorSet(contents: bytes) {
            for idiom in Idiom.allCases {
                for luminosity in Luminosity.allCases {
                    for highContrast in [false, true] {
                        if case let .components(_, red, green, blue, alpha) = set.color(idiom: idiom, luminosity: luminosity, highContrast: highContrast) {
                            precondition([red, green, blue, alpha].allSatisfy(\.isFinite), "a colour resolved to a non-finite component")
                            precondition((0...1).contains(alpha), "an alpha outside 0–1 was accepted")
                        }
                    }
                }
            }
        }
        if case let .success(set) = AssetCatalog.decodeImageSet(contents: bytes) {
            for idiom in Idiom.allCases {
                for luminosity in Luminosity.allCases {
                    let picked = set.renditions(idiom: idiom, luminosity: luminosity)
                    precondition(picked.allSatisfy { set.renditions.contains($0) }, "a rendition not in the set was picked")
                    precondition(picked.allSatisfy { $0.scale == nil || (1...3).contains($0.scale!) }, "a scale outside 1x–3x was accepted")
                }
            }
        }
    }
}
