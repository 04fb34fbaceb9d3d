// Text with pango: the one layout function that both measures (ViewEval's TextLayoutEngine,
// for a label's sizeToFit while the tree is evaluated) and draws (the IR's text op), so that
// what was measured is exactly what is drawn.
//
// Layout is independent of the output: a private font map at 72 dpi (1 point = 1 unit), no
// hinting of outlines or metrics and no rounding of glyph positions, so the same text has the
// same size and glyph positions in SVG, PDF and PNG at any scale, on every run.

import CCairo
import CPango
import DrawIR
import FoundationEssentials
import ViewSupport
import Glibc
import ViewGeometry

/// Pango's text layout, shared by the whole process (pango and fontconfig are loaded and set
/// up once, on first use).
public final class PangoTextLayout: TextLayoutEngine, @unchecked Sendable {
    public static let shared = PangoTextLayout()

    let lock = Lock()
    /// Made on first use, so that a compile without text never starts fontconfig.
    private var fontMap: UnsafeMutablePointer<PangoFontMap>!
    private var context: OpaquePointer!
    private var families: [String]?
    /// The font files added so far, by their bytes' hash, with their faces.
    private var addedFonts: [Int: [FontFace]] = [:]
    /// The itemizing work of every layout made so far (`itemizingCost`): what the tests count
    /// to see that a text's layout is linear in its length.
    public private(set) var itemizingWork = 0

    private init() {}

    /// The font map and context: 72 dpi, no hinting, unrounded glyph positions. Call locked.
    /// Pango itself is loaded here, on first use (CPango): a drawing without text never loads
    /// it. Without pango nothing can be measured or drawn: viewc says so and exits.
    func setUp() {
        if context != nil { return }
        if let why = viewc_pango_load() {
            writeToStandardError("viewc: error: cannot load pango to lay out text: \(String(cString: why))\n")
            exit(1)
        }
        fontMap = pango_cairo_font_map_new()
        pango_cairo_font_map_set_resolution(OpaquePointer(fontMap), 72)
        context = pango_font_map_create_context(fontMap)
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_context_set_round_glyph_positions(context, 0)
    }

    /// Without a single font (none installed, none added from a file) pango lays text out
    /// from memory it never set, its positions changing from run to run: no text can be
    /// drawn, so viewc says so and exits. Call locked, set up.
    func requireAFont() {
        let config = FcConfigGetCurrent()
        let system = FcConfigGetFonts(config, 0)?.pointee.nfont ?? 0
        let added = FcConfigGetFonts(config, 1)?.pointee.nfont ?? 0
        if system + added == 0 {
            writeToStandardError("viewc: error: fontconfig finds no fonts to lay out text with: install one (Debian: fonts-dejavu-core), or see the fonts FONTCONFIG_FILE names\n")
            exit(1)
        }
    }

    // MARK: TextLayoutEngine

    public func measure(_ text: String, font: Font, width: Double?, lines: Int, lineBreakMode: LineBreakMode) -> Size {
        lock.lock(); defer { lock.unlock() }
        setUp()
        // A text of very many paragraphs, stacked (TextRun.paragraphsInOneLayout).
        let run = TextRun(text: text, font: font, color: .black, alignment: .natural, box: .zero, wrapWidth: width ?? 0, lines: lines,
                          lineBreakMode: lineBreakMode)
        if let parts = run.paragraphRuns { return stackedSize(parts, width: width, lines: lines, mode: lineBreakMode) }
        let layout = makeLayout(text, font, width: width, alignment: .natural, mode: lineBreakMode)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let firstLines = PangoTextLayout.firstLines(layout, lines)
        return Size(firstLines.width, firstLines.height)
    }

    /// One line's: its baseline is the ascender, its height (pango's line height, which labels
    /// are measured with) less the ascender the descender; the ink of "H" and of "x" above the
    /// baseline the cap and x heights. Pango's lines hold no leading of their own.
    public func lineMetrics(_ font: Font) -> FontLineMetrics {
        lock.lock(); defer { lock.unlock() }
        setUp()
        func line(_ text: String) -> (baseline: Double, height: Double, inkTop: Double) {
            let layout = makeLayout(text, font, width: nil, alignment: .natural)
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            var ink = PangoRectangle(), logical = PangoRectangle()
            pango_layout_get_extents(layout, &ink, &logical)
            let iter = pango_layout_get_iter(layout)!
            defer { pango_layout_iter_free(iter) }
            return (units(pango_layout_iter_get_baseline(iter)), units(logical.height), units(ink.y))
        }
        let h = line("H"), x = line("x")
        return FontLineMetrics(ascender: h.baseline, descender: h.baseline - h.height, leading: 0,
                               capHeight: h.baseline - h.inkTop, xHeight: x.baseline - x.inkTop)
    }

