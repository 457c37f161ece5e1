import AssetCatalog
import ImageConversion
import JSON
import Screens

extension CatalogLibrary {
    /// An image set whose files browsers cannot draw as they are: a PDF-only (vector) set, or one
    /// with HEIC photos. Kept with its files read, and converted when a fixture names it.
    public struct Convertible: Sendable {
        /// The set, its PDFs in ``ImageSet/vectorFiles`` and its HEIC files among its renditions.
        let set: ImageSet
        /// The catalog's path as given, for messages.
        let catalog: String
        /// The catalog folder's name, under which its files are served.
        let served: String
    }

    /// An image set converted to PNG files: its reference and the files to serve under `/assets/`.
    public struct ConvertedImage: Sendable {
        /// The image, its size in points that of the PDF's page or the photo's pixels over its scale.
        public let reference: ImageReference
        /// The PNG files (and any file of the set that needed no conversion), by their name under `/assets/`.
        public let files: [String: Assets.File]
    }

    /// Whether a set must be converted before a browser draws it: only PDFs, or any HEIC file.
    static func needsConversion(_ set: ImageSet) -> Bool {
        (set.renditions.isEmpty && !set.vectorFiles.isEmpty) || set.renditions.contains { HEIFImage.isHEIF($0.bytes) }
    }

    /// The set `name` converted, as Xcode makes what UIKit draws at build time: a PDF's first page
    /// drawn at 1x, 2x and 3x (or at the scale of the slot it is in), a HEIC photo decoded, each
    /// encoded as PNG. `nil` when `name` is no such set; the reason (every file's problem, with its
    /// file and JSON path) when nothing of it can be drawn.
    public func convertedImage(_ name: String) -> Result<ConvertedImage, ConversionFailure>? {
        guard let convertible = convertible[name] else { return nil }
        var set = convertible.set
        var problems: [CatalogIssue] = []
        let contents = "\(convertible.catalog)/\(set.folder)/Contents.json"
        func problem(_ rendition: ImageSet.Rendition, _ error: ConversionError) {
            problems.append(CatalogIssue(file: contents, path: JSONPath.member(JSONPath.index("images", rendition.entry), "filename"),
                                         reason: "\(JSONPath.quoted(rendition.fileName)) cannot be drawn: \(error)"))
        }
        var renditions: [ImageSet.Rendition] = []
        for rendition in set.renditions {
            guard HEIFImage.isHEIF(rendition.bytes) else {
                renditions.append(rendition)
                continue
            }
            do throws(ConversionError) {
                var converted = rendition
                converted.bytes = try HEIFImage.png(from: rendition.bytes).png
                converted.fileName = rendition.fileName + ".png"
                renditions.append(converted)
            } catch {
                problem(rendition, error)
            }
        }
        if set.renditions.isEmpty {
            // A PDF in a scale's slot is that scale's image; one for every scale is drawn at each.
            for vector in set.vectorFiles {
                for scale in vector.scale.map({ [$0] }) ?? [1, 2, 3] {
                    do throws(ConversionError) {
                        var converted = vector
                        converted.bytes = try PDFImage.png(from: vector.bytes, scale: scale).png
                        converted.scale = scale
                        converted.fileName = vector.fileName + "@\(scale)x.png"
                        renditions.append(converted)
                    } catch {
                        problem(vector, error)
                        break
                    }
                }
            }
        }
        set.renditions = renditions
        let made = Self.image(name, set, catalog: convertible.catalog, served: convertible.served)
        guard let reference = made.reference else {
            return .failure(ConversionFailure(problems: problems + made.problems))
        }
        return .success(ConvertedImage(reference: reference, files: made.files))
    }

    /// Why a set that needed converting cannot be drawn: each file's problem.
    public struct ConversionFailure: Error, Sendable, CustomStringConvertible {
        /// Each problem, with its file and JSON path.
        public let problems: [CatalogIssue]

        public var description: String { problems.map(\.description).joined(separator: "; ") }
    }
}
