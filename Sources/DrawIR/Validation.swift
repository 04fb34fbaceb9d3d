// The last check before a backend: every number an IR item hands to cairo is finite and inside
// the range cairo and the output formats can hold, and every text can be carried by every
// format. The evaluator checks most values where they are written; this pass checks what
// actually reaches the backend — after the transforms of views, groups and contexts are
// composed — so that nothing the input says can make cairo draw garbage or write a file that
// is not valid (a gradient end point of 1e19 would write a number PDF cannot hold).
//
// What the limits protect (docs/language.md §10 states them for users):
//
//   cairo keeps device coordinates in 24.8 fixed point: ±8,388,607 device units, beyond which
//   a coordinate silently wraps around. A PNG has up to 3 pixels a point (--scale 3) and a
//   shadow's raster up to 4 (CairoBackend/Shadows.swift), so anything drawn must stay within
//   ±2,000,000 points of the page's origin (`pageCoordinate`), a stroke with its half width.
//
//   PDF numbers: cairo prints reals in full ("1e19" becomes twenty digits), and readers hold
//   integers in 32 bits (ISO 32000-1 Annex C: ±2,147,483,647) or at best 64. Every length
//   in its own user space stays within ±1,000,000 points (`userCoordinate`, the evaluator's
//   path limit) and every entry of a transform, alone or composed, within ±1e9
//   (`transformEntry`), so that anything cairo writes into a PDF is below 2^31.
//
//   cairo draws an image or a pattern through the inverse of its mapping to the page, so that
//   inverse stays within ±1e9 as well (`IRLimits.shrinksTooFar`): an image 1e-308 points high, or a
//   pattern under a scale of 5e-324, would hand cairo a matrix it cannot invert (its
//   assertion stops the process).
//
//   Text: cairo refuses UTF-8 holding noncharacters (U+FDD0…U+FDEF and the last two code
//   points of every plane, U+nFFFE and U+nFFFF) when it writes a PDF's text, and XML cannot
//   hold U+FFFE and U+FFFF at all. A label's noncharacters are replaced by U+FFFD (what a
//   text system shows for a character it cannot use), with a warning at the label.

import FoundationEssentials
import Glibc
import ViewGeometry
import ViewSupport

/// The ranges the backend accepts (docs/language.md §10).
public enum IRLimits {
    /// Farthest a point, length or radius may be in its own user space, in points.
    public static let userCoordinate = 1_000_000.0
    /// Farthest anything may reach on the page, after every transform around it, in points.
    public static let pageCoordinate = 2_000_000.0
    /// Largest entry of a transform matrix, alone or composed with the ones around it.
    public static let transformEntry = 1e9
    /// Largest font size, in points (the evaluator's limit).
    public static let maxFontSize = 10_000.0
    /// Most lines a label may ask for (the evaluator's limit).
    public static let maxLines = 100_000
    /// Most errors reported by one check, as the other stages stop at.
    public static let maxErrors = 100
    /// The default render budget, in megapixels at one pixel a point (`--max-render-cost`).
    public static let renderCost = 4_000.0

    /// Whether the inverse of `t` (what cairo draws an image or pattern through) has an entry
    /// that is not finite or beyond ±transformEntry: `t` shrinks some direction more than 1e9 times.
    public static func shrinksTooFar(_ t: Transform) -> Bool {
        let det = t.determinant
        return ![t.a / det, t.b / det, t.c / det, t.d / det].allSatisfy { $0.isFinite && abs($0) <= transformEntry }
    }
}

/// The validator following a page's items as they are made, for a backend that draws part of a
/// page before it is whole (CairoBackend/SVGSpeculation.swift): it must draw nothing the
/// validation of the whole page would refuse.
public struct IRFollower {
    var check = Checker()
    public init(width: Double, height: Double) { check.pageArea = width * height; check.pageHeight = height }
    /// Checks `items`, which follow those checked before; false once anything was refused.
    public mutating func follow<C: Collection>(_ items: C) -> Bool where C.Element == Item {
        for var item in items {
            if check.errors > 0 || check.stopped { return false }
            check.item(&item)
        }
        return check.errors == 0 && !check.stopped
    }
}