    /// Pango counts the glyphs it found in no font; only then is each distinct character laid
    /// out alone to name them (a text without missing characters costs one layout).
    public func missingCharacters(_ text: String, font: Font, limit: Int) -> [Unicode.Scalar] {
        lock.lock(); defer { lock.unlock() }
        setUp()
        func unknown(_ t: String) -> Bool {
            let layout = makeLayout(t, font, width: nil, alignment: .natural)
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            return pango_layout_get_unknown_glyphs_count(layout) > 0
        }
        guard unknown(text) else { return [] }
        var seen = Set<Unicode.Scalar>(), out: [Unicode.Scalar] = []
        for s in text.unicodeScalars where !seen.contains(s) {
            seen.insert(s)
            // Noncharacters are drawn as U+FFFD, with a warning of their own (DrawIR's Validation).
            if s.properties.isWhitespace || s.value < 0x20 || s.properties.generalCategory == .format || s.properties.isNoncharacterCodePoint { continue }
            if seen.count > 4096 { break }   // a text of very many distinct characters: the first ones named
            if unknown(String(s)) {
                out.append(s)
                if out.count >= limit { break }
            }
        }
        return out
    }

    /// A font file's bytes, held in an anonymous memory file for the process's life (pango
    /// and cairo read the font from it as they draw and embed it), added to fontconfig's
    /// fonts; its faces from FcFreeTypeQuery.
    public func addFontFile(_ bytes: [UInt8]) -> [FontFace] {
        lock.lock(); defer { lock.unlock() }
        setUp()
        // A font file starts with a TrueType or OpenType tag, or a collection's.
        let magic = bytes.prefix(4)
        guard [[0, 1, 0, 0], Array("OTTO".utf8), Array("true".utf8), Array("ttcf".utf8)].contains(Array(magic)),
              Self.tablesAreWhole(bytes) else { return [] }
        // The same file again (another compile of a batch): already added.
        var hasher = Hasher()
        hasher.combine(bytes)
        let key = hasher.finalize()
        if let done = addedFonts[key] { return done }
        let fd = viewc_memfd("viewc-font")
        guard fd >= 0 else { return [] }
        var written = 0
        while written < bytes.count {
            let n = bytes[written...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            if n <= 0 { close(fd); return [] }
            written += n
        }
        let path = "/proc/self/fd/\(fd)"
        var faces: [FontFace] = []
        var id: UInt32 = 0, count: Int32 = 1
        while Int32(id) < count && id < 256 {
            guard let p = FcFreeTypeQuery(path, id, nil, &count) else { break }
            func string(_ k: String) -> String {
                var out: UnsafeMutablePointer<CChar>?
                return FcPatternGetString(p, k, 0, &out) == 0 ? out.map { String(cString: $0) } ?? "" : ""
            }
            var weight: Int32 = 80, slant: Int32 = 0
            _ = FcPatternGetInteger(p, "weight", 0, &weight)
            _ = FcPatternGetInteger(p, "slant", 0, &slant)
            faces.append(FontFace(family: string("family"), postScriptName: string("postscriptname"), fullName: string("fullname"),
                                  weight: Int(FcWeightToOpenType(weight)), italic: slant != 0))
            FcPatternDestroy(p)
            id += 1
        }
        guard !faces.isEmpty, FcConfigAppFontAddFile(FcConfigGetCurrent(), path) != 0 else { close(fd); return [] }
        _ = fontFamiliesLocked()   // the system's, listed before the file joins them
        pango_fc_font_map_config_changed(fontMap)
        addedFonts[key] = faces
        return faces
    }

    /// Whether every table a font file's directory lists (each font's, in a collection) lies
    /// inside the file: a file cut short (a download stopped early) is refused whole, rather
    /// than half-read — FreeType opens it, and its glyphs past the cut come out empty or wrong.
    static func tablesAreWhole(_ b: [UInt8]) -> Bool {
        func u16(_ i: Int) -> Int? { i + 2 <= b.count ? Int(b[i]) << 8 | Int(b[i + 1]) : nil }
        func u32(_ i: Int) -> Int? { i + 4 <= b.count ? Int(b[i]) << 24 | Int(b[i + 1]) << 16 | Int(b[i + 2]) << 8 | Int(b[i + 3]) : nil }
        func fontAt(_ o: Int) -> Bool {
            guard let n = u16(o + 4), n > 0, o + 12 + 16 * n <= b.count else { return false }
            for k in 0..<n {
                guard let at = u32(o + 12 + 16 * k + 8), let length = u32(o + 12 + 16 * k + 12), at + length <= b.count else { return false }
            }
            return true
        }
        guard b.starts(with: Array("ttcf".utf8)) else { return fontAt(0) }
        guard let count = u32(8), count > 0, 12 + 4 * count <= b.count else { return false }
        return (0..<count).allSatisfy { k in u32(12 + 4 * k).map(fontAt) ?? false }
    }

    /// Fontconfig's system fonts (not the files added), searched by their PostScript and
    /// full names.
    public func installedFace(named name: String) -> FontFace? {
        lock.lock(); defer { lock.unlock() }
        setUp()
        let wanted = name.lowercased()
        guard let set = FcConfigGetFonts(FcConfigGetCurrent(), 0)?.pointee, let fonts = set.fonts else { return nil }
        for i in 0..<Int(set.nfont) {
            guard let p = fonts[i] else { continue }
            func string(_ k: String) -> String {
                var out: UnsafeMutablePointer<CChar>?
                return FcPatternGetString(p, k, 0, &out) == 0 ? out.map { String(cString: $0) } ?? "" : ""
            }
            let ps = string("postscriptname"), full = string("fullname")
            guard ps.lowercased() == wanted || full.lowercased() == wanted else { continue }
            var weight: Int32 = 80, slant: Int32 = 0
            _ = FcPatternGetInteger(p, "weight", 0, &weight)
            _ = FcPatternGetInteger(p, "slant", 0, &slant)
            return FontFace(family: string("family"), postScriptName: ps, fullName: full,
                            weight: Int(FcWeightToOpenType(weight)), italic: slant != 0)
        }
        return nil
    }

    public var fontFamilies: [String] {
        lock.lock(); defer { lock.unlock() }
        return fontFamiliesLocked()
    }

    /// The installed families, listed once, before any font file is added. Call locked.
    private func fontFamiliesLocked() -> [String] {
        if let f = families { return f }
        setUp()
        var list: UnsafeMutablePointer<UnsafeMutablePointer<PangoFontFamily>?>?
        var n: Int32 = 0
        pango_font_map_list_families(fontMap, &list, &n)
        var out: [String] = []
        for i in 0..<Int(n) {
            if let fam = list?[i], let name = pango_font_family_get_name(fam) { out.append(String(cString: name)) }
        }
        g_free(list)
        families = out.sorted()
        return families!
    }

    // MARK: drawing

    /// Draws a text run at the current transform, as UILabel's drawText(in:) does: the lines
    /// that fit (at most `lines`, and no more than the box's height holds, but always one),
    /// the last one shown ending in "…" when text is left out; centred vertically in the box.
    ///
    /// PDF and SVG get text (glyphs of an embedded font subset; SVG symbols). A PNG gets the
    /// glyphs' outlines filled: cairo's image backend would snap each glyph to a whole pixel,
    /// and filled outlines keep the exact positions, the same pixels rsvg-convert makes of
    /// the SVG, and the same picture at every scale.
    func draw(_ run: TextRun, on cr: OpaquePointer, asOutlines: Bool) {
        lock.lock(); defer { lock.unlock() }
        setUp()
        guard let pieces = paragraphPieces(run) else { return drawLocked(run, on: cr, asOutlines: asOutlines, clips: true) }
        // Paragraphs of different styles (ParagraphStack.swift): each drawn on its own, all cut
        // at the label's edges together.
        cairo_save(cr)
        if run.lineBreakMode == .byClipping {
            cairo_rectangle(cr, run.box.minX, run.box.minY, run.box.width, run.box.height)
            cairo_clip(cr)
        }
        for p in pieces { drawLocked(p.run, on: cr, asOutlines: asOutlines, clips: false) }
        cairo_restore(cr)
    }

    /// Draws a run laid out as one layout (call locked); `clips`: a `.byClipping` run is cut at
    /// its box.
    func drawLocked(_ run: TextRun, on cr: OpaquePointer, asOutlines: Bool, clips: Bool) {
        let (layout, top) = drawnLayout(run)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        cairo_save(cr)
        if clips && run.lineBreakMode == .byClipping {
            // The last line is cut at the label's edges, as its backing store cuts it.
            cairo_rectangle(cr, run.box.minX, run.box.minY, run.box.width, run.box.height)
            cairo_clip(cr)
        }
        let x = run.box.minX + (run.paragraph?.layoutIndent ?? 0) + Self.clippedLineShift(run, layout)
        if !run.spans.isEmpty || asOutlines && PangoTextLayout.hasBitmapGlyphs(layout) {
            // An attributed text — backgrounds, the glyphs in each span's color, then the
            // underlines and strikethroughs — or, for an image, a text with bitmap glyphs (colour
            // emoji) painted glyph run by glyph run (AttributedTextRendering.swift).
            drawAttributed(run, layout, on: cr, x: x, top: top, asOutlines: asOutlines)
            cairo_restore(cr)
            return
        }
        cairo_set_source_rgba(cr, run.color.red, run.color.green, run.color.blue, run.color.alpha)
        cairo_move_to(cr, x, top)
        if asOutlines {
            cairo_new_path(cr)
            cairo_move_to(cr, x, top)
            pango_cairo_layout_path(cr, layout)
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
            cairo_fill(cr)
        } else {
            pango_cairo_show_layout(cr, layout)
        }
        cairo_restore(cr)
    }

    /// Whether any run of the layout is set in a font without outlines (colour emoji are
    /// bitmaps): its glyphs cannot be turned into a path.
    static func hasBitmapGlyphs(_ layout: OpaquePointer) -> Bool {
        let iter = pango_layout_get_iter(layout)!
        defer { pango_layout_iter_free(iter) }
        repeat {
            if let run = pango_layout_iter_get_run_readonly(iter), isBitmapFont(run.pointee.item.pointee.analysis.font) { return true }
        } while pango_layout_iter_next_run(iter) != 0
        return false
    }

    /// A run's whole text by the lines it is drawn in, for text a page can search (SVG): each
    /// drawn line's text, its left edge and its baseline, in the run's user space. Text cut off
    /// at the line limit or the box's bottom goes with the last drawn line (as UILabel's
    /// accessibilityLabel is the whole text), without the "…".
    func searchableLines(_ run: TextRun) -> [(text: String, x: Double, baseline: Double)] {
        lock.lock(); defer { lock.unlock() }
        setUp()
        guard let pieces = paragraphPieces(run) else { return searchableLinesLocked(run) }
        // Paragraph by paragraph; the text after the last paragraph shown goes with its last line.
        var out: [(text: String, x: Double, baseline: Double)] = []
        var end = 0
        for p in pieces {
            let lines = searchableLinesLocked(p.run)
            end = p.start + p.run.text.utf8.count
            out += lines
        }
        let utf8 = Array(run.text.utf8)
        if !out.isEmpty, end < utf8.count {
            out[out.count - 1].text = (out[out.count - 1].text + String(decoding: utf8[end...], as: UTF8.self)).trimmingLineBreaks()
        }
        return out
    }

    /// `searchableLines` of a run laid out as one layout (call locked).
    func searchableLinesLocked(_ run: TextRun) -> [(text: String, x: Double, baseline: Double)] {
        let (drawn, top) = drawnLayout(run)
        defer { g_object_unref(UnsafeMutableRawPointer(drawn)) }
        // Where the drawn lines start in the text: its visible part wraps the same way.
        let drawnFont = Self.drawnFont(run)
        let whole = makeLayout(Self.visiblePart(run), drawnFont, width: Self.layoutWidth(run), alignment: run.alignment, mode: run.lineBreakMode,
                               spans: run.spans, paragraph: run.paragraph, spanScale: run.font.size > 0 ? drawnFont.size / run.font.size : 1)
        defer { g_object_unref(UnsafeMutableRawPointer(whole)) }
        let utf8 = Array(run.text.utf8).filter { $0 != 0 }
        var starts: [Int] = []
        let all = pango_layout_get_iter(whole)!
        repeat { starts.append(Int(pango_layout_iter_get_index(all))) } while pango_layout_iter_next_line(all) != 0
        pango_layout_iter_free(all)
        var out: [(String, Double, Double)] = []
        // Where the lines are drawn: moved down by paragraph spacing, and right by the indent
        // the layout starts at and the alignment of indented lines (drawAttributed).
        let shifts = Self.lineShifts(drawn, run.paragraph), moves = Self.lineIndentShifts(drawn, run.paragraph, run.alignment)
        let x = run.box.minX + (run.paragraph?.layoutIndent ?? 0)
        let iter = pango_layout_get_iter(drawn)!
        defer { pango_layout_iter_free(iter) }
        var i = 0
        repeat {
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iter, nil, &logical)
            let baseline = top + units(pango_layout_iter_get_baseline(iter)) + (i < shifts.count ? shifts[i] : 0)
            out.append(("", x + units(logical.x) + (i < moves.count ? moves[i] : 0), baseline))
            i += 1
        } while pango_layout_iter_next_line(iter) != 0
        // Each drawn line's share of the whole text: from its start to the next drawn line's.
        for k in 0..<out.count {
            let from = k < starts.count ? starts[k] : utf8.count
            let to = k + 1 < out.count && k + 1 < starts.count ? starts[k + 1] : utf8.count
            out[k].0 = String(decoding: utf8[min(from, utf8.count)..<min(max(from, to), utf8.count)], as: UTF8.self)
                .trimmingLineBreaks()
        }
        return out
    }

