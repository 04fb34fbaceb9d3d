// An SVG page's links. (Its <title> — the page's accessibility label, else the document's
// title — is SVGAccessibility's.) cairo 1.16's SVG surface ignores cairo_tag_begin, so the
// links are written here: each an <a> around an invisible path over the link's area on the
// page (the exact quadrilateral, rotated with its view), after the drawing, so on top of it.
// The path is filled with opacity 0, not `fill="none"`: an unpainted fill is not a target for
// the pointer.
//
// A URL is the href as written (percent-encoded where XML or PDF would break, portableURL). A
// link to a page or a named destination goes to the file that page is written to in the same
// run (`-o slide-%d.svg` writes one per page); a page with no file has nowhere to go in an SVG,
// so such a link is left out (the driver warns: DocumentChecks.linksWithoutFiles).

import DrawIR
import FoundationEssentials
import Glibc
import ViewGeometry
import ViewSupport

enum SVGDocumentParts {
    /// `svg` with the links as its last children. `pageFiles[n]` is the href of page n, when
    /// it is written to a file of its own.
    static func addLinks(to svg: [UInt8], _ links: [PageMarks.Link], destinationPages: [String: Int],
                         pageFiles: [Int: String]) -> [UInt8] {
        var anchors = ""
        for link in links {
            guard let href = self.href(link.target, destinationPages, pageFiles) else { continue }
            let d = link.corners.enumerated().map { i, p in (i == 0 ? "M " : "L ") + SVGAccessibility.n(p.x) + " " + SVGAccessibility.n(p.y) }
                .joined(separator: " ") + " Z"
            anchors += "<a xlink:href=\"\(SVGAccessibility.escape(href))\"><path d=\"\(d)\" fill=\"#000000\" fill-opacity=\"0\"/></a>\n"
        }
        guard !anchors.isEmpty, let end = lastRange(of: Array("</svg>".utf8), in: svg) else { return svg }
        var out = svg
        out.insert(contentsOf: Array(anchors.utf8), at: end)
        return out
    }

    static func href(_ target: LinkTarget, _ destinationPages: [String: Int], _ pageFiles: [Int: String]) -> String? {
        switch target {
        case .url(let u): return portableURL(u)
        case .page(let n, _): return pageFiles[n].map(fileHref)
        case .destination(let name): return destinationPages[name].flatMap { pageFiles[$0] }.map(fileHref)
        }
    }

    /// A relative file path as a URL: `%`, `#` and `?` are the file's own characters, not a
    /// URL's escapes, fragment or query.
    static func fileHref(_ path: String) -> String {
        portableURL(path.replacingAll("%", with: "%25").replacingAll("#", with: "%23")
            .replacingAll("?", with: "%3F"))
    }

    static func lastRange(of needle: [UInt8], in hay: [UInt8]) -> Int? {
        guard hay.count >= needle.count else { return nil }
        for i in stride(from: hay.count - needle.count, through: 0, by: -1)
        where hay[i] == needle[0] && Array(hay[i..<i + needle.count]) == needle { return i }
        return nil
    }
}
