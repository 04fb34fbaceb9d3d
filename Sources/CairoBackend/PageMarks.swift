// Links and destinations on a page, in page coordinates: while a page's ops are played, the
// transform each op sees is followed here (concat, and the saves, layers and shadows that end
// it), so a link op's rectangle becomes the quadrilateral it covers on the page and a
// destination's point the page point it stands for. The formats write them after the drawing:
// PDF as link annotations and named destinations (PDFDocument.swift), SVG as <a> areas
// (SVGDocumentParts.swift). Following the transform here, not asking cairo, keeps shadows'
// and layers' offscreen surfaces (whose matrices are not the page's) out of it.

import DrawIR
import FoundationEssentials
import Glibc
import ViewGeometry
import ViewSupport

struct PageMarks {
    struct Link {
        var target: LinkTarget
        /// The link's rectangle's corners on the page, in order (a rotated view's link is a
        /// rotated quadrilateral).
        var corners: [Point]
        var range: SourceRange
        /// The smallest page rectangle holding the corners.
        var bounds: Rect {
            let xs = corners.map(\.x), ys = corners.map(\.y)
            return Rect(xs.min()!, ys.min()!, xs.max()! - xs.min()!, ys.max()! - ys.min()!)
        }
    }

    struct Destination {
        var name: String
        var point: Point
    }

    private(set) var links: [Link] = []
    private(set) var destinations: [Destination] = []
    /// The current transform from user space to the page, and the saved ones.
    private var ctm = Transform.identity
    private var saved: [Transform] = []
    /// The open masked groups, true once their mask's drawing has begun.
    private var masks: [Bool] = []

    var isEmpty: Bool { links.isEmpty && destinations.isEmpty }

    /// Follows one op (call for every op of the page, in order).
    mutating func track(_ item: Item) {
        switch item.op {
        case .save, .beginLayer, .beginShadow: saved.append(ctm)
        case .restore, .endLayer, .endShadow: ctm = saved.popLast() ?? .identity
        // A mask's drawing is not shown: links and destinations in it do not count.
        case .beginMask: saved.append(ctm); masks.append(false)
        case .maskWith: ctm = saved.last ?? .identity; if !masks.isEmpty { masks[masks.count - 1] = true }
        case .endMask: ctm = saved.popLast() ?? .identity; _ = masks.popLast()
        case .link where masks.contains(true), .destination where masks.contains(true): return
        case .concat(let t): ctm = t.concatenating(ctm)
        case .link(let target, let r):
            // An area of no size cannot be clicked; cairo would refuse it.
            guard r.width > 0, r.height > 0 else { return }
            links.append(Link(target: target, corners: r.standardized.corners.map { $0.applying(ctm) }, range: item.range))
        case .text(let run) where !masks.contains(true):
            // An attributed text's `.link` runs: an area per line each covers.
            for (url, r) in PangoTextLayout.shared.linkAreas(run) where r.width > 0 && r.height > 0 {
                links.append(Link(target: .url(url), corners: r.corners.map { $0.applying(ctm) }, range: item.range))
            }
        case .destination(let name, let p):
            destinations.append(Destination(name: name, point: p.applying(ctm)))
        default: break
        }
    }
}

/// A URL as PDF and SVG can both carry it: bytes outside printable ASCII (spaces, controls,
/// UTF-8) and the characters that would end or escape a PDF string or an XML attribute
/// (`(`, `)`, `\`, `"`, `'`, `<`, `>`) are percent-encoded; everything else, `%` escapes
/// included, stays as written.
func portableURL(_ url: String) -> String {
    var out = ""
    for b in url.utf8 {
        switch b {
        case 0x21...0x7E where !"()\\\"'<>".utf8.contains(b):
            out.unicodeScalars.append(Unicode.Scalar(b))
        default:
            out += cFormat("%%%02X", b)
        }
    }
    return out
}