    /// The layout as drawn — the lines that fit (at most `run.lines`, no more than the box's
    /// height holds, but always one), the last one ending as the line break mode says when
    /// text is left out (truncated with "…" at its tail, head or middle, or simply cut) — and
    /// the y of its top, centred vertically in the box. Call locked; the caller unrefs the layout.
    func drawnLayout(_ run: TextRun) -> (OpaquePointer, top: Double) {
        let font = Self.drawnFont(run)
        let visible = Self.visiblePart(run)
        let spanScale = run.font.size > 0 ? font.size / run.font.size : 1
        var layout = makeLayout(visible, font, width: Self.layoutWidth(run), alignment: run.alignment, mode: run.lineBreakMode,
                                spans: run.spans, paragraph: run.paragraph, spanScale: spanScale)
        let count = Int(pango_layout_get_line_count(layout))
        var limit: Double? = nil
        if run.lines > 0 && count > run.lines { limit = PangoTextLayout.firstLines(layout, run.lines).height }
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        let shifts = Self.lineShifts(layout, run.paragraph)
        if shifts.isEmpty {
            if run.box.height < (limit ?? units(logical.height)) { limit = run.box.height }
        } else {
            // Paragraph spacing moves lines down: the box must hold the lines where they are
            // drawn. The lines that fit there are kept, their bottom as pango measures it
            // (without the spacing) the limit it is given.
            let kept = run.lines > 0 ? min(count, run.lines) : count
            let bottoms = Self.lineBottoms(layout)
            let fit = max(1, (0..<kept).filter { bottoms[$0] + shifts[$0] <= run.box.height + 1e-9 }.count)
            if fit < count { limit = bottoms[fit - 1] }
        }
        if let h = limit {
            switch run.lineBreakMode {
            case .byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle:
                // A positive height: pango keeps the lines that fit (at least one) and ellipsizes the last.
                pango_layout_set_height(layout, pangoUnits(h))
            case .byWordWrapping, .byCharWrapping, .byClipping:
                // No ellipsis: the text is cut where the last line that fits ends, and laid out
                // again (the lines before a cut wrap as they did).
                let keep = max(1, PangoTextLayout.linesWithin(layout, h))
                if keep < count, let cut = PangoTextLayout.lineStart(layout, keep) {
                    let prefix = Array(visible.utf8).filter { $0 != 0 }.prefix(cut)
                    var text = String(decoding: prefix, as: UTF8.self)
                    while let last = text.unicodeScalars.last, last.properties.isWhitespace { text.unicodeScalars.removeLast() }
                    g_object_unref(UnsafeMutableRawPointer(layout))
                    layout = makeLayout(text, font, width: Self.layoutWidth(run), alignment: run.alignment, mode: run.lineBreakMode,
                                        spans: run.spans, paragraph: run.paragraph, spanScale: spanScale)
                }
            }
            if run.lineBreakMode == .byTruncatingHead || run.lineBreakMode == .byTruncatingMiddle,
               let tight = Self.withoutEllipsisSlack(layout, visible, font, run, spanScale: spanScale) {
                g_object_unref(UnsafeMutableRawPointer(layout))
                layout = tight
            }
            pango_layout_get_extents(layout, nil, &logical)
        }
        if run.topAligned { return (layout, run.box.minY) }
        let spaced = Self.lineShifts(layout, run.paragraph).last ?? 0
        return (layout, run.box.minY + (run.box.height - units(logical.height) - spaced) / 2 - units(logical.y))
    }

