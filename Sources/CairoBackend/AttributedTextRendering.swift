// Attributed text (NSAttributedString) with pango: each span's font, kern and baseline offset
// are pango attributes of the one layout that measures and draws; its colors are pango's too
// when the glyphs are drawn as text (PDF, SVG). Backgrounds, underlines and strikethroughs are
// drawn here, from the laid-out glyphs, the same way in every format; an image (PNG) gets the
// glyphs' outlines filled span by span in their colors, as plain text gets its outlines.

import CCairo
import CPango
import DrawIR
import FoundationEssentials
import Glibc
import ViewGeometry

extension PangoTextLayout {
    /// pango's description of a font: family, weight, italic, size in points.
    static func fontDescription(_ font: Font) -> OpaquePointer {
        let desc = pango_font_description_new()!
        pango_font_description_set_family(desc, font.resolvedFamily)
        pango_font_description_set_weight(desc, PangoWeight(rawValue: UInt32(font.weight.value)))
        // Italic: the family's italic face, or its oblique one (DejaVu Sans has Oblique faces).
        if font.italic { pango_font_description_set_style(desc, PANGO_STYLE_ITALIC) }
        pango_font_description_set_absolute_size(desc, font.size * Double(PANGO_SCALE))
        return desc
    }

    /// The spans' shaping attributes and colors as a pango attribute list on the layout.
    /// UTF-8 byte ranges of the words of Hangul (runs of Hangul syllables and jamo between
    /// spaces and punctuation), two syllables or longer.
    static func hangulWords(_ text: [UInt8], maxSyllables: Int) -> [Range<Int>] {
        var out: [Range<Int>] = []
        var start: Int? = nil, count = 0
        var i = 0
        while i < text.count {
            let b = text[i]
            let n = b < 0x80 ? 1 : b < 0xE0 ? 2 : b < 0xF0 ? 3 : 4
            var hangul = false
            if n == 3, i + 2 < text.count {
                let v = (UInt32(b & 0x0F) << 12) | (UInt32(text[i + 1] & 0x3F) << 6) | UInt32(text[i + 2] & 0x3F)
                hangul = (0xAC00...0xD7A3).contains(v) || (0x1100...0x11FF).contains(v) || (0x3130...0x318F).contains(v)
            }
            if hangul {
                if start == nil { start = i; count = 0 }
                count += 1
            } else if let s = start {
                if count > 1 && count <= maxSyllables { out.append(s..<i) }
                start = nil
            }
            i += n
        }
        if let s = start, count > 1 && count <= maxSyllables { out.append(s..<text.count) }
        return out
    }

    /// The colour emoji font a symbol asking for emoji presentation is drawn in.
    static let emojiFamily = "Noto Color Emoji"

    /// UTF-8 byte ranges of an emoji character followed by VARIATION SELECTOR-16 (U+FE0F),
    /// which asks for its emoji presentation: a symbol whose default is text (U+2764 HEAVY
    /// BLACK HEART, the "❤️" of so much UI text) is then drawn as iOS draws it, the colour
    /// emoji, where fontconfig would take the first font that has the character (a
    /// monochrome one). Only characters Unicode lists as emoji, which the colour font has.
    static func emojiPresentations(_ text: [UInt8]) -> [Range<Int>] {
        var out: [Range<Int>] = []
        var previous: (start: Int, emoji: Bool)? = nil
        var i = 0
        for s in String(decoding: text, as: UTF8.self).unicodeScalars {
            let n = s.utf8.count
            if s.value == 0xFE0F, let p = previous, p.emoji { out.append(p.start..<min(i + n, text.count)) }
            previous = (i, s.properties.isEmoji)
            i += n
        }
        return out
    }