public enum IRValidator {
    /// Checks every item of every page; replaces what a format cannot carry (noncharacters in
    /// a label's text) and says so. Returns errors for numbers out of range and warnings for
    /// replaced text, each at its item's source range. With an error, nothing may be rendered.
    /// `renderBudget` bounds what rendering will cost before it is paid, in megapixels at one
    /// pixel a point: each blurred shadow and offscreen layer or mask the page's area, each
    /// image the area it is drawn into on the page.
    public static func validate(_ doc: inout IRDocument, renderBudget: Double = IRLimits.renderCost) -> [Diagnostic] {
        var check = Checker()
        check.renderBudget = renderBudget * 1_000_000
        for p in doc.pages.indices {
            check.page(&doc.pages[p])
            if check.stopped { break }
        }
        // The document's text (PDF metadata and bookmarks) goes through cairo's UTF-8 check too.
        func clean(_ s: inout String, _ what: String, _ r: SourceRange) {
            let (c, first) = replacingNoncharacters(s)
            guard let u = first else { return }
            check.warn("\(what) holds \(Checker.name(u)), a Unicode noncharacter that PDF text cannot carry; it is written as U+FFFD", r)
            s = c
        }
        if var t = doc.info.title { clean(&t, "the document's title", .none); doc.info.title = t }
        if var a = doc.info.author { clean(&a, "the document's author", .none); doc.info.author = a }
        if var s = doc.info.subject { clean(&s, "the document's subject", .none); doc.info.subject = s }
        for k in doc.info.keywords.indices { clean(&doc.info.keywords[k], "a keyword of the document", .none) }
        func outline(_ items: inout [OutlineItem]) {
            for i in items.indices {
                clean(&items[i].title, "this outline entry's title", items[i].range)
                outline(&items[i].children)
            }
        }
        outline(&doc.outline)
        return check.diagnostics
    }

    /// `text` with every noncharacter replaced by U+FFFD, and the first one replaced (nil when
    /// there was none).
    public static func replacingNoncharacters(_ text: String) -> (text: String, first: Unicode.Scalar?) {
        guard let first = text.unicodeScalars.first(where: isNoncharacter) else { return (text, nil) }
        var out = String.UnicodeScalarView()
        for u in text.unicodeScalars { out.append(isNoncharacter(u) ? "\u{FFFD}" : u) }
        return (String(out), first)
    }

    /// Unicode's 66 noncharacters: U+FDD0…U+FDEF and U+nFFFE, U+nFFFF of every plane.
    public static func isNoncharacter(_ u: Unicode.Scalar) -> Bool {
        (0xFDD0...0xFDEF).contains(u.value) || u.value & 0xFFFE == 0xFFFE
    }
}

/// One pass over a document: the current transform followed through the page, diagnostics
/// collected once per source range and problem.
struct Checker {
    var diagnostics: [Diagnostic] = []
    var errors = 0
    var stopped = false
    private var seen = Set<String>()   // severity and range of each diagnostic

    /// What rendering will cost so far, and its bound, in square points (pixels at scale 1).
    var renderCost = 0.0
    var renderBudget = IRLimits.renderCost * 1_000_000
    var pageArea = 0.0
    var pageHeight = 0.0

    /// Charges an offscreen raster or resampling of `area` square points (at most the page's).
    mutating func charge(_ area: Double, _ r: SourceRange) {
        renderCost += min(max(0, area.isFinite ? area : pageArea), pageArea)
        if renderCost > renderBudget && !stopped {
            error("rendering this drawing would cost more than \(formatNumber(renderBudget / 1_000_000)) megapixels of blurs, offscreen layers and image pixels (at one pixel a point); raise the limit with --max-render-cost", r)
            stopped = true
        }
    }