    /// A layout truncated at its head or in its middle, laid out again with the text pango
    /// left out replaced by "…" and nothing ellipsized: pango widens its ellipsis glyph by the
    /// slack of the line (the part of a character that did not fit), which at the head or in
    /// the middle shows as a gap of up to a few spaces after the "…"; UIKit puts the "…" right
    /// against the text kept and leaves the slack at the line's end (where alignment places
    /// it). Nil — pango's layout stands — for attributed text (its spans' offsets are the
    /// whole text's), when nothing was left out, or when the lines would not start where
    /// they did. Call locked.
    static func withoutEllipsisSlack(_ layout: OpaquePointer, _ text: String, _ font: Font, _ run: TextRun, spanScale: Double) -> OpaquePointer? {
        guard run.spans.isEmpty else { return nil }
        var removed: Range<Int>? = nil
        var starts: [Int] = []
        let iter = pango_layout_get_iter(layout)!
        repeat { starts.append(Int(pango_layout_iter_get_index(iter))) } while pango_layout_iter_next_line(iter) != 0
        pango_layout_iter_free(iter)
        let runs = pango_layout_get_iter(layout)!
        repeat {
            if let r = pango_layout_iter_get_run_readonly(runs), Int32(r.pointee.item.pointee.analysis.flags) & PANGO_ANALYSIS_FLAG_IS_ELLIPSIS != 0 {
                let item = r.pointee.item.pointee
                removed = Int(item.offset)..<Int(item.offset + item.length)
            }
        } while pango_layout_iter_next_run(runs) != 0
        pango_layout_iter_free(runs)
        // The layout's text is `text` without its NULs (makeLayout).
        let bytes = Array(text.utf8).filter { $0 != 0 }
        guard let cut = removed, let last = starts.last, last <= cut.lowerBound, cut.upperBound <= bytes.count, !cut.isEmpty else { return nil }
        // The last line (the one with the "…") starts where it did: a line separator there
        // keeps its shorter text from joining the line above.
        let breaks = last > 0 && bytes[last - 1] != 0x0A && bytes[last - 1] != 0x0D
        let shown = String(decoding: bytes[..<last], as: UTF8.self) + (breaks ? "\u{2028}" : "")
            + String(decoding: bytes[last..<cut.lowerBound], as: UTF8.self) + "\u{2026}" + String(decoding: bytes[cut.upperBound...], as: UTF8.self)
        let tight = shared.makeLayout(shown, font, width: layoutWidth(run), alignment: run.alignment, mode: .byWordWrapping,
                                      paragraph: run.paragraph, spanScale: spanScale)
        var again: [Int] = []
        let check = pango_layout_get_iter(tight)!
        repeat { again.append(Int(pango_layout_iter_get_index(check))) } while pango_layout_iter_next_line(check) != 0
        pango_layout_iter_free(check)
        // The lines start where they did (the last one after the separator).
        if again.count != starts.count || again.dropLast() != starts.dropLast() {
            g_object_unref(UnsafeMutableRawPointer(tight))
            return nil
        }
        return tight
    }

