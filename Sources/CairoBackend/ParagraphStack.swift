// Attributed text whose paragraphs differ in paragraph style, and text of very many paragraphs
// (TextRun.paragraphRuns: one layout of n paragraphs costs pango n times its length). TextKit
// gives each paragraph its own style — alignment, indents, line spacing, the spacing before and
// after it — while pango sets those for a whole layout; so each paragraph is a layout of its
// own, and the layouts are stacked as TextKit stacks paragraphs. Measuring, fitting lines to a
// label's line limit and height, truncating, drawing, links and searchable text all go through
// the stack. A text of a few paragraphs that share one style stays one layout (TextRendering.swift).

import CCairo
import CPango
import DrawIR
import FoundationEssentials
import ViewGeometry

extension PangoTextLayout {
    /// A paragraph laid out on its own, where the stack puts it.
    struct StackedParagraph {
        /// The paragraph's run (TextRun.paragraphRuns).
        var run: TextRun
        /// Where its text starts in the whole text's bytes.
        var start: Int
        /// The top of its layout, from the text's top.
        var top: Double
        /// The lines shown, and all its lines: fewer are shown only in the last paragraph
        /// shown, when text is left out.
        var shown: Int, count: Int
        /// The size of the lines shown: the widest one's right edge (its indent and the kern at
        /// its ends counted, as `measure` counts them) and the last one's bottom.
        var width: Double, height: Double
    }

    /// The paragraphs laid out at `width` (nil: unwrapped) and stacked as TextKit stacks them:
    /// a paragraph's first line below the previous paragraph's last line as far as two lines
    /// of the paragraph are apart (its line height multiple, or else the previous paragraph's
    /// lineSpacing below that one's last line, as one layout places its lines), plus the
    /// previous paragraph's paragraphSpacing and this one's paragraphSpacingBefore —
    /// NSParagraphStyle's rule: the space between two paragraphs is the sum of the two, so
    /// there is none before the first paragraph nor after the last. Only the lines that fit
    /// are kept: at most `lines` in all (0: any number), none ending below `height` (nil: no
    /// limit), but always the first. Call locked.
    func stack(_ parts: [(run: TextRun, start: Int)], width: Double?, lines: Int, height: Double?, mode: LineBreakMode) -> [StackedParagraph] {
        var out: [StackedParagraph] = []
        var used = 0
        // The previous paragraph: its top, its last line's bottom and baseline in its layout, and its style.
        var previous: (top: Double, bottom: Double, baseline: Int32, style: ParagraphStyle?)? = nil
        for part in parts {
            let r = part.run, style = r.paragraph
            let layout = makeLayout(r.text, r.font, width: width, alignment: r.alignment, mode: mode, spans: r.spans, paragraph: style)
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            let g = Self.lineGeometry(layout)
            var top = 0.0
            if let p = previous {
                if let f = style?.lineHeightMultiple, f > 0 {
                    // A line's baseline the multiple of its own height below the one before, as
                    // pango computes it (in single precision, truncated to its units).
                    let baseline = Float(p.baseline) + Float(f) * Float(g.firstHeight)
                    top = p.top + units(Int32(clamping: Int(baseline))) - units(g.firstBaseline)
                } else {
                    top = p.top + p.bottom + (p.style.map { $0.lineSpacing > 0 ? units(pangoUnits($0.lineSpacing)) : 0 } ?? 0)
                }
                top += (p.style?.paragraphSpacing ?? 0) + (style?.paragraphSpacingBefore ?? 0)
            }
            var shown = lines > 0 ? min(g.bottoms.count, lines - used) : g.bottoms.count
            if let height { shown = min(shown, g.bottoms.prefix(shown).prefix { top + $0 <= height + 1e-9 }.count) }
            if used == 0 { shown = max(shown, 1) }
            if shown <= 0 { break }
            let size = Self.firstLines(layout, shown, indented: style.map { $0.firstLineHeadIndent != $0.headIndent } ?? false)
            // pango drops half the kern at a line's ends; UIKit keeps all of it (as `measure`).
            let kern = ((r.spans.first?.attributes.kern ?? 0) + (r.spans.last?.attributes.kern ?? 0)) / 2
            out.append(StackedParagraph(run: r, start: part.start, top: top, shown: shown, count: g.bottoms.count,
                                        width: size.width + (style?.layoutIndent ?? 0) + kern, height: size.height))
            used += shown
            if shown < g.bottoms.count { break }
            previous = (top, g.lastBottom, g.lastBaseline, style)
        }
        return out
    }