    /// The current transformation matrix (user space → page points) and the saved ones.
    var ctm = Transform.identity
    var saved: [Transform] = []
    /// After a transform that cannot be drawn, the depth of saved states whose restore ends
    /// its effect: what it encloses is not checked (its errors would only follow from it).
    var poisonedAt: Int?

    mutating func page(_ page: inout IRPage) {
        ctm = .identity
        saved = []
        poisonedAt = nil
        pageArea = page.width * page.height
        pageHeight = page.height
        for w in [page.width, page.height] where !(w.isFinite && w > 0 && w <= 100_000) {
            error("a page side must be more than 0 and at most 100000 points, not \(n(w))", page.range)
        }
        for i in page.items.indices {
            if stopped { return }
            item(&page.items[i])
        }
    }

    /// Checks one item, after those before it on its page (the transform they leave).
    mutating func item(_ item: inout Item) {
        let r = item.range
        switch item.op {
        case .save:
            saved.append(ctm)
        case .beginLayer(let alpha):
            saved.append(ctm)
            charge(pageArea, r)
            if !(alpha.isFinite && alpha >= 0 && alpha <= 1) { error("a layer's alpha must be in 0…1, not \(n(alpha))", r) }
        case .beginShadow(let sh):
            saved.append(ctm)
            if sh.sigma > 0 { charge(pageArea, r) }
            shadow(sh, r)
        case .beginMask:
            saved.append(ctm)
            charge(pageArea, r)
        case .maskWith:
            ctm = saved.last ?? .identity
            charge(pageArea, r)
            if let p = poisonedAt, saved.count < p { poisonedAt = nil }
        case .restore, .endLayer, .endShadow, .endMask:
            ctm = saved.popLast() ?? .identity
            if let p = poisonedAt, saved.count < p { poisonedAt = nil }
        case _ where poisonedAt != nil:
            break
        case .concat(let t):
            concat(t, r)
        case .clip(let p, _):
            if path(p, reach: 0, r) { raster(p, outline: 1, r) }
        case .fill(let p, let paint, _):
            if path(p, reach: 0, r) { raster(p, outline: 1, r) }
            self.paint(paint, r)
        case .stroke(let p, let paint, let style):
            let reach = stroke(style, r)
            if path(p, reach: reach, r) { raster(p, outline: 2, r) }
            self.paint(paint, r)
        case .paint(let paint):
            self.paint(paint, r)
        case .setBlendMode, .setAntialias:
            break
        case .text(var run):
            if text(&run, r) { item.op = .text(run) }
        case .image(let ref, let dest, _):
            image(ref, dest, r)
            let box = dest.applying(ctm)
            charge(box.width * box.height, r)
        case .link(let target, let area):
            if case .page(_, let p) = target { point(p, "the point this link goes to", r, onPage: false) }
            for c in [area.origin, Point(area.origin.x + area.size.width, area.origin.y + area.size.height)] {
                point(c, "this link's area", r)
            }
        case .destination(_, let p):
            point(p, "this destination", r)
        }
    }

    // MARK: each kind of item

    mutating func concat(_ t: Transform, _ r: SourceRange) {
        let entries = [t.a, t.b, t.c, t.d, t.tx, t.ty]
        let composed = t.concatenating(ctm)
        let all = [composed.a, composed.b, composed.c, composed.d, composed.tx, composed.ty]
        if let bad = entries.first(where: { !($0.isFinite && abs($0) <= IRLimits.transformEntry) }) {
            error("this transform is too large to draw: \(n(bad)) is beyond ±1e9", r)
        } else if t.determinant == 0 || !t.determinant.isFinite {
            error("this transform squashes the drawing flat (its determinant is \(n(t.determinant))) and cannot be drawn", r)
        } else if let bad = all.first(where: { !($0.isFinite && abs($0) <= IRLimits.transformEntry) }) {
            error("this transform, combined with the ones around it, is too large to draw: \(n(bad)) is beyond ±1e9", r)
        } else if composed.determinant == 0 || !composed.determinant.isFinite {
            error("this transform, combined with the ones around it, squashes the drawing flat and cannot be drawn", r)
        } else {
            ctm = composed
            return
        }
        poisonedAt = saved.count
    }