    /// A single clipped line is laid out with no width (layoutWidth), so its alignment is
    /// placed here: a line narrower than the box is centred or set right in it, as UILabel
    /// aligns it; a wider one starts at the box's left edge and is cut at its right.
    static func clippedLineShift(_ run: TextRun, _ layout: OpaquePointer) -> Double {
        guard layoutWidth(run) == nil, run.wrapWidth.isFinite, run.alignment == .center || run.alignment == .right else { return 0 }
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        let w = Double(logical.width) / Double(PANGO_SCALE)
        guard w < run.box.width else { return 0 }
        return run.alignment == .center ? (run.box.width - w) / 2 : run.box.width - w
    }

    /// The width lines wrap at: the box's, but none for a single clipped line (it runs on past
    /// the edge, which cuts it).
    static func layoutWidth(_ run: TextRun) -> Double? {
        // No wrapping either for text drawn at a point (NSString.draw(at:): an infinite width).
        run.lineBreakMode == .byClipping && run.lines == 1 || !run.wrapWidth.isFinite ? nil : run.wrapWidth
    }

    /// The font the text is drawn in: the run's, shrunk for adjustsFontSizeToFitWidth (call
    /// locked).
    static func drawnFont(_ run: TextRun) -> Font {
        guard let minimum = run.minimumScaleFactor, minimum > 0, minimum < 1 else { return run.font }
        var font = run.font
        font.size *= PangoTextLayout.shared.fitScale(run, minimum: minimum)
        return font
    }

