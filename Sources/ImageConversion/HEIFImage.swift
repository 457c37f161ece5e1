private import CHeif

/// HEIF images (the HEIC photos of asset catalogs) as PNG, decoded by libheif.
///
/// One of the two files that touch C (see RenderedImage.swift): libheif's context, handle and
/// image are made and freed within each call, so calls may run on any threads at once.
package enum HEIFImage {
    /// The file's primary image as a PNG: turned, mirrored and cropped as the file says (libheif
    /// applies those by default, as Apple's decoders do), with its alpha when it has one, in 8 bits
    /// a channel (deeper images are reduced). An image that declares more than
    /// ``RenderedImage/maximumPixels`` is refused before it is decoded; the decoded picture is
    /// checked again, as nothing makes the coded stream agree with the size the file declares.
    package static func png(from bytes: [UInt8]) throws(ConversionError) -> RenderedImage {
        guard !bytes.isEmpty else { throw .unreadableHEIF("the file is empty") }
        _ = initialized
        guard let context = heif_context_alloc() else { throw .unreadableHEIF("out of memory") }
        defer { heif_context_free(context) }
        // libheif reads the bytes in place (no copy), so everything is decoded while they are pinned.
        let result = bytes.withUnsafeBytes { buffer in decode(buffer, in: context) }
        return try result.get()
    }

    /// Whether `bytes` are a HEIF file of HEVC pictures (what iPhones write as HEIC), by the brand
    /// of its `ftyp` box: `heic`, `heix`, `heim`, `heis`, `hevc`, `hevx`, or the generic `mif1` and
    /// `msf1` (AVIF, which browsers draw themselves, has its own brands).
    package static func isHEIF(_ bytes: [UInt8]) -> Bool {
        guard bytes.count >= 12, Array(bytes[4..<8]) == Array("ftyp".utf8) else { return false }
        let brand = String(decoding: bytes[8..<12], as: UTF8.self)
        return ["heic", "heix", "heim", "heis", "hevc", "hevx", "mif1", "msf1"].contains(brand)
    }

    /// libheif's plugins (and its decoders' tables) registered once for the process; never undone,
    /// as any thread may be decoding.
    private static let initialized: Void = { _ = heif_init(nil) }()

    private static func decode(_ bytes: UnsafeRawBufferPointer, in context: OpaquePointer) -> Result<RenderedImage, ConversionError> {
        if let failure = failure(heif_context_read_from_memory_without_copy(context, bytes.baseAddress, bytes.count, nil)) {
            return .failure(failure)
        }
        var handle: OpaquePointer?
        if let failure = failure(heif_context_get_primary_image_handle(context, &handle)) { return .failure(failure) }
        guard let handle else { return .failure(.unreadableHEIF("no primary image")) }
        defer { heif_image_handle_release(handle) }
        // The size after the file's transformations, known before anything is decoded.
        let width = Int(heif_image_handle_get_width(handle)), height = Int(heif_image_handle_get_height(handle))
        guard width > 0, height > 0 else { return .failure(.unreadableHEIF("the image is \(width)×\(height) pixels")) }
        do { try RenderedImage.check(width: width, height: height) } catch { return .failure(error) }

        guard let options = heif_decoding_options_alloc() else { return .failure(.unreadableHEIF("out of memory")) }
        defer { heif_decoding_options_free(options) }
        options.pointee.convert_hdr_to_8bit = 1
        var decoded: OpaquePointer?
        if let failure = failure(heif_decode_image(handle, &decoded, heif_colorspace_RGB, heif_chroma_interleaved_RGBA, options)) {
            return .failure(failure)
        }
        guard let image = decoded else { return .failure(.unreadableHEIF("no image decoded")) }
        defer { heif_image_release(image) }
        return rgba(of: image).map { RenderedImage(width: $0.width, height: $0.height, rgba: $0.rgba) }
    }

    /// The decoded image's pixels, straight RGBA rows without the plane's padding.
    private static func rgba(of image: OpaquePointer) -> Result<(width: Int, height: Int, rgba: [UInt8]), ConversionError> {
        let width = Int(heif_image_get_width(image, heif_channel_interleaved))
        let height = Int(heif_image_get_height(image, heif_channel_interleaved))
        var stride: Int32 = 0
        guard width > 0, height > 0, heif_image_get_bits_per_pixel(image, heif_channel_interleaved) == 32,
              let plane = heif_image_get_plane_readonly(image, heif_channel_interleaved, &stride), Int(stride) >= width * 4 else {
            return .failure(.unreadableHEIF("the decoded image is not 8-bit RGBA"))
        }
        do { try RenderedImage.check(width: width, height: height) } catch { return .failure(error) }
        let rowBytes = width * 4
        var rgba = [UInt8](unsafeUninitializedCapacity: rowBytes * height) { buffer, count in
            guard let start = buffer.baseAddress else { return }
            for row in 0..<height {
                // Each row of the plane (`stride` bytes apart) holds `rowBytes` bytes of pixels.
                (start + row * rowBytes).initialize(from: plane + row * Int(stride), count: rowBytes)
            }
            count = rowBytes * height
        }
        if heif_image_is_premultiplied_alpha(image) != 0 {
            for pixel in Swift.stride(from: 0, to: rgba.count, by: 4) {
                let alpha = UInt32(rgba[pixel + 3])
                for channel in pixel..<(pixel + 3) { rgba[channel] = RenderedImage.straight(UInt32(rgba[channel]), alpha: alpha) }
            }
        }
        return .success((width, height, rgba))
    }

    /// The error libheif returned, if it is one.
    private static func failure(_ error: heif_error) -> ConversionError? {
        guard error.code != heif_error_Ok else { return nil }
        return .unreadableHEIF(error.message.map { String(cString: $0) } ?? "error \(error.code.rawValue)")
    }
}