    /// UIKit's standard line-break strategy keeps a Hangul word together (hangulWordPriority):
    /// no line break inside one (pango would break between any two syllables) — unless the
    /// word is wider than a line (a syllable is at most an em wide), which then breaks. No
    /// `width` (a line that does not wrap, or wraps by characters): nothing to keep.
    static func keepHangulWords(_ text: [UInt8], width: Double?, size: Double) -> [UnsafeMutablePointer<PangoAttribute>] {
        guard let width else { return [] }
        var out: [UnsafeMutablePointer<PangoAttribute>] = []
        // Compared in floating point before it becomes an Int: a label 1e100 points wide (or
        // one whose width is not a number) must not trap.
        let fit = (width / max(size, 0.01)).rounded(.down)
        for r in hangulWords(text, maxSyllables: fit >= 100_000 ? 100_000 : fit > 0 ? Int(fit) : 0) {
            guard let a = pango_attr_allow_breaks_new(0) else { continue }
            a.pointee.start_index = UInt32(clamping: r.lowerBound)
            a.pointee.end_index = UInt32(clamping: r.upperBound)
            out.append(a)
        }
        return out
    }

    static func setAttributes(_ layout: OpaquePointer, _ text: [UInt8], _ spans: [TextSpan], scale: Double, width: Double?, size: Double) {
        let list = pango_attr_list_new()!
        defer { pango_attr_list_unref(list) }
        // Each attribute over the longest stretch of spans that share its value: a text styled
        // a character at a time in one font is one font attribute, not one a character. pango
        // applies its colours to each shaped item by walking the list from its start, and an
        // item ends wherever a font attribute does, so attributes split needlessly would make
        // laying out quadratic in the spans.
        var made: [(start: Int, order: Int, attribute: UnsafeMutablePointer<PangoAttribute>)] = []
        func stretches<V: Equatable>(_ value: (TextAttributes) -> V?, _ make: (V) -> UnsafeMutablePointer<PangoAttribute>?) {
            var current: (value: V, range: Range<Int>)? = nil
            func flush() {
                guard let c = current, let a = make(c.value) else { return }
                a.pointee.start_index = UInt32(clamping: c.range.lowerBound)
                a.pointee.end_index = UInt32(clamping: c.range.upperBound)
                made.append((c.range.lowerBound, made.count, a))
            }
            for s in spans where !s.range.isEmpty {
                let v = value(s.attributes)
                if let c = current, let v, v == c.value, c.range.upperBound == s.range.lowerBound {
                    current = (v, c.range.lowerBound..<s.range.upperBound)
                    continue
                }
                flush()
                current = v.map { ($0, s.range) }
            }
            flush()
        }
        stretches({ $0.font }) { f in
            var font = f
            // A label shrunk to fit (adjustsFontSizeToFitWidth) shrinks its spans' fonts too.
            font.size *= scale
            let d = fontDescription(font)
            defer { pango_font_description_free(d) }
            return pango_attr_font_desc_new(d)
        }
        stretches({ $0.foregroundColor }) { c in pango_attr_foreground_new(channel(c.red), channel(c.green), channel(c.blue)) }
        stretches({ $0.foregroundColor }) { c in pango_attr_foreground_alpha_new(max(1, channel(c.alpha))) }
        // Pango spaces each glyph of the run by half the letter spacing on each side (none at
        // a line's ends); UIKit puts the kern after each character. The glyphs of the run are
        // as far apart as UIKit's; `measure` adds what the line's ends lose.
        stretches({ $0.kern.flatMap { $0 == 0 ? nil : $0 } }) { k in pango_attr_letter_spacing_new(pangoUnits(k)) }
        stretches({ $0.baselineOffset.flatMap { $0 == 0 ? nil : $0 } }) { b in pango_attr_rise_new(pangoUnits(b)) }
        // In order of where they start, so that each insertion appends (pango's list is sorted
        // by start and searched from its end).
        if let noHyphens = pango_attr_insert_hyphens_new(0) {
            noHyphens.pointee.start_index = 0
            noHyphens.pointee.end_index = UInt32.max
            made.append((0, made.count, noHyphens))
        }
        // No fallback: the colour font has the symbol but not the selector, and pango would
        // otherwise take the one font that has both, a monochrome one.
        for r in emojiPresentations(text) {
            for a in [pango_attr_family_new(emojiFamily), pango_attr_fallback_new(0)] {
                guard let a else { continue }
                a.pointee.start_index = UInt32(clamping: r.lowerBound)
                a.pointee.end_index = UInt32(clamping: r.upperBound)
                made.append((r.lowerBound, made.count, a))
            }
        }
        if text.contains(where: { $0 == 0xEA || $0 == 0xEB || $0 == 0xEC || $0 == 0xED || $0 == 0xE1 || $0 == 0xE3 }) {
            for a in keepHangulWords(text, width: width, size: size) { made.append((Int(a.pointee.start_index), made.count, a)) }
        }
        made.sort { ($0.start, $0.order) < ($1.start, $1.order) }
        for m in made { pango_attr_list_insert(list, m.attribute) }
        pango_layout_set_attributes(layout, list)
    }

