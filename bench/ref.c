/* The C reference of `make bench`: draws a scene of bench/scene.py's PREFIX.paths with the
 * cairo calls viewc makes for the same scene's .view file (see `viewc dump ir`), in the same
 * order, and writes SVG (px units, SVG 1.1), PDF or PNG as viewc does. It is the floor that
 * viewc's time and memory are measured against: no parsing language, no IR, just cairo.
 *
 *     ref INPUT.paths OUTPUT.svg|OUTPUT.pdf|OUTPUT.png
 *
 * Per path (a line: x0 y0, K, K curves of six numbers, fill r g b a, line width, stroke
 * r g b a), as viewc's backend plays the IR's fill op then its stroke op: new_path, move_to,
 * K curve_to, close_path, set_source_rgba, set_fill_rule(WINDING), fill; then the same path
 * again, set_source_rgba, set_line_width, cap BUTT, join ROUND, miter limit 10, no dash,
 * stroke. The white background is a filled rectangle path inside save/restore. */
#include <cairo.h>
#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static cairo_status_t write_file(void *closure, const unsigned char *data, unsigned int length) {
    return fwrite(data, 1, length, (FILE *)closure) == length ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_WRITE_ERROR;
}

static char *read_all(const char *path, size_t *size) {
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *buf = malloc((size_t)n + 1);
    if (!buf || fread(buf, 1, (size_t)n, f) != (size_t)n) { fclose(f); free(buf); return NULL; }
    buf[n] = 0;
    fclose(f);
    *size = (size_t)n;
    return buf;
}

/* The most curves a path line may have. */
enum { MAX_CURVES = 64 };

static void path(cairo_t *cr, const double *start, int curves, const double *c) {
    cairo_new_path(cr);
    cairo_move_to(cr, start[0], start[1]);
    for (int k = 0; k < curves; k++, c += 6) cairo_curve_to(cr, c[0], c[1], c[2], c[3], c[4], c[5]);
    cairo_close_path(cr);
}

/* Reads count numbers from *p into v; how many it found. */
static int numbers(char **p, double *v, int count) {
    int i;
    for (i = 0; i < count; i++) {
        char *end;
        v[i] = strtod(*p, &end);
        if (end == *p) break;
        *p = end;
    }
    return i;
}

static void draw(cairo_t *cr, char *p, double width, double height) {
    cairo_save(cr);
    cairo_new_path(cr);
    cairo_move_to(cr, 0, 0);
    cairo_line_to(cr, width, 0);
    cairo_line_to(cr, width, height);
    cairo_line_to(cr, 0, height);
    cairo_close_path(cr);
    cairo_set_source_rgba(cr, 1, 1, 1, 1);
    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING);
    cairo_fill(cr);
    for (;;) {
        double start[3], c[6 * MAX_CURVES], paint[9];
        int i = numbers(&p, start, 3);
        if (i == 0) break;
        int curves = (int)start[2];
        if (i != 3 || curves < 1 || curves > MAX_CURVES || numbers(&p, c, 6 * curves) != 6 * curves
            || numbers(&p, paint, 9) != 9) {
            fprintf(stderr, "ref: a path line needs x0 y0 K, 6K numbers, fill r g b a, width, stroke r g b a\n");
            exit(1);
        }
        path(cr, start, curves, c);
        cairo_set_source_rgba(cr, paint[0], paint[1], paint[2], paint[3]);
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING);
        cairo_fill(cr);
        path(cr, start, curves, c);
        cairo_set_source_rgba(cr, paint[5], paint[6], paint[7], paint[8]);
        cairo_set_line_width(cr, paint[4]);
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
        cairo_set_miter_limit(cr, 10);
        cairo_set_dash(cr, NULL, 0, 0);
        cairo_stroke(cr);
    }
    cairo_restore(cr);
}

int main(int argc, char **argv) {
    if (argc != 3) { fprintf(stderr, "usage: ref INPUT.paths OUTPUT.svg|.pdf|.png\n"); return 64; }
    size_t size;
    char *text = read_all(argv[1], &size);
    if (!text) { fprintf(stderr, "ref: cannot read %s\n", argv[1]); return 1; }
    char *p = text, *end;
    double width = strtod(p, &end); p = end;
    double height = strtod(p, &end); p = end;
    const char *out = argv[2], *ext = strrchr(out, '.');
    if (!ext) { fprintf(stderr, "ref: the output needs an extension\n"); return 64; }
    cairo_surface_t *surface;
    FILE *f = NULL;
    if (!strcmp(ext, ".png")) {
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, (int)width, (int)height);
    } else {
        f = fopen(out, "wb");
        if (!f) { fprintf(stderr, "ref: cannot write %s\n", out); return 1; }
        if (!strcmp(ext, ".svg")) {
            surface = cairo_svg_surface_create_for_stream(write_file, f, width, height);
            cairo_svg_surface_restrict_to_version(surface, CAIRO_SVG_VERSION_1_1);
            cairo_svg_surface_set_document_unit(surface, CAIRO_SVG_UNIT_PX);
            cairo_surface_set_fallback_resolution(surface, 144, 144);
        } else if (!strcmp(ext, ".pdf")) {
            surface = cairo_pdf_surface_create_for_stream(write_file, f, width, height);
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, "2000-01-01T00:00:00");
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_MOD_DATE, "2000-01-01T00:00:00");
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "viewc");
        } else {
            fprintf(stderr, "ref: unknown output format %s\n", ext);
            return 64;
        }
    }
    cairo_t *cr = cairo_create(surface);
    draw(cr, p, width, height);
    if (f) cairo_show_page(cr);
    cairo_destroy(cr);
    free(text);
    if (f) {
        cairo_surface_finish(surface);
    } else {
        cairo_surface_flush(surface);
        if (cairo_surface_write_to_png(surface, out) != CAIRO_STATUS_SUCCESS) {
            fprintf(stderr, "ref: cannot write %s\n", out);
            return 1;
        }
    }
    cairo_status_t status = cairo_surface_status(surface);
    cairo_surface_destroy(surface);
    if (f && fclose(f) != 0) status = CAIRO_STATUS_WRITE_ERROR;
    if (status != CAIRO_STATUS_SUCCESS) { fprintf(stderr, "ref: cairo: %s\n", cairo_status_to_string(status)); return 1; }
    return 0;
}