    /// What cairo's rasteriser pays for a path (RasterCost.swift), charged to the render
    /// budget: the rows its edges span and, above all, the times they cross. A stroke is
    /// drawn as its outline, two edges for each of the path's (`outline` 2): twice the rows,
    /// four times the crossings. A path of fewer than `RasterCost.minimumElements` elements is
    /// not looked at (its crossings are too few to matter).
    mutating func raster(_ els: PathData, outline: Double, _ r: SourceRange) {
        guard els.count >= RasterCost.minimumElements, !stopped else { return }
        let edges = RasterCost.edges(els, ctm, top: 0, bottom: pageHeight)
        renderCost += RasterCost.rows(edges) * outline * RasterCost.rowCost
        let before = renderCost
        let weight = outline * outline * RasterCost.crossingCost
        let crossings = RasterCost.crossings(edges) { before + $0 * weight > renderBudget }
        renderCost += crossings * weight
        if renderCost > renderBudget {
            error("rendering this drawing would cost more than \(formatNumber(renderBudget / 1_000_000)) megapixels (at one pixel a point): "
                  + "the \(edges.count) edges of this path cross each other \(crossings > 0 ? "at least \(formatNumber(crossings)) times" : "nowhere, but span too many rows")"
                  + ", and cairo's rasteriser pays for every crossing; raise the limit with --max-render-cost", r)
            stopped = true
        }
    }

    /// A path's points: within ±userCoordinate in its own space, and within ±pageCoordinate on
    /// the page together with `reach` (a stroke's half width, in user space). Whether they are.
    @discardableResult
    mutating func path(_ els: PathData, reach: Double, _ r: SourceRange) -> Bool {
        let grow = reach * scale(ctm)
        let page = IRLimits.pageCoordinate
        func check(_ q: Point) -> Bool {
            guard q.x.isFinite, q.y.isFinite, abs(q.x) <= IRLimits.userCoordinate, abs(q.y) <= IRLimits.userCoordinate else {
                error("this path reaches (\(n(q.x)), \(n(q.y))), beyond the ±1000000 points a drawing can place", r)
                return false
            }
            let p = q.applying(ctm)
            guard abs(p.x) + grow <= page, abs(p.y) + grow <= page else {
                error("this path reaches (\(n(p.x)), \(n(p.y))) on the page\(grow > 0 ? " (with its line width)" : ""), beyond the ±2000000 points cairo can draw", r)
                return false
            }
            return true
        }
        for e in els {
            switch e {
            case .move(let a), .line(let a):
                if !check(a) { return false }
            case .cubic(let a, let b, let c):
                if !check(a) || !check(b) || !check(c) { return false }
            case .close:
                break
            }
        }
        return true
    }

    /// A stroke's numbers; returns how far it reaches beyond its path (half its width, more
    /// at square caps), in user space.
    mutating func stroke(_ s: StrokeStyle, _ r: SourceRange) -> Double {
        length(s.lineWidth, "this stroke's line width", r, allowZero: true)
        if !(s.miterLimit.isFinite && s.miterLimit >= 0 && s.miterLimit <= IRLimits.userCoordinate) {
            error("a miter limit must be from 0 to 1000000, not \(n(s.miterLimit))", r)
        }
        for d in s.dash { length(d, "a dash length", r, allowZero: true) }
        if !(s.dashPhase.isFinite && abs(s.dashPhase) <= IRLimits.userCoordinate) {
            error("a dash phase must be within ±1000000 points, not \(n(s.dashPhase))", r)
        }
        guard s.lineWidth.isFinite else { return 0 }
        return s.lineWidth / 2 * (s.lineCap == .square ? 2.squareRoot() : 1)
    }