    private static func channel(_ v: Double) -> UInt16 { UInt16(max(0, min(65535, (v * 65535).rounded()))) }

    /// One glyph as laid out: where it is drawn, its advance, the byte of the text it stands
    /// for, its font, and the line's top and bottom.
    struct PlacedGlyph {
        var glyph: UInt32
        var x: Double, y: Double, advance: Double
        var byte: Int
        var font: OpaquePointer?
        var lineTop: Double, lineBottom: Double, baseline: Double
        var isBitmap: Bool
    }

    /// Every glyph of the layout, line by line and run by run, in visual order, placed for a
    /// layout whose top-left corner is at (x, top).
    static func placedGlyphs(_ layout: OpaquePointer, x: Double, top: Double, paragraph: ParagraphStyle? = nil,
                             alignment: TextAlignment = .natural) -> [PlacedGlyph] {
        var out: [PlacedGlyph] = []
        let shifts = lineShifts(layout, paragraph), moves = lineIndentShifts(layout, paragraph, alignment)
        let iter = pango_layout_get_iter(layout)!
        defer { pango_layout_iter_free(iter) }
        var lineIndex = 0, lastLine: UnsafeMutableRawPointer? = nil
        repeat {
            let line = pango_layout_iter_get_line_readonly(iter)
            if lastLine != nil && line != lastLine { lineIndex += 1 }
            lastLine = line
            let top = top + (lineIndex < shifts.count ? shifts[lineIndex] : 0)
            guard let run = pango_layout_iter_get_run_readonly(iter) else { continue }
            var logical = PangoRectangle()
            pango_layout_iter_get_run_extents(iter, nil, &logical)
            var y0: Int32 = 0, y1: Int32 = 0
            pango_layout_iter_get_line_yrange(iter, &y0, &y1)
            let item = run.pointee.item.pointee
            let font = item.analysis.font
            let bitmap = isBitmapFont(font)
            let baseline = top + units(pango_layout_iter_get_baseline(iter))
            let gs = run.pointee.glyphs.pointee
            var gx = x + units(logical.x) + (lineIndex < moves.count ? moves[lineIndex] : 0)
            let rise = units(run.pointee.y_offset)
            for i in 0..<Int(gs.num_glyphs) {
                let g = gs.glyphs[i]
                out.append(PlacedGlyph(glyph: g.glyph, x: gx + units(g.x_offset), y: baseline - rise + units(g.y_offset),
                                       advance: units(g.width), byte: Int(item.offset) + Int(gs.log_clusters[i]), font: font,
                                       lineTop: top + units(y0), lineBottom: top + units(y1), baseline: baseline - rise, isBitmap: bitmap))
                gx += units(g.width)
            }
        } while pango_layout_iter_next_run(iter) != 0
        return out
    }

    /// A glyph no installed font has: pango's unknown glyph, the character's code with a flag.
    static func isMissing(_ g: PlacedGlyph) -> Bool { g.glyph & 0x1000_0000 != 0 }   // PANGO_GLYPH_UNKNOWN_FLAG

    /// A missing glyph as pango draws it in plain text: a box with the character's code in hex,
    /// over its advance, in the current source.
    static func drawMissing(_ g: PlacedGlyph, _ font: OpaquePointer, on cr: OpaquePointer) {
        // A glyph string of the one glyph (PangoGlyphInfo's attr: is_cluster_start).
        var info = PangoGlyphInfo(glyph: g.glyph, width: Int32((g.advance * Double(PANGO_SCALE)).rounded()), x_offset: 0, y_offset: 0, attr: 1)
        var cluster: Int32 = 0
        cairo_move_to(cr, g.x, g.y)
        withUnsafeMutablePointer(to: &info) { glyphs in
            withUnsafeMutablePointer(to: &cluster) { clusters in
                var string = PangoGlyphString(num_glyphs: 1, glyphs: glyphs, log_clusters: clusters, space: 1)
                pango_cairo_show_glyph_string(cr, font, &string)
            }
        }
        cairo_new_path(cr)
    }