    /// UILabel.adjustsFontSizeToFitWidth: the largest scale of the font, from 1 down to
    /// `minimum`, at which the text fits — one line as wide as the box at most (the scale is
    /// exact: unhinted text is as wide as its size), or wrapped lines no more than the line
    /// limit and the box's height (found by bisection). Call locked.
    func fitScale(_ run: TextRun, minimum: Double) -> Double {
        let text = Self.visiblePart(run)
        let parts = run.paragraphRuns
        /// The text's lines, width and height at `scale`, wrapped at the box's width or not:
        /// one layout's, or the stacked paragraphs' when their styles differ.
        func laidOut(_ scale: Double, wrap: Bool) -> (lines: Int, width: Double, height: Double) {
            if let parts {
                let stacked = stack(parts.map { (Self.scaled($0.run, scale), $0.start) }, width: wrap && run.wrapWidth.isFinite ? run.wrapWidth : nil,
                                    lines: 0, height: nil, mode: run.lineBreakMode)
                return (stacked.reduce(0) { $0 + $1.count }, stacked.map(\.width).max() ?? 0, stacked.last.map { $0.top + $0.height } ?? 0)
            }
            var f = run.font
            f.size *= scale
            let l = makeLayout(text, f, width: wrap ? run.wrapWidth : nil, alignment: .natural, mode: run.lineBreakMode,
                               spans: run.spans, paragraph: run.paragraph, spanScale: scale)
            defer { g_object_unref(UnsafeMutableRawPointer(l)) }
            var logical = PangoRectangle()
            pango_layout_get_extents(l, nil, &logical)
            return (Int(pango_layout_get_line_count(l)), units(logical.width), units(logical.height))
        }
        if run.lines == 1 {
            let width = laidOut(1, wrap: false).width
            guard width > run.box.width, width > 0 else { return 1 }
            return max(minimum, run.box.width / width)
        }
        func fits(_ scale: Double) -> Bool {
            let l = laidOut(scale, wrap: true)
            if run.lines > 0 && l.lines > run.lines { return false }
            return l.height <= run.box.height
        }
        if fits(1) { return 1 }
        var lo = minimum, hi = 1.0
        if !fits(lo) { return lo }
        for _ in 0..<24 {
            let mid = (lo + hi) / 2
            if fits(mid) { lo = mid } else { hi = mid }
        }
        return lo
    }

