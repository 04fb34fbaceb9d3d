// What an output format cannot carry as vector drawing, reported as warnings at the line
// that asked for it (nothing is dropped silently): SVG 1.1 has no blend modes, so cairo
// embeds blended drawing as an image; neither SVG nor PDF has a blur, so shadows are
// embedded as images, and so are sharp ones, whose mask cairo would place wrongly (see
// CairoBackend/Shadows.swift).

import FoundationEssentials
import Glibc
import ViewGeometry
import ViewSupport

public enum FormatNotes {
    /// Warnings for rendering `doc` in `formats` ("svg", "pdf", "png"): one per source spot
    /// and kind, naming every requested format it concerns ("SVG and PDF have no blur: …").
    public static func warnings(_ doc: IRDocument, formats: [String]) -> [Diagnostic] {
        let want = Set(formats)
        let blurless = ["svg", "pdf"].filter(want.contains).map { $0.uppercased() }
        var out: [Diagnostic] = []
        var seen = Set<SourceRange>()
        for page in doc.pages {
            for item in page.items {
                var msg: String?
                switch item.op {
                case .setAntialias(false) where !blurless.isEmpty:
                    msg = "\(blurless.joined(separator: " and ")) \(blurless.count == 1 ? "has" : "have") no antialiasing switch: viewers draw these shapes antialiased (only the PNG is aliased)"
                case .setBlendMode(let m) where m != .normal && want.contains("svg"):
                    msg = "SVG 1.1 has no blend modes: the drawing blended with '.\(m.rawValue)' is embedded in the SVG as an image"
                case .beginShadow(let shadow) where !blurless.isEmpty:
                    if shadow.sigma > 0 {
                        let who = blurless.count == 1 ? "\(blurless[0]) has" : "\(blurless.joined(separator: " and ")) have"
                        msg = "\(who) no blur: this shadow is embedded as an image (one to four pixels per point) under the vector drawing"
                    } else {
                        // A sharp shadow is rasterised too: cairo's SVG and PDF output lose the
                        // transform of a mask made from a recording (Shadows.swift).
                        msg = "this sharp shadow is embedded in the \(blurless.joined(separator: " and ")) as an image (one to four pixels per point) under the vector drawing"
                    }
                default: break
                }
                if let m = msg, !seen.contains(item.range) {
                    seen.insert(item.range)
                    out.append(Diagnostic(.warning, m, at: item.range))
                }
            }
        }
        return out
    }
}