    static func isBitmapFont(_ font: OpaquePointer?) -> Bool {
        guard let font, let pattern = pango_fc_font_get_pattern(font) else { return false }
        var outline: Int32 = 1
        return FcPatternGetBool(pattern, "outline", 0, &outline) == 0 && outline == 0
    }

    /// The span a byte of the text is in.
    static func span(_ spans: [TextSpan], _ byte: Int) -> TextSpan? {
        var lo = 0, hi = spans.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if spans[mid].range.upperBound <= byte { lo = mid + 1 } else { hi = mid }
        }
        return lo < spans.count && spans[lo].range.contains(byte) ? spans[lo] : nil
    }

    /// Consecutive glyphs (on one line) that share a key, as segments: from the first's left
    /// edge to the last's right edge.
    static func segments<K: Equatable>(_ glyphs: [PlacedGlyph], _ key: (PlacedGlyph) -> K?) -> [(key: K, glyphs: ArraySlice<PlacedGlyph>)] {
        var out: [(K, ArraySlice<PlacedGlyph>)] = []
        var start = 0
        while start < glyphs.count {
            guard let k = key(glyphs[start]) else { start += 1; continue }
            var end = start + 1
            while end < glyphs.count, glyphs[end].lineTop == glyphs[start].lineTop, key(glyphs[end]) == k { end += 1 }
            out.append((k, glyphs[start..<end]))
            start = end
        }
        return out
    }

    /// Whether the lines of a paragraph style's text are aligned here rather than by pango: text
    /// centred or aligned right whose first line's indent differs from the others'. TextKit
    /// aligns each line within its own fragment, from its indent (a paragraph's first line at
    /// firstLineHeadIndent, the others at headIndent) to the right edge; pango wraps and
    /// places indented lines that way only when the text is aligned left, so such a layout is
    /// made aligned left (TextRendering.makeLayout) and its lines moved (`lineIndentShifts`).
    static func alignsLines(_ paragraph: ParagraphStyle?, _ alignment: TextAlignment) -> Bool {
        guard let p = paragraph, p.firstLineHeadIndent != p.headIndent else { return false }
        return alignment == .center || alignment == .right
    }

    /// How far right each line of a layout made aligned left moves to stand aligned within
    /// its fragment (`alignsLines`), in order; [] when the lines stay where pango put them.
    static func lineIndentShifts(_ layout: OpaquePointer, _ paragraph: ParagraphStyle?, _ alignment: TextAlignment) -> [Double] {
        let width = pango_layout_get_width(layout)
        guard alignsLines(paragraph, alignment), width > 0 else { return [] }
        var out: [Double] = []
        let iter = pango_layout_get_iter(layout)!
        defer { pango_layout_iter_free(iter) }
        repeat {
            // Pango has put the line at its own indent from the layout's left edge (the first
            // line's for a positive indent, every other line's for a negative one).
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iter, nil, &logical)
            let own = units(logical.x)
            let room = units(width) - own - units(logical.width)
            out.append(alignment == .center ? room / 2 : room)
        } while pango_layout_iter_next_line(iter) != 0
        return out
    }

    /// NSParagraphStyle's paragraphSpacing (after a paragraph) and paragraphSpacingBefore
    /// (before one, but the first): how far down each line of the layout moves, in order.
    static func lineShifts(_ layout: OpaquePointer, _ paragraph: ParagraphStyle?) -> [Double] {
        guard let p = paragraph, p.paragraphSpacing > 0 || p.paragraphSpacingBefore > 0 else { return [] }
        let text = pango_layout_get_text(layout).map { Array(UnsafeBufferPointer(start: UnsafeRawPointer($0).assumingMemoryBound(to: UInt8.self), count: strlen($0))) } ?? []
        var out: [Double] = []
        var shift = 0.0
        let iter = pango_layout_get_iter(layout)!
        defer { pango_layout_iter_free(iter) }
        var first = true
        repeat {
            let start = Int(pango_layout_iter_get_index(iter))
            // A line that starts right after a paragraph separator (a line feed, a carriage
            // return, U+2029) starts a paragraph.
            if !first, start > 0, start <= text.count,
               text[start - 1] == 0x0A || text[start - 1] == 0x0D || start >= 3 && text[start - 3..<start].elementsEqual([0xE2, 0x80, 0xA9]) {
                shift += p.paragraphSpacing + p.paragraphSpacingBefore
            }
            first = false
            out.append(shift)
        } while pango_layout_iter_next_line(iter) != 0
        return out
    }

    /// Where a segment of glyphs starts and ends on its line (in visual order either way).
    static func extent(_ glyphs: ArraySlice<PlacedGlyph>) -> (x0: Double, x1: Double) {
        let first = glyphs.first!, last = glyphs.last!
        return (min(first.x, last.x), max(first.x + first.advance, last.x + last.advance))
    }

    /// Draws an attributed run's layout (call locked, in the run's clip).
    func drawAttributed(_ run: TextRun, _ layout: OpaquePointer, on cr: OpaquePointer, x: Double, top: Double, asOutlines: Bool) {
        let glyphs = Self.placedGlyphs(layout, x: x, top: top, paragraph: run.paragraph, alignment: run.alignment)
        let spans = run.spans
        // Backgrounds: each span's color over its glyphs' advances, the line's height.
        for seg in Self.segments(glyphs, { Self.span(spans, $0.byte)?.attributes.backgroundColor }) where seg.key.alpha > 0 {
            let first = seg.glyphs.first!, (x0, x1) = Self.extent(seg.glyphs)
            cairo_set_source_rgba(cr, seg.key.red, seg.key.green, seg.key.blue, seg.key.alpha)
            cairo_rectangle(cr, x0, first.lineTop, x1 - x0, first.lineBottom - first.lineTop)
            cairo_fill(cr)
        }
        func color(_ g: PlacedGlyph) -> Color { Self.span(spans, g.byte)?.attributes.foregroundColor ?? run.color }
        // A span with a stroke width (NSAttributedString.Key.strokeWidth) has its glyphs' outlines
        // stroked, which only a path can be: a run with one is drawn as outlines in any format.
        let stroked = spans.contains { ($0.attributes.strokeWidth ?? 0) != 0 }
        if asOutlines || stroked {
            // An image (or a stroked text): each span's glyphs filled as outlines in its color
            // (bitmap glyphs, colour emoji, painted as images), then stroked where the span has a
            // stroke width: positive strokes alone, negative strokes over the fill, the line
            // |width| percent of the font's point size wide, in the stroke color (the foreground
            // color when it has none), joined as the run says (Quartz's default: miter, limit 10).
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
            for seg in Self.segments(glyphs, { g -> [Double]? in
                let c = color(g), a = Self.span(spans, g.byte)?.attributes
                let w = a?.strokeWidth ?? 0
                guard w != 0 else { return [c.red, c.green, c.blue, c.alpha, 0, 0, 0, 0, 0] }
                let s = a?.strokeColor ?? c
                return [c.red, c.green, c.blue, w > 0 ? 0 : c.alpha, s.red, s.green, s.blue, s.alpha, w]
            }) {
                let c = seg.key, width = c[8]
                guard c[3] > 0 || width != 0 && c[7] > 0 else { continue }
                cairo_set_source_rgba(cr, c[0], c[1], c[2], c[3])
                var i = seg.glyphs.startIndex
                while i < seg.glyphs.endIndex {
                    var j = i + 1
                    while j < seg.glyphs.endIndex, seg.glyphs[j].font == seg.glyphs[i].font { j += 1 }
                    let part = seg.glyphs[i..<j]
                    if let font = part.first!.font, let sf = pango_cairo_font_get_scaled_font(font) {
                        cairo_set_scaled_font(cr, sf)
                        var cg = part.filter { !Self.isMissing($0) }.map { cairo_glyph_t(index: UInt($0.glyph), x: $0.x, y: $0.y) }
                        cairo_new_path(cr)
                        if part.first!.isBitmap {
                            if c[3] > 0 { cairo_show_glyphs(cr, &cg, Int32(cg.count)) }
                        } else if width == 0 {
                            cairo_glyph_path(cr, &cg, Int32(cg.count))
                            cairo_fill(cr)
                        } else {
                            cairo_glyph_path(cr, &cg, Int32(cg.count))
                            if c[3] > 0 { cairo_fill_preserve(cr) }
                            var m = cairo_matrix_t()
                            cairo_scaled_font_get_font_matrix(sf, &m)
                            cairo_save(cr)
                            cairo_set_source_rgba(cr, c[4], c[5], c[6], c[7])
                            cairo_set_line_width(cr, abs(width) / 100 * abs(m.yy))
                            cairo_set_line_join(cr, run.strokeJoin == .round ? CAIRO_LINE_JOIN_ROUND : run.strokeJoin == .bevel ? CAIRO_LINE_JOIN_BEVEL : CAIRO_LINE_JOIN_MITER)
                            cairo_set_miter_limit(cr, run.strokeMiterLimit)
                            cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
                            cairo_set_dash(cr, nil, 0, 0)
                            cairo_stroke(cr)
                            cairo_restore(cr)
                        }
                        for g in part where Self.isMissing(g) { Self.drawMissing(g, font, on: cr) }
                    }
                    i = j
                }
            }
        } else {
            // Text (PDF, SVG): pango draws the glyphs with the spans' colors (line by line when
            // paragraphs are spaced apart).
            cairo_set_source_rgba(cr, run.color.red, run.color.green, run.color.blue, run.color.alpha)
            let shifts = Self.lineShifts(layout, run.paragraph), moves = Self.lineIndentShifts(layout, run.paragraph, run.alignment)
            if shifts.isEmpty && moves.isEmpty {
                cairo_move_to(cr, x, top)
                pango_cairo_show_layout(cr, layout)
            } else {
                let iter = pango_layout_get_iter(layout)!
                var k = 0
                repeat {
                    var logical = PangoRectangle()
                    pango_layout_iter_get_line_extents(iter, nil, &logical)
                    cairo_move_to(cr, x + units(logical.x) + (k < moves.count ? moves[k] : 0),
                                  top + units(pango_layout_iter_get_baseline(iter)) + (shifts.isEmpty ? 0 : shifts[min(k, shifts.count - 1)]))
                    pango_cairo_show_layout_line(cr, pango_layout_iter_get_line_readonly(iter))
                    k += 1
                } while pango_layout_iter_next_line(iter) != 0
                pango_layout_iter_free(iter)
            }
        }
        // Underlines and strikethroughs, in the span's color, at the font's own position and
        // thickness: NSUnderlineStyle's single line, a thick one (twice as thick) and a double one.
        for (isUnderline, style) in [(true, { (a: TextAttributes) in a.underlineStyle }), (false, { (a: TextAttributes) in a.strikethroughStyle })] {
            let segs = Self.segments(glyphs) { g -> [Double]? in
                guard let sp = Self.span(spans, g.byte), let st = style(sp.attributes), st != .none else { return nil }
                let c = sp.attributes.foregroundColor ?? run.color
                return [Double(st.rawValue), c.red, c.green, c.blue, c.alpha]
            }
            for seg in segs where seg.key[4] > 0 {
                let first = seg.glyphs.first!, (x0, x1) = Self.extent(seg.glyphs)
                guard let m = Self.decorationMetrics(seg.glyphs) else { continue }
                let position = units(isUnderline ? pango_font_metrics_get_underline_position(m) : pango_font_metrics_get_strikethrough_position(m))
                var thickness = units(isUnderline ? pango_font_metrics_get_underline_thickness(m) : pango_font_metrics_get_strikethrough_thickness(m))
                pango_font_metrics_unref(m)
                let st = UnderlineStyle(rawValue: Int(seg.key[0])) ?? .single
                if st == .thick { thickness *= 2 }
                cairo_set_source_rgba(cr, seg.key[1], seg.key[2], seg.key[3], seg.key[4])
                let y = first.baseline - position
                cairo_rectangle(cr, x0, y, x1 - x0, thickness)
                if st == .double { cairo_rectangle(cr, x0, y + 2 * thickness, x1 - x0, thickness) }
                cairo_fill(cr)
            }
        }
    }

    /// The metrics whose underline and strikethrough a run of glyphs takes: its first glyph's
    /// font that is not a colour emoji's (else its first glyph's) — TextKit draws a run's lines
    /// at its text font's position, not at that of the fallback font an emoji is drawn in
    /// (whose underline sits far lower).
    static func decorationMetrics(_ glyphs: ArraySlice<PlacedGlyph>) -> OpaquePointer? {
        guard let font = (glyphs.first(where: { !$0.isBitmap }) ?? glyphs.first)?.font else { return nil }
        return pango_font_get_metrics(font, nil)
    }

    /// The areas of an attributed run's links, in the run's user space: per line, the span's
    /// glyphs' advances by the line's height.
    func linkAreas(_ run: TextRun) -> [(url: String, rect: Rect)] {
        guard run.spans.contains(where: { $0.attributes.link != nil }) else { return [] }
        lock.lock(); defer { lock.unlock() }
        setUp()
        guard let pieces = paragraphPieces(run) else { return linkAreasLocked(run) }
        return pieces.flatMap { linkAreasLocked($0.run) }
    }

    /// `linkAreas` of a run laid out as one layout (call locked).
    func linkAreasLocked(_ run: TextRun) -> [(url: String, rect: Rect)] {
        let (layout, top) = drawnLayout(run)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let glyphs = Self.placedGlyphs(layout, x: run.box.minX + (run.paragraph?.layoutIndent ?? 0), top: top, paragraph: run.paragraph,
                                       alignment: run.alignment)
        return Self.segments(glyphs) { Self.span(run.spans, $0.byte)?.attributes.link }.map { seg in
            let first = seg.glyphs.first!, (x0, x1) = Self.extent(seg.glyphs)
            return (seg.key, Rect(x0, first.lineTop, x1 - x0, first.lineBottom - first.lineTop))
        }
    }

    /// The size of an attributed text, as `measure` gives a plain one.
    public func measure(_ text: AttributedText, font: Font, width: Double?, lines: Int, lineBreakMode: LineBreakMode) -> Size {
        lock.lock(); defer { lock.unlock() }
        setUp()
        // The run's text and spans, NULs taken out together (TextRun(attributed:)).
        let run = TextRun(attributed: text, font: font, color: .black, alignment: .natural, box: .zero, wrapWidth: width ?? 0, lines: lines,
                          lineBreakMode: lineBreakMode)
        let paragraph = run.paragraph
        if let parts = run.paragraphRuns {
            // Paragraphs of different styles (or very many), stacked (ParagraphStack.swift),
            // wrapped as the first one's style says.
            return stackedSize(parts, width: width, lines: lines, mode: paragraph?.lineBreakMode ?? lineBreakMode)
        }
        let layout = makeLayout(run.text, font, width: width, alignment: .natural, mode: paragraph?.lineBreakMode ?? lineBreakMode,
                                spans: run.spans, paragraph: paragraph)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        // The lines' own indents (pango's, for the first line's indent) count in the width.
        let size = Self.firstLines(layout, lines, indented: paragraph.map { $0.firstLineHeadIndent != $0.headIndent } ?? false)
        // Kern at the text's ends: pango drops half of it at a line's start and end; UIKit puts
        // all of it after each character, the last one too.
        let trailing = ((text.runs.first?.attributes.kern ?? 0) + (text.runs.last?.attributes.kern ?? 0)) / 2
        // Paragraph spacing between the lines counted.
        let shifts = Self.lineShifts(layout, paragraph)
        let extra = shifts.isEmpty ? 0 : shifts[min(shifts.count, lines == 0 ? shifts.count : lines) - 1]
        return Size(size.width + (paragraph?.layoutIndent ?? 0) + trailing, size.height + extra)
    }
}