    /// The bottom of each of the layout's lines, as pango places them (without paragraph
    /// spacing).
    static func lineBottoms(_ layout: OpaquePointer) -> [Double] {
        let iter = pango_layout_get_iter(layout)!
        defer { pango_layout_iter_free(iter) }
        var out: [Double] = []
        repeat {
            var y0: Int32 = 0, y1: Int32 = 0
            pango_layout_iter_get_line_yrange(iter, &y0, &y1)
            out.append(units(y1))
        } while pango_layout_iter_next_line(iter) != 0
        return out
    }

    /// How many of the layout's first lines end no lower than `height`.
    static func linesWithin(_ layout: OpaquePointer, _ height: Double) -> Int {
        let iter = pango_layout_get_iter(layout)!
        defer { pango_layout_iter_free(iter) }
        var n = 0
        repeat {
            var y0: Int32 = 0, y1: Int32 = 0
            pango_layout_iter_get_line_yrange(iter, &y0, &y1)
            if units(y1) > height + 1e-9 { break }
            n += 1
        } while pango_layout_iter_next_line(iter) != 0
        return n
    }

    /// The byte index in the layout's text where line `k` (from 0) starts, if it has one.
    static func lineStart(_ layout: OpaquePointer, _ k: Int) -> Int? {
        let iter = pango_layout_get_iter(layout)!
        defer { pango_layout_iter_free(iter) }
        var i = 0
        repeat {
            if i == k { return Int(pango_layout_iter_get_index(iter)) }
            i += 1
        } while pango_layout_iter_next_line(iter) != 0
        return nil
    }

    /// The part of a label's text that can show in its box, with a margin: no glyph is
    /// narrower than 2 % of the font size nor a line shorter than half of it, so no more
    /// characters than that fit, and whatever follows is cut with the "…" anyway. Laying out
    /// only this part keeps a label of a million characters as fast as a short one (pango's
    /// ellipsizing grows faster than the text).
    static func visiblePart(_ run: TextRun) -> String {
        let size = max(run.font.size * (run.minimumScaleFactor.map { min(1, max($0, 0.01)) } ?? 1), 0.01)
        let lines = Double(run.lines > 0 ? run.lines : Int.max)
        let rows = min(lines, (max(run.box.height, 0) / (size * 0.5)).rounded(.down) + 1)
        let perRow = (max(run.wrapWidth.isFinite ? run.wrapWidth : run.box.width, 0) / (size * 0.02)).rounded(.up) + 2
        let cap = rows * perRow
        guard cap.isFinite, cap < Double(run.text.utf8.count) else { return run.text }
        // An attributed text keeps its whole string, so that its spans' offsets hold (its
        // size is bounded by the work the compile may do).
        if !run.spans.isEmpty { return run.text }
        switch run.lineBreakMode {
        // What shows of a text cut at its head is its end; cut in the middle, both ends.
        case .byTruncatingHead: return String(run.text.suffix(Int(cap)))
        case .byTruncatingMiddle: return String(run.text.prefix(Int(cap / 2))) + String(run.text.suffix(Int(cap / 2)))
        default: return String(run.text.prefix(Int(cap)))
        }
    }

    // MARK: the one layout