    mutating func paint(_ p: Paint, _ r: SourceRange) {
        switch p {
        case .color(let c):
            color(c, r)
        case .linearGradient(let g, let s, let e, _):
            gradient(g, r)
            point(s, "this gradient's start point", r)
            point(e, "this gradient's end point", r)
            let d = e - s
            if d.x.isFinite && d.y.isFinite && max(abs(d.x), abs(d.y)) < 1e-9 {
                error("a linear gradient's start and end points must differ (by 1e-9 points at least)", r)
            }
        case .radialGradient(let g, let c0, let r0, let c1, let r1, _):
            gradient(g, r)
            point(c0, "this gradient's start center", r)
            point(c1, "this gradient's end center", r)
            length(r0, "this gradient's start radius", r, allowZero: true)
            length(r1, "this gradient's end radius", r, allowZero: true)
        case .conicGradient(let g, let c, let a):
            gradient(g, r)
            point(c, "this gradient's center", r)
            if !a.isFinite { error("a conic gradient's start angle must be finite", r) }
        case .pattern(let p):
            let t = p.transform, s = p.source
            let whole = Rect(0, 0, Double(p.image.pixelWidth), Double(p.image.pixelHeight))
            if ![t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite) || t.determinant == 0 {
                error("a pattern's transform must be finite and invertible", r)
            }
            if !(s.width >= 1 && s.height >= 1 && s.minX >= 0 && s.minY >= 0 && s.maxX <= whole.maxX && s.maxY <= whole.maxY) {
                error("a pattern's tile must be a rectangle of the image's pixels", r)
            }
            if !(p.alpha.isFinite && p.alpha >= 0 && p.alpha <= 1) { error("a pattern's alpha must be in 0…1, not \(n(p.alpha))", r) }
            if IRLimits.shrinksTooFar(t.concatenating(ctm)) {
                error("this pattern is squashed too flat to draw: its tile shrinks more than 1e9 times on the page", r)
            }
        }
    }

    mutating func gradient(_ g: Gradient, _ r: SourceRange) {
        if g.stops.isEmpty { error("a gradient needs at least one color", r) }
        var last = 0.0
        for s in g.stops {
            if !(s.location.isFinite && s.location >= last && s.location <= 1) {
                error("gradient locations must be in 0…1 and not decreasing, not \(n(s.location))", r)
                return
            }
            last = s.location
            color(s.color, r)
        }
    }

    mutating func shadow(_ sh: Shadow, _ r: SourceRange) {
        color(sh.color, r)
        // A CGContext shadow is measured in its base space; a layer's in the current user space.
        let k = scale(sh.toBase?.inverted()?.concatenating(ctm) ?? ctm)
        for (v, what) in [(sh.offset.width, "a shadow's offset"), (sh.offset.height, "a shadow's offset"), (sh.sigma, "a shadow's blur")] {
            if !(v.isFinite && abs(v) <= IRLimits.userCoordinate && abs(v) * k <= IRLimits.pageCoordinate) {
                error("\(what) must be within ±1000000 points (and ±2000000 on the page), not \(n(v))", r)
                return
            }
        }
        if sh.sigma < 0 { error("a shadow's blur must not be negative (it is \(n(sh.blur)))", r) }
    }

