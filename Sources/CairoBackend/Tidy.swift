// Making cairo's output the same bytes on every run.

import Foundation

enum SVGTidy {
    static func renumberIDs(_ bytes: [UInt8]) -> [UInt8] { bytes }
}

enum PDFTidy {
    static func fixID(_ bytes: [UInt8]) -> [UInt8] { bytes }
}
