// ImageHeaderReader: the pixel size from PNG and JPEG headers, and errors (never traps) for
// truncated, corrupt and random bytes.

import ViewGeometry
import XCTest

final class ImageHeaderTests: XCTestCase {
    /// A PNG signature and IHDR chunk (CRC not checked by the reader, so zeros), then `rest`.
    static func png(width: UInt32, height: UInt32, depth: UInt8 = 8, color: UInt8 = 6, rest: [UInt8] = []) -> [UInt8] {
        func be(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + be(13) + Array("IHDR".utf8) + be(width) + be(height)
            + [depth, color, 0, 0, 0] + [0, 0, 0, 0] + rest
    }

    /// SOI, an APP0 segment, a DQT-like segment, then SOF2 (progressive) with the size.
    /// `components`: 1 grey, 3 colour (YCbCr), 4 CMYK or YCCK.
    static func jpeg(width: Int, height: Int, components: UInt8 = 3) -> [UInt8] {
        var b: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10] + Array("JFIF".utf8)
        b += [0, 1, 1, 0, 0, 1, 0, 1, 0, 0]
        b += [0xFF, 0xDB, 0x00, 0x04, 0x00, 0x00]
        b += [0xFF, 0xFF, 0xC2, 0x00, 8 + 3 * components, 0x08]
        b += [UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8), UInt8(width & 0xFF), components]
        for c in 1...components { b += [c, 0x11, 0] }
        return b + [0xFF, 0xD9]
    }

    func testPNGSize() throws {
        let h = try ImageHeaderReader.read(Self.png(width: 640, height: 70_000))
        XCTAssertEqual(h, ImageHeader(format: .png, pixelWidth: 640, pixelHeight: 70_000))
        XCTAssertEqual(try ImageHeaderReader.read(Self.png(width: 1, height: 1, depth: 1, color: 3)).pixelWidth, 1)
    }

    func testJPEGSizeFromTheFirstFrameHeader() throws {
        let h = try ImageHeaderReader.read(Self.jpeg(width: 1024, height: 768))
        XCTAssertEqual(h, ImageHeader(format: .jpeg, pixelWidth: 1024, pixelHeight: 768))
        XCTAssertEqual(try ImageHeaderReader.read(Self.jpeg(width: 5, height: 7, components: 1)).pixelHeight, 7)
    }

    /// A CMYK (or YCCK) JPEG is refused by its header: four components in the frame header.
    func testCMYKJPEGIsRefused() {
        XCTAssertEqual(message(Self.jpeg(width: 8, height: 8, components: 4)),
                       "the JPEG file is CMYK (four colour components), which viewc does not decode; save it as RGB")
    }

    func message(_ bytes: [UInt8]) -> String? {
        do { _ = try ImageHeaderReader.read(bytes); return nil } catch let e as ImageHeaderError { return e.message } catch { return "\(error)" }
    }

    func testCorruptHeadersAreErrors() {
        XCTAssertEqual(message(Array("GIF89a......".utf8)), "not a PNG or JPEG file (its first bytes are not a PNG or JPEG signature)")
        XCTAssertEqual(message([]), "not a PNG or JPEG file (its first bytes are not a PNG or JPEG signature)")
        XCTAssertTrue(message(Self.png(width: 0, height: 5))?.contains("0×5") == true)
        XCTAssertTrue(message(Self.png(width: 5, height: 5, depth: 3, color: 2))?.contains("bit depth 3") == true)
        XCTAssertTrue(message(Self.png(width: 0x8000_0000, height: 5))?.contains("corrupt") == true)
        var wrongChunk = Self.png(width: 4, height: 4)
        wrongChunk[12] = UInt8(ascii: "X")
        XCTAssertTrue(message(wrongChunk)?.contains("IHDR") == true)
        // A JPEG whose scan starts before any frame header.
        XCTAssertTrue(message([0xFF, 0xD8, 0xFF, 0xDA, 0, 2])?.contains("no frame header") == true)
        // A zero-length segment.
        XCTAssertTrue(message([0xFF, 0xD8, 0xFF, 0xE1, 0, 0])?.contains("length 0") == true)
    }

    /// Every prefix of a valid file shorter than its header is an error, not a trap.
    func testEveryTruncationIsAnError() {
        let png = Self.png(width: 3, height: 2)
        for n in 0..<33 { XCTAssertNotNil(message(Array(png[..<n])), "PNG cut at \(n)") }
        XCTAssertNil(message(png))
        let jpeg = Self.jpeg(width: 3, height: 2)
        let sofEnd = jpeg.count - 2 - 9   // through the frame's width
        for n in 0..<(sofEnd - 1) { XCTAssertNotNil(message(Array(jpeg[..<n])), "JPEG cut at \(n)") }
        XCTAssertNil(message(jpeg))
    }

    /// Random bytes, and random bytes after each signature: an answer or an error, never a trap.
    func testRandomBytesNeverTrap() {
        var seed: UInt64 = 0x1234_5678
        func next() -> UInt8 {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return UInt8(truncatingIfNeeded: seed >> 33)
        }
        let prefixes: [[UInt8]] = [[], [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], [0xFF, 0xD8, 0xFF], [0xFF, 0xD8, 0xFF, 0xC0]]
        var answered = 0
        for i in 0..<4000 {
            let n = Int(next()) % 64
            let bytes = prefixes[i % prefixes.count] + (0..<n).map { _ in next() }
            if let h = try? ImageHeaderReader.read(bytes) {
                answered += 1
                XCTAssertGreaterThan(h.pixelWidth, 0); XCTAssertGreaterThan(h.pixelHeight, 0)
            }
        }
        XCTAssertLessThan(answered, 4000)
    }
}
