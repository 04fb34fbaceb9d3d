// Reading an image file's pixel size from its header, without decoding it: the evaluator
// needs only the size (UIImage.size), and the backend decodes the pixels. Written for hostile
// input: every read is bounds-checked, so truncated or garbage bytes give an error, never a trap.

import FoundationEssentials
import Glibc

/// The image formats viewc knows by their signatures.
public enum ImageFormat: String, Sendable {
    case png, jpeg
}

/// What an image file's header says.
public struct ImageHeader: Sendable, Equatable {
    public var format: ImageFormat
    public var pixelWidth: Int
    public var pixelHeight: Int
    public init(format: ImageFormat, pixelWidth: Int, pixelHeight: Int) {
        self.format = format; self.pixelWidth = pixelWidth; self.pixelHeight = pixelHeight
    }
}

/// Why an image header could not be read.
public struct ImageHeaderError: Error, Sendable, Equatable {
    public var message: String
    public init(_ m: String) { message = m }
}

public enum ImageHeaderReader {
    static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The format and pixel size of a PNG (IHDR) or JPEG (first SOF marker) file.
    public static func read(_ b: [UInt8]) throws -> ImageHeader {
        if b.count >= 8 && Array(b[0..<8]) == pngSignature { return try png(b) }
        if b.count >= 3 && b[0] == 0xFF && b[1] == 0xD8 && b[2] == 0xFF { return try jpeg(b) }
        throw ImageHeaderError("not a PNG or JPEG file (its first bytes are not a PNG or JPEG signature)")
    }

    static func be32(_ b: [UInt8], _ i: Int) -> UInt32? {
        guard i >= 0, i + 4 <= b.count else { return nil }
        return UInt32(b[i]) << 24 | UInt32(b[i + 1]) << 16 | UInt32(b[i + 2]) << 8 | UInt32(b[i + 3])
    }
    static func be16(_ b: [UInt8], _ i: Int) -> Int? {
        guard i >= 0, i + 2 <= b.count else { return nil }
        return Int(b[i]) << 8 | Int(b[i + 1])
    }

    /// PNG: the first chunk must be IHDR (13 bytes: width, height, bit depth, color type, …).
    static func png(_ b: [UInt8]) throws -> ImageHeader {
        guard let len = be32(b, 8), let type = be32(b, 12), let w = be32(b, 16), let h = be32(b, 20), b.count >= 33 else {
            throw ImageHeaderError("the PNG file is truncated (it ends before its IHDR header)")
        }
        guard type == 0x4948_4452, len == 13 else {
            throw ImageHeaderError("the PNG file is corrupt (its first chunk is not a 13-byte IHDR)")
        }
        // The PNG specification limits each side to 2^31 - 1; zero is invalid.
        guard w > 0, h > 0, w <= 0x7FFF_FFFF, h <= 0x7FFF_FFFF else {
            throw ImageHeaderError("the PNG file is corrupt (its size is \(w)×\(h) pixels)")
        }
        let depth = b[24], color = b[25]
        let valid: [UInt8: [UInt8]] = [0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16]]
        guard let depths = valid[color], depths.contains(depth) else {
            throw ImageHeaderError("the PNG file is corrupt (bit depth \(depth) with color type \(color))")
        }
        return ImageHeader(format: .png, pixelWidth: Int(w), pixelHeight: Int(h))
    }

    /// JPEG: walk the marker segments to the first start-of-frame (SOF0…SOF15 but DHT, JPG, DAC).
    static func jpeg(_ b: [UInt8]) throws -> ImageHeader {
        var i = 2
        while true {
            // Skip fill bytes before a marker.
            guard i < b.count else { throw ImageHeaderError("the JPEG file is truncated (it ends before its frame header)") }
            guard b[i] == 0xFF else { throw ImageHeaderError("the JPEG file is corrupt (no marker at byte \(i))") }
            while i < b.count && b[i] == 0xFF { i += 1 }
            guard i < b.count else { throw ImageHeaderError("the JPEG file is truncated (it ends before its frame header)") }
            let marker = b[i]
            i += 1
            // Markers without a length.
            if marker == 0x01 || (0xD0...0xD7).contains(marker) { continue }
            if marker == 0xD9 || marker == 0xDA {
                throw ImageHeaderError("the JPEG file is corrupt (no frame header before its image data)")
            }
            guard let len = be16(b, i) else { throw ImageHeaderError("the JPEG file is truncated (it ends inside a marker)") }
            guard len >= 2 else { throw ImageHeaderError("the JPEG file is corrupt (a segment of length \(len))") }
            if (0xC0...0xCF).contains(marker) && marker != 0xC4 && marker != 0xC8 && marker != 0xCC {
                guard let h = be16(b, i + 3), let w = be16(b, i + 5) else {
                    throw ImageHeaderError("the JPEG file is truncated (it ends inside its frame header)")
                }
                guard w > 0, h > 0 else { throw ImageHeaderError("the JPEG file has no usable size (\(w)×\(h) pixels)") }
                // Four components are CMYK or YCCK (print files): refused here, at the name,
                // rather than when the page is drawn (libjpeg would decode them, but CMYK to
                // screen colours needs the file's colour profile, which UIKit applies and
                // viewc does not).
                if i + 7 < b.count, b[i + 7] == 4 {
                    throw ImageHeaderError("the JPEG file is CMYK (four colour components), which viewc does not decode; save it as RGB")
                }
                return ImageHeader(format: .jpeg, pixelWidth: w, pixelHeight: h)
            }
            i += len
        }
    }
}

/// Limits on an image file.
public enum ImageLimits {
    /// The largest file read.
    public static let maxFileSize = 32 << 20
    /// The most pixels an image may have (the decoded bitmap takes 4 bytes a pixel).
    public static let maxPixels = 50_000_000
    /// Cairo's limit on an image surface's side.
    public static let maxSide = 32767
}

/// The scale an iOS asset name says, as UIImage(named:) reads it: 2 for `x@2x.png`, 3 for
/// `x@3x.png`, 1 for `x@1x.png`, nil when the name says nothing.
public func assetScale(forName name: String) -> Int? {
    // The last component (trailing slashes aside) without its extension, as NSString's
    // lastPathComponent and deletingPathExtension give it.
    var file = Substring(name)
    while file.count > 1, file.hasSuffix("/") { file = file.dropLast() }
    if let slash = file.lastIndex(of: "/"), file.count > 1 { file = file[file.index(after: slash)...] }
    var stem = file
    if let dot = file.lastIndex(of: "."), dot != file.startIndex { stem = file[..<dot] }
    for s in [1, 2, 3] where stem.hasSuffix("@\(s)x") { return s }
    return nil
}