    /// The size of the paragraphs stacked: the widest one's width, and the last one's bottom.
    /// Call locked.
    func stackedSize(_ parts: [(run: TextRun, start: Int)], width: Double?, lines: Int, mode: LineBreakMode) -> Size {
        let stacked = stack(parts, width: width, lines: lines, height: nil, mode: mode)
        return Size(stacked.map(\.width).max() ?? 0, stacked.last.map { $0.top + $0.height } ?? 0)
    }

    /// Where a layout's lines are: each line's bottom (pango's y range, as `firstLines` counts
    /// it), in points; in pango units, the first line's baseline and height (pango's, which a
    /// line height multiple multiplies) and the last line's baseline; and the last line's
    /// logical bottom, in points.
    static func lineGeometry(_ layout: OpaquePointer) -> (bottoms: [Double], firstBaseline: Int32, firstHeight: Int32, lastBottom: Double, lastBaseline: Int32) {
        let iter = pango_layout_get_iter(layout)!
        defer { pango_layout_iter_free(iter) }
        var bottoms: [Double] = []
        var firstBaseline: Int32 = 0, firstHeight: Int32 = 0, lastBaseline: Int32 = 0, lastBottom = 0.0
        repeat {
            var y0: Int32 = 0, y1: Int32 = 0
            pango_layout_iter_get_line_yrange(iter, &y0, &y1)
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iter, nil, &logical)
            let baseline = pango_layout_iter_get_baseline(iter)
            if bottoms.isEmpty {
                pango_layout_line_get_height(pango_layout_iter_get_line_readonly(iter), &firstHeight)
                firstBaseline = baseline
            }
            bottoms.append(units(y1))
            lastBottom = units(logical.y + logical.height)
            lastBaseline = baseline
        } while pango_layout_iter_next_line(iter) != 0
        return (bottoms, firstBaseline, firstHeight, lastBottom, lastBaseline)
    }

    /// A run at `scale` of its size: its font and its spans' fonts.
    static func scaled(_ run: TextRun, _ scale: Double) -> TextRun {
        guard scale != 1 else { return run }
        var r = run
        r.font.size *= scale
        for i in r.spans.indices { r.spans[i].attributes.font?.size *= scale }
        return r
    }

    /// The paragraphs of a run whose paragraph styles differ, each as a run of its own drawn
    /// from its box's top, where the stack puts it — the paragraphs together centred
    /// vertically in a label's box, or from the top of text drawn in code — with where its
    /// text starts in the whole text's bytes; nil when one layout draws the run. The lines
    /// kept are those the whole text keeps (the label's line limit and height count lines
    /// across paragraphs); the last paragraph shown is cut at its last line shown, which ends
    /// as the line break mode says. Call locked.
    func paragraphPieces(_ run: TextRun) -> [(run: TextRun, start: Int)]? {
        guard var parts = run.paragraphRuns else { return nil }
        // A label that shrinks its font to fit shrinks the whole text by one scale.
        if let minimum = run.minimumScaleFactor, minimum > 0, minimum < 1 {
            let scale = fitScale(run, minimum: minimum)
            parts = parts.map { (Self.scaled($0.run, scale), $0.start) }
        }
        let width = Self.layoutWidth(run)
        let stacked = stack(parts, width: width, lines: run.lines, height: run.wrapWidth.isFinite ? run.box.height : nil, mode: run.lineBreakMode)
        let total = stacked.last.map { $0.top + $0.height } ?? 0
        let top = run.topAligned ? run.box.minY : run.box.minY + (run.box.height - total) / 2
        let widest = stacked.map(\.width).max() ?? 0
        return stacked.map { p in
            var r = p.run
            // Unwrapped text (drawn at a point) is aligned within its widest paragraph, as one
            // layout aligns its lines within its widest line.
            var dx = 0.0
            if width == nil {
                if r.alignment == .center { dx = (widest - p.width) / 2 } else if r.alignment == .right { dx = widest - p.width }
            }
            // The box ends at the last line shown: a paragraph cut short keeps the lines that fit
            // its box, the last of them ending as the line break mode says (`drawnLayout`).
            r.box = Rect(run.box.minX + dx, top + p.top, run.box.width, p.shown < p.count ? p.height : p.height + 1)
            r.wrapWidth = width ?? .infinity
            r.lines = 0
            r.minimumScaleFactor = nil
            r.topAligned = true
            return (r, p.start)
        }
    }
}
