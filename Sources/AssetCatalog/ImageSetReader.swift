import JSON

/// Reads an image set's `Contents.json`: its files by idiom, scale and appearance, and its
/// rendering intent. An entry without a `filename` is an empty slot in Xcode's editor, skipped.
struct ImageSetReader {
    var reader = JSONReader()
    /// The other platforms' idioms (`watch`, `mac`…) whose entries have a file, in file order.
    private(set) var otherIdioms: [String] = []

    mutating func imageSet(_ document: JSONValue) -> ImageSet? {
        guard let fields = reader.members(document, at: "", expected: "an object with “images”") else { return nil }
        guard let images = reader.required("images", in: fields, at: ""), let list = reader.array(images, at: "images") else { return nil }
        var renditions: [ImageSet.Rendition] = []
        var pdfs: [ImageSet.Rendition] = []
        for (index, value) in list.enumerated() {
            let path = JSONPath.index("images", index)
            guard let entry = reader.members(value, at: path) else { continue }
            var traits = CatalogTraits(reader: reader)
            let idiom = traits.idiom(entry, at: path)
            let appearances = traits.appearances(entry, at: path)
            reader = traits.reader
            guard let nameValue = entry["filename"],
                  let name = reader.string(nameValue, at: JSONPath.member(path, "filename")) else { continue }
            let scale = entry["scale"].flatMap { readScale(of: $0, at: JSONPath.member(path, "scale")) }
            if entry["scale"] != nil, scale == nil { continue }
            if idiom == nil, case let .string(other)? = entry["idiom"], !otherIdioms.contains(other) { otherIdioms.append(other) }
            guard let idiom, let appearances, !appearances.highContrast else { continue }
            let rendition = ImageSet.Rendition(entry: index, idiom: idiom, scale: scale,
                                               luminosity: appearances.luminosity == .dark ? .dark : nil, fileName: name)
            if name.lowercased().hasSuffix(".pdf") {
                pdfs.append(rendition)
            } else {
                renditions.append(rendition)
            }
        }
        var template = false
        var preservesVector = false
        if let properties = fields["properties"], let members = reader.members(properties, at: "properties") {
            if let intent = members["template-rendering-intent"],
               let text = reader.string(intent, at: "properties.template-rendering-intent") {
                guard ["template", "original"].contains(text) else {
                    reader.fail("properties.template-rendering-intent", "expected \"template\" or \"original\", got \(JSONPath.quoted(text))")
                    return nil
                }
                template = text == "template"
            }
            if let preserves = members["preserves-vector-representation"] {
                preservesVector = reader.bool(preserves, at: "properties.preserves-vector-representation") ?? false
            }
        }
        return ImageSet(renditions: renditions, vectorFiles: pdfs, isTemplate: template, preservesVectorRepresentation: preservesVector)
    }

    /// `"1x"`, `"2x"` or `"3x"`.
    private mutating func readScale(of value: JSONValue, at path: String) -> Int? {
        guard let text = reader.string(value, at: path) else { return nil }
        guard let scale = ["1x": 1, "2x": 2, "3x": 3][text] else {
            reader.fail(path, "expected \"1x\", \"2x\" or \"3x\", got \(JSONPath.quoted(text))")
            return nil
        }
        return scale
    }
}
