/// An image set (`Name.imageset`): the picture at each scale and appearance, and how UIKit renders it.
public struct ImageSet: Sendable, Equatable {
    /// One file of the set and the traits it is for.
    public struct Rendition: Sendable, Equatable {
        /// Its index in the `images` array, for messages.
        public var entry: Int
        /// `universal`, `iphone` or `ipad`.
        public var idiom: Idiom
        /// 1, 2 or 3; `nil` for a single-scale (vector) image, drawn at every scale.
        public var scale: Int?
        /// `dark` for the dark-appearance variant, `nil` for "Any" (`light` is read as "Any" here:
        /// a preview in light appearance takes either).
        public var luminosity: Luminosity?
        /// The file's name in the set's folder.
        public var fileName: String
        /// The file's bytes, read when the catalog loads.
        public var bytes: [UInt8] = []
    }

    /// Every rendition with a file ListPreview may draw (not a PDF), in file order.
    public var renditions: [Rendition]
    /// The PDF renditions, their files read, in file order: not drawn yet (a set with only these is
    /// noted and unusable), kept so they can be converted.
    public var vectorFiles: [Rendition] = []
    /// Whether UIKit draws it as a template image, tinted (`template-rendering-intent: template`).
    public var isTemplate: Bool
    /// Whether UIKit keeps a PDF's vector data to draw it sharp at any size
    /// (`preserves-vector-representation`), rather than the rasters Xcode makes at each scale.
    public var preservesVectorRepresentation = false
    /// The set's folder under the catalog's (`Icons/Logo.imageset`).
    public var folder = ""

    /// The files to draw on a device of `idiom` in `luminosity`, by scale: the idiom's own before
    /// `universal`, the appearance's before "Any". A single-scale file is returned alone.
    public func renditions(idiom: Idiom, luminosity: Luminosity) -> [Rendition] {
        let idioms = idiom == .universal ? [Idiom.universal] : [idiom, .universal]
        for idiom in idioms {
            for appearance in luminosity == .dark ? [Luminosity.dark, nil] : [nil] {
                let matching = renditions.filter { $0.idiom == idiom && $0.luminosity == appearance }
                if let single = matching.first(where: { $0.scale == nil }) { return [single] }
                if !matching.isEmpty { return matching.sorted { ($0.scale ?? 0) < ($1.scale ?? 0) } }
            }
        }
        return []
    }

    /// Whether a dark-appearance rendition exists.
    public var hasDark: Bool { renditions.contains { $0.luminosity == .dark } }
}