    /// A layout of `text` in `font`; with a width, lines wrap by words (a word longer than a
    /// line breaks between characters, as NSLineBreakMode's word wrapping does; by characters
    /// for `.byCharWrapping`) and a line that is cut short ends in "…" where the truncating
    /// modes put it (at its tail, UILabel's default; its head; its middle).
    func makeLayout(_ text: String, _ font: Font, width: Double?, alignment: TextAlignment, mode: LineBreakMode = .byTruncatingTail,
                    spans: [TextSpan] = [], paragraph: ParagraphStyle? = nil, spanScale: Double = 1) -> OpaquePointer {
        requireAFont()
        let layout = pango_layout_new(context)!
        let desc = Self.fontDescription(font)
        pango_layout_set_font_description(layout, desc)
        pango_font_description_free(desc)
        // Attributes: an attributed text's, Hangul words kept whole (but not by character
        // wrapping, which breaks between any two characters, Hangul or not), and no hyphen where
        // a word is broken (pango's default inserts one; UIKit never does).
        let largest = spans.compactMap { $0.attributes.font?.size }.reduce(font.size) { max($0, $1 * spanScale) }
        Self.setAttributes(layout, Array(text.utf8), spans, scale: spanScale, width: mode == .byCharWrapping ? nil : width, size: largest)
        var width = width
        if let p = paragraph {
            // NSParagraphStyle: extra space between lines, a multiple of the line height, and
            // the first line's indent relative to the others'. The layout starts at the lesser
            // of the two indents (`ParagraphStyle.layoutIndent`): pango indents the first line
            // by a positive difference and the others by a negative one (a hanging indent), so
            // each line starts and wraps at its own indent.
            if p.lineSpacing > 0 { pango_layout_set_spacing(layout, pangoUnits(p.lineSpacing)) }
            if p.lineHeightMultiple > 0 { pango_layout_set_line_spacing(layout, Float(p.lineHeightMultiple)) }
            if p.firstLineHeadIndent != p.headIndent { pango_layout_set_indent(layout, pangoUnits(p.firstLineHeadIndent - p.headIndent)) }
            if let w = width { width = max(0, w - p.layoutIndent) }
        }
        // Pango ends the text at a NUL; UIKit draws nothing for it and goes on.
        var utf8 = Array(text.utf8).filter { $0 != 0 }
        utf8.withUnsafeMutableBufferPointer { buf in
            buf.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buf.count) {
                pango_layout_set_text(layout, $0, Int32(clamping: buf.count))
            }
        }
        if utf8.isEmpty { pango_layout_set_text(layout, "", 0) }
        itemizingWork += Self.itemizingCost(utf8)
        if let w = width {
            pango_layout_set_width(layout, pangoUnits(max(0, w)))
            pango_layout_set_wrap(layout, mode == .byCharWrapping ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
            switch mode {
            case .byTruncatingTail: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
            case .byTruncatingHead: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_START)
            case .byTruncatingMiddle: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_MIDDLE)
            case .byWordWrapping, .byCharWrapping, .byClipping: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_NONE)
            }
            // No limit yet (an ellipsizing layout's default, -1, is one line per paragraph).
            pango_layout_set_height(layout, Int32.max)
        }
        switch Self.alignsLines(paragraph, alignment) ? .left : alignment {
        case .left, .natural: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .right: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
        case .justified:
            pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
            pango_layout_set_justify(layout, 1)
        }
        return layout
    }

    /// What pango's itemizer pays to lay out a text as one layout: before each paragraph (after
    /// a line feed, a carriage return or U+2029) it counts the characters from the text's start
    /// (pango 1.50's pango_itemize_with_font), so the bytes before each paragraph's start,
    /// summed — a text of many paragraphs costs their number times its length.
    static func itemizingCost(_ utf8: [UInt8]) -> Int {
        var cost = 0, i = 0
        while i < utf8.count {
            let b = utf8[i]
            i += 1
            if b == 0x0A || b == 0x0D && (i == utf8.count || utf8[i] != 0x0A)
                || b == 0xA9 && i >= 3 && utf8[i - 3] == 0xE2 && utf8[i - 2] == 0x80 {
                if i < utf8.count { cost += i }
            }
        }
        return cost
    }

    /// The size of the first `lines` lines (all of them for 0): the widest line's logical
    /// width (with `indented`, its right edge: a line's indent counts) and the bottom of the
    /// last line counted.
    static func firstLines(_ layout: OpaquePointer, _ lines: Int, indented: Bool = false) -> (width: Double, height: Double) {
        let iter = pango_layout_get_iter(layout)!
        defer { pango_layout_iter_free(iter) }
        var width: Int32 = 0, bottom: Int32 = 0, n = 0
        repeat {
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iter, nil, &logical)
            var y0: Int32 = 0, y1: Int32 = 0
            pango_layout_iter_get_line_yrange(iter, &y0, &y1)
            width = max(width, logical.width + (indented ? logical.x : 0))
            bottom = y1
            n += 1
        } while (lines == 0 || n < lines) && pango_layout_iter_next_line(iter) != 0
        return (units(width), units(bottom))
    }
}

/// Pango units (1/1024 point) to points.
func units(_ v: Int32) -> Double { Double(v) / Double(PANGO_SCALE) }

/// Points in pango units, clamped in floating point first: a label 1e300 points wide must not
/// trap converting to an integer.
func pangoUnits(_ points: Double) -> Int32 {
    let v = (points * Double(PANGO_SCALE)).rounded(.down)
    if !(v > Double(Int32.min)) { return v.isNaN ? 0 : Int32.min }
    if v >= Double(Int32.max) { return Int32.max }
    return Int32(v)
}