    /// A label's text: its box and font in range, its noncharacters replaced. Returns whether
    /// it changed the run.
    mutating func text(_ run: inout TextRun, _ r: SourceRange) -> Bool {
        let b = run.box
        for v in [b.origin.x, b.origin.y, b.origin.x + b.size.width, b.origin.y + b.size.height] {
            if !(v.isFinite && abs(v) <= IRLimits.userCoordinate) {
                error("this label's bounds reach \(n(v)), beyond the ±1000000 points a drawing can place", r)
                return false
            }
        }
        // An infinite width: text drawn at a point, which does not wrap.
        if run.wrapWidth != .infinity { length(run.wrapWidth, "this label's wrapping width", r, allowZero: true) }
        for s in run.spans {
            if s.range.lowerBound < 0 || s.range.upperBound > run.text.utf8.count {
                error("an attributed run \(s.range) lies outside its text of \(run.text.utf8.count) bytes", r)
            }
            if let f = s.attributes.font, !(f.size.isFinite && f.size > 0 && f.size <= IRLimits.maxFontSize) {
                error("a font size is more than 0 and at most 10000 points, not \(n(f.size))", r)
            }
            for v in [s.attributes.kern, s.attributes.baselineOffset].compactMap({ $0 }) where !(v.isFinite && abs(v) <= 1e6) {
                error("a kern or baseline offset is at most 1000000 points, not \(n(v))", r)
            }
            if let w = s.attributes.strokeWidth, !(w.isFinite && abs(w) <= 1000) {
                error("a stroke width is at most 1000 percent of the font's size, not \(n(w))", r)
            }
        }
        let size = run.font.size
        if !(size.isFinite && size > 0 && size <= IRLimits.maxFontSize) {
            error("a font size is more than 0 and at most 10000 points, not \(n(size))", r)
            return false
        }
        if !(0...IRLimits.maxLines).contains(run.lines) {
            error("'numberOfLines' is from 0 to 100000, not \(run.lines)", r)
        }
        // The glyphs stay within the box, give or take a font size (a line taller than the box,
        // the ellipsis): the box widened by that must fit on the page.
        let grow = size * scale(ctm), page = IRLimits.pageCoordinate
        if let far = b.corners.map({ $0.applying(ctm) }).first(where: { abs($0.x) + grow > page || abs($0.y) + grow > page }) {
            error("this label reaches (\(n(far.x)), \(n(far.y))) on the page, beyond the ±2000000 points cairo can draw", r)
            return false
        }
        if !run.spans.isEmpty && !stopped {
            let t = RasterCost.text(run)
            renderCost += t.cost
            if renderCost > renderBudget {
                let why = Double(t.shaping) * Double(t.attributes) * RasterCost.attributeStepCost >= t.cost / 2
                    ? "this text changes its font, kern or baseline \(t.shaping) times, and pango walks its \(t.attributes) attributes at each"
                    : "this text's \(t.shadows) different shadows draw it \(t.shadows) times over"
                error("rendering this drawing would cost more than \(formatNumber(renderBudget / 1_000_000)) megapixels (at one pixel a point): "
                      + why + "; raise the limit with --max-render-cost", r)
                stopped = true
            }
        }
        let (clean, first) = IRValidator.replacingNoncharacters(run.text)
        guard let u = first else { return false }
        warn("this text holds \(Checker.name(u)), a Unicode noncharacter that PDF text and SVG cannot carry; it is drawn as U+FFFD (�)", r)
        run.text = clean
        return true
    }

    mutating func image(_ ref: ImageRef, _ dest: Rect, _ r: SourceRange) {
        if ref.pixelWidth < 1 || ref.pixelHeight < 1 {
            error("the image '\(ref.name)' has no pixels", r)
            return
        }
        for v in [dest.origin.x, dest.origin.y, dest.origin.x + dest.size.width, dest.origin.y + dest.size.height] {
            if !(v.isFinite && abs(v) <= IRLimits.userCoordinate) {
                error("this image is drawn to \(n(v)), beyond the ±1000000 points a drawing can place", r)
                return
            }
        }
        if let far = dest.corners.map({ $0.applying(ctm) }).first(where: { abs($0.x) > IRLimits.pageCoordinate || abs($0.y) > IRLimits.pageCoordinate }) {
            error("this image reaches (\(n(far.x)), \(n(far.y))) on the page, beyond the ±2000000 points cairo can draw", r)
            return
        }
        let pixel = Transform(scaleX: dest.width / Double(ref.pixelWidth), y: dest.height / Double(ref.pixelHeight))
        if IRLimits.shrinksTooFar(pixel.concatenating(ctm)) {
            // %g: a size of 1e-308 shows as such, not rounded to 0.
            error("this image is squashed too flat to draw: drawn \(cFormat("%g×%g", dest.width, dest.height)) points, its pixels shrink more than 1e9 times on the page", r)
        }
    }


