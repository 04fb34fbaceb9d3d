// The part of pango (and glib) that CairoBackend's TextRendering.swift uses, loaded on first
// use with dlopen instead of linked: a drawing without text then never loads pango, glib,
// gobject, harfbuzz, fribidi and the dozen libraries they bring (about 1.2 ms of every run's
// start-up). The functions keep pango's names and signatures, as static inline calls through
// a table that viewc_pango_load fills from libpangocairo-1.0.so.0; the types are pango's ABI
// (stable since pango 1.0: rectangles of four ints, enums from 0, PANGO_SCALE 1024). Only the
// declarations used are here; add one to the list in pango_loader.c as well.
#ifndef VIEWC_CPANGO_H
#define VIEWC_CPANGO_H

#include <cairo.h>

typedef int gboolean;
typedef void *gpointer;

// pango's GObjects are complete structs in its own headers; a placeholder keeps them typed
// pointers in Swift. The others are opaque there too.
typedef struct _PangoFontMap { void *instance; } PangoFontMap;
typedef struct _PangoFontFamily { void *instance; } PangoFontFamily;
typedef struct _PangoContext PangoContext;
typedef struct _PangoLayout PangoLayout;
typedef struct _PangoLayoutIter PangoLayoutIter;
typedef struct _PangoFontDescription PangoFontDescription;
typedef struct _PangoCairoFontMap PangoCairoFontMap;

typedef struct { int x, y, width, height; } PangoRectangle;

// A laid-out run (PangoGlyphItem; pango's ABI since 1.2, the offsets since 1.44): its item's
// analysis names the font the glyphs are in.
typedef struct _PangoFont PangoFont;
typedef struct _PangoGlyphString PangoGlyphString;
typedef struct {
    void *shape_engine, *lang_engine;
    PangoFont *font;
    unsigned char level, gravity, flags, script;
    void *language;
    void *extra_attrs;
} PangoAnalysis;
typedef struct { int offset, length, num_chars; PangoAnalysis analysis; } PangoItem;
// The analysis flag of the run that stands for the text an ellipsized line leaves out (since
// pango 1.36.7).
#define PANGO_ANALYSIS_FLAG_IS_ELLIPSIS (1 << 1)
typedef struct { PangoItem *item; PangoGlyphString *glyphs; int y_offset, start_x_offset, end_x_offset; } PangoLayoutRun;
typedef struct _FcPattern FcPattern;
// A set of fonts (fontconfig's ABI): the system's (FcSetSystem, 0) or those added (FcSetApplication, 1).
typedef struct { int nfont, sfont; FcPattern **fonts; } FcFontSet;
// A glyph string's glyphs (PangoGlyphInfo: the glyph, its width and offsets, a word of
// flags) and each glyph's byte offset in its item's text.
typedef struct { unsigned int glyph; int width, x_offset, y_offset; unsigned int attr; } PangoGlyphInfo;
struct _PangoGlyphString { int num_glyphs; PangoGlyphInfo *glyphs; int *log_clusters; int space; };
// Attributes: the header every attribute starts with (its class, and the byte range it covers).
typedef struct _PangoAttrList PangoAttrList;
typedef struct { const void *klass; unsigned int start_index, end_index; } PangoAttribute;
typedef struct _PangoFontMetrics PangoFontMetrics;

#define PANGO_SCALE 1024

typedef enum { PANGO_ALIGN_LEFT, PANGO_ALIGN_CENTER, PANGO_ALIGN_RIGHT } PangoAlignment;
typedef enum { PANGO_WRAP_WORD, PANGO_WRAP_CHAR, PANGO_WRAP_WORD_CHAR } PangoWrapMode;
typedef enum { PANGO_ELLIPSIZE_NONE, PANGO_ELLIPSIZE_START, PANGO_ELLIPSIZE_MIDDLE, PANGO_ELLIPSIZE_END } PangoEllipsizeMode;
typedef enum { PANGO_WEIGHT_NORMAL = 400 } PangoWeight;   // any weight 100-1000 is valid
typedef enum { PANGO_STYLE_NORMAL, PANGO_STYLE_OBLIQUE, PANGO_STYLE_ITALIC } PangoStyle;

// X(return type, name, parameters, arguments): every function, once.
#define VIEWC_PANGO_FUNCTIONS(X) \
    X(PangoFontMap *, pango_cairo_font_map_new, (void), ()) \
    X(void, pango_cairo_font_map_set_resolution, (PangoCairoFontMap *m, double dpi), (m, dpi)) \
    X(PangoContext *, pango_font_map_create_context, (PangoFontMap *m), (m)) \
    X(void, pango_cairo_context_set_font_options, (PangoContext *c, const cairo_font_options_t *o), (c, o)) \
    X(void, pango_context_set_round_glyph_positions, (PangoContext *c, gboolean r), (c, r)) \
    X(void, pango_font_map_list_families, (PangoFontMap *m, PangoFontFamily ***f, int *n), (m, f, n)) \
    X(const char *, pango_font_family_get_name, (PangoFontFamily *f), (f)) \
    X(PangoLayout *, pango_layout_new, (PangoContext *c), (c)) \
    X(void, pango_layout_set_text, (PangoLayout *l, const char *t, int n), (l, t, n)) \
    X(const char *, pango_layout_get_text, (PangoLayout *l), (l)) \
    X(void, pango_layout_set_font_description, (PangoLayout *l, const PangoFontDescription *d), (l, d)) \
    X(void, pango_layout_set_width, (PangoLayout *l, int w), (l, w)) \
    X(void, pango_layout_set_height, (PangoLayout *l, int h), (l, h)) \
    X(void, pango_layout_set_wrap, (PangoLayout *l, PangoWrapMode w), (l, w)) \
    X(void, pango_layout_set_ellipsize, (PangoLayout *l, PangoEllipsizeMode e), (l, e)) \
    X(void, pango_layout_set_alignment, (PangoLayout *l, PangoAlignment a), (l, a)) \
    X(void, pango_layout_set_justify, (PangoLayout *l, gboolean j), (l, j)) \
    X(int, pango_layout_get_line_count, (PangoLayout *l), (l)) \
    X(int, pango_layout_get_unknown_glyphs_count, (PangoLayout *l), (l)) \
    X(void, pango_layout_get_extents, (PangoLayout *l, PangoRectangle *ink, PangoRectangle *logical), (l, ink, logical)) \
    X(PangoLayoutIter *, pango_layout_get_iter, (PangoLayout *l), (l)) \
    X(void, pango_layout_iter_free, (PangoLayoutIter *i), (i)) \
    X(gboolean, pango_layout_iter_next_line, (PangoLayoutIter *i), (i)) \
    X(int, pango_layout_iter_get_index, (PangoLayoutIter *i), (i)) \
    X(int, pango_layout_iter_get_baseline, (PangoLayoutIter *i), (i)) \
    X(void, pango_layout_iter_get_line_extents, (PangoLayoutIter *i, PangoRectangle *ink, PangoRectangle *logical), (i, ink, logical)) \
    X(void, pango_layout_iter_get_line_yrange, (PangoLayoutIter *i, int *y0, int *y1), (i, y0, y1)) \
    X(PangoFontDescription *, pango_font_description_new, (void), ()) \
    X(void, pango_font_description_set_family, (PangoFontDescription *d, const char *f), (d, f)) \
    X(void, pango_font_description_set_weight, (PangoFontDescription *d, PangoWeight w), (d, w)) \
    X(void, pango_font_description_set_style, (PangoFontDescription *d, PangoStyle s), (d, s)) \
    X(void, pango_font_description_set_absolute_size, (PangoFontDescription *d, double s), (d, s)) \
    X(void, pango_font_description_free, (PangoFontDescription *d), (d)) \
    X(void, pango_cairo_layout_path, (cairo_t *cr, PangoLayout *l), (cr, l)) \
    X(void, pango_cairo_show_layout, (cairo_t *cr, PangoLayout *l), (cr, l)) \
    X(PangoLayoutRun *, pango_layout_iter_get_run_readonly, (PangoLayoutIter *i), (i)) \
    X(void *, pango_layout_iter_get_line_readonly, (PangoLayoutIter *i), (i)) \
    X(void, pango_cairo_show_layout_line, (cairo_t *cr, void *line), (cr, line)) \
    X(void, pango_layout_line_get_height, (void *line, int *height), (line, height)) \
    X(gboolean, pango_layout_iter_next_run, (PangoLayoutIter *i), (i)) \
    X(void, pango_layout_iter_get_run_extents, (PangoLayoutIter *i, PangoRectangle *ink, PangoRectangle *logical), (i, ink, logical)) \
    X(FcPattern *, pango_fc_font_get_pattern, (PangoFont *f), (f)) \
    X(int, FcPatternGetBool, (const FcPattern *p, const char *o, int n, int *b), (p, o, n, b)) \
    X(void, pango_cairo_glyph_string_path, (cairo_t *cr, PangoFont *f, PangoGlyphString *g), (cr, f, g)) \
    X(void, pango_cairo_show_glyph_string, (cairo_t *cr, PangoFont *f, PangoGlyphString *g), (cr, f, g)) \
    X(PangoAttrList *, pango_attr_list_new, (void), ()) \
    X(void, pango_attr_list_unref, (PangoAttrList *l), (l)) \
    X(void, pango_attr_list_insert, (PangoAttrList *l, PangoAttribute *a), (l, a)) \
    X(void, pango_layout_set_attributes, (PangoLayout *l, PangoAttrList *a), (l, a)) \
    X(PangoAttribute *, pango_attr_font_desc_new, (const PangoFontDescription *d), (d)) \
    X(PangoAttribute *, pango_attr_family_new, (const char *f), (f)) \
    X(PangoAttribute *, pango_attr_fallback_new, (gboolean f), (f)) \
    X(PangoAttribute *, pango_attr_allow_breaks_new, (gboolean a), (a)) \
    X(PangoAttribute *, pango_attr_insert_hyphens_new, (gboolean a), (a)) \
    X(PangoAttribute *, pango_attr_foreground_new, (unsigned short r, unsigned short g, unsigned short b), (r, g, b)) \
    X(PangoAttribute *, pango_attr_foreground_alpha_new, (unsigned short a), (a)) \
    X(PangoAttribute *, pango_attr_letter_spacing_new, (int s), (s)) \
    X(PangoAttribute *, pango_attr_rise_new, (int r), (r)) \
    X(void, pango_layout_set_spacing, (PangoLayout *l, int s), (l, s)) \
    X(void, pango_layout_set_line_spacing, (PangoLayout *l, float f), (l, f)) \
    X(void, pango_layout_set_indent, (PangoLayout *l, int i), (l, i)) \
    X(int, pango_layout_get_width, (PangoLayout *l), (l)) \
    X(PangoFontMetrics *, pango_font_get_metrics, (PangoFont *f, void *lang), (f, lang)) \
    X(int, pango_font_metrics_get_underline_position, (PangoFontMetrics *m), (m)) \
    X(int, pango_font_metrics_get_underline_thickness, (PangoFontMetrics *m), (m)) \
    X(int, pango_font_metrics_get_strikethrough_position, (PangoFontMetrics *m), (m)) \
    X(int, pango_font_metrics_get_strikethrough_thickness, (PangoFontMetrics *m), (m)) \
    X(void, pango_font_metrics_unref, (PangoFontMetrics *m), (m)) \
    X(cairo_scaled_font_t *, pango_cairo_font_get_scaled_font, (PangoFont *f), (f)) \
    X(void *, FcConfigGetCurrent, (void), ()) \
    X(FcFontSet *, FcConfigGetFonts, (void *config, int set), (config, set)) \
    X(int, FcConfigAppFontAddFile, (void *config, const char *file), (config, file)) \
    X(FcPattern *, FcFreeTypeQuery, (const char *file, unsigned int id, void *blanks, int *count), (file, id, blanks, count)) \
    X(int, FcPatternGetString, (const FcPattern *p, const char *o, int n, char **s), (p, o, n, s)) \
    X(int, FcPatternGetInteger, (const FcPattern *p, const char *o, int n, int *i), (p, o, n, i)) \
    X(void, FcPatternDestroy, (FcPattern *p), (p)) \
    X(int, FcWeightToOpenType, (int w), (w)) \
    X(void, pango_fc_font_map_config_changed, (PangoFontMap *m), (m)) \
    X(void, g_object_unref, (gpointer o), (o)) \
    X(void, g_free, (gpointer p), (p))

#define VIEWC_PANGO_FIELD(ret, name, params, args) ret (*name) params;
struct viewc_pango_table { VIEWC_PANGO_FUNCTIONS(VIEWC_PANGO_FIELD) };
#undef VIEWC_PANGO_FIELD
extern struct viewc_pango_table viewc_pango;

/// Loads pango once (thread-safe); NULL on success, else why it could not be loaded. Call it
/// before any function below.
const char *viewc_pango_load(void);

/// An anonymous in-memory file (memfd_create, close-on-exec) for a font's bytes; -1 on failure.
int viewc_memfd(const char *name);

#define VIEWC_PANGO_CALL(ret, name, params, args) \
    static inline ret name params { return viewc_pango.name args; }
VIEWC_PANGO_FUNCTIONS(VIEWC_PANGO_CALL)
#undef VIEWC_PANGO_CALL

#endif