    // MARK: values

    mutating func color(_ c: Color, _ r: SourceRange) {
        for v in [c.red, c.green, c.blue, c.alpha] where !(v.isFinite && v >= 0 && v <= 1) {
            error("a color component must be in 0…1, not \(n(v))", r)
            return
        }
    }

    /// A point in user space: finite, within ±userCoordinate there and ±pageCoordinate on the page.
    mutating func point(_ p: Point, _ what: String, _ r: SourceRange, onPage: Bool = true) {
        guard p.x.isFinite, p.y.isFinite, abs(p.x) <= IRLimits.userCoordinate, abs(p.y) <= IRLimits.userCoordinate else {
            error("\(what) (\(n(p.x)), \(n(p.y))) is beyond the ±1000000 points a drawing can place", r)
            return
        }
        if !onPage { return }
        let q = p.applying(ctm)
        if abs(q.x) > IRLimits.pageCoordinate || abs(q.y) > IRLimits.pageCoordinate {
            error("\(what) is at (\(n(q.x)), \(n(q.y))) on the page, beyond the ±2000000 points cairo can draw", r)
        }
    }

    /// A length in user space: finite, not negative, at most userCoordinate there and
    /// pageCoordinate on the page.
    mutating func length(_ v: Double, _ what: String, _ r: SourceRange, allowZero: Bool) {
        if !(v.isFinite && (allowZero ? v >= 0 : v > 0)) {
            error("\(what) must be a finite number \(allowZero ? "of 0 or more" : "above 0"), not \(n(v))", r)
        } else if v > IRLimits.userCoordinate {
            error("\(what) (\(n(v))) is more than the 1000000 points a drawing can use", r)
        } else if v * scale(ctm) > IRLimits.pageCoordinate {
            error("\(what) (\(n(v))) is \(n(v * scale(ctm))) points on the page, more than the 2000000 cairo can draw", r)
        }
    }

    /// How much a transform can stretch a length, at most (its Frobenius norm, which is at
    /// least its largest singular value).
    func scale(_ t: Transform) -> Double {
        (t.a * t.a + t.b * t.b + t.c * t.c + t.d * t.d).squareRoot()
    }

    func n(_ v: Double) -> String { formatNumber(v) }

    /// `U+FFFE`: a code point as Unicode writes it.
    static func name(_ u: Unicode.Scalar) -> String {
        let hex = String(u.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    // MARK: reporting

    mutating func error(_ message: String, _ r: SourceRange) {
        report(.error, message, r)
    }

    mutating func warn(_ message: String, _ r: SourceRange) {
        report(.warning, message, r)
    }

    mutating func report(_ severity: Severity, _ message: String, _ r: SourceRange) {
        // One error (and one warning) per place: a view drawn by a loop of a million passes
        // reports its mistake once.
        let key = "\(severity):\(r.fileID):\(r.lower):\(r.upper)"
        guard seen.insert(key).inserted else { return }
        if severity == .error {
            if errors == IRLimits.maxErrors {
                diagnostics.append(.error("too many errors (more than \(IRLimits.maxErrors)); stopping here", at: r))
                stopped = true
                return
            }
            errors += 1
        }
        diagnostics.append(Diagnostic(severity, message, at: r))
    }
}
