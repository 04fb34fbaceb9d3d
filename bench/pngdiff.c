/* Compares two PNG files pixel by pixel, for `make bench`'s check that viewc and the C
 * reference drew the same picture. Decoded by cairo; both images are composited over white
 * first (a rasteriser of PDF has no alpha), then every channel is compared.
 *
 *     pngdiff A.png B.png  ->  "identical" | "N of M pixels differ (largest channel difference D)"
 *
 * Exit status: 0 when the pixels are identical, 1 when they differ or the sizes differ, 2 on a
 * read error. */
#include <cairo.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

static cairo_surface_t *load_over_white(const char *path) {
    cairo_surface_t *png = cairo_image_surface_create_from_png(path);
    if (cairo_surface_status(png) != CAIRO_STATUS_SUCCESS) {
        fprintf(stderr, "pngdiff: cannot read %s: %s\n", path, cairo_status_to_string(cairo_surface_status(png)));
        exit(2);
    }
    int w = cairo_image_surface_get_width(png), h = cairo_image_surface_get_height(png);
    cairo_surface_t *out = cairo_image_surface_create(CAIRO_FORMAT_RGB24, w, h);
    cairo_t *cr = cairo_create(out);
    cairo_set_source_rgb(cr, 1, 1, 1);
    cairo_paint(cr);
    cairo_set_source_surface(cr, png, 0, 0);
    cairo_paint(cr);
    cairo_destroy(cr);
    cairo_surface_destroy(png);
    cairo_surface_flush(out);
    return out;
}

int main(int argc, char **argv) {
    if (argc != 3) { fprintf(stderr, "usage: pngdiff A.png B.png\n"); return 2; }
    cairo_surface_t *a = load_over_white(argv[1]), *b = load_over_white(argv[2]);
    int w = cairo_image_surface_get_width(a), h = cairo_image_surface_get_height(a);
    if (w != cairo_image_surface_get_width(b) || h != cairo_image_surface_get_height(b)) {
        printf("sizes differ: %dx%d and %dx%d\n", w, h, cairo_image_surface_get_width(b), cairo_image_surface_get_height(b));
        return 1;
    }
    int sa = cairo_image_surface_get_stride(a), sb = cairo_image_surface_get_stride(b);
    const unsigned char *da = cairo_image_surface_get_data(a), *db = cairo_image_surface_get_data(b);
    long differ = 0;
    int largest = 0;
    for (int y = 0; y < h; y++) {
        const uint32_t *ra = (const uint32_t *)(da + (long)y * sa), *rb = (const uint32_t *)(db + (long)y * sb);
        for (int x = 0; x < w; x++) {
            uint32_t p = ra[x] & 0xffffff, q = rb[x] & 0xffffff;
            if (p == q) continue;
            differ++;
            for (int s = 0; s < 24; s += 8) {
                int d = abs((int)((p >> s) & 255) - (int)((q >> s) & 255));
                if (d > largest) largest = d;
            }
        }
    }
    if (differ == 0) printf("identical (%dx%d)\n", w, h);
    else printf("%ld of %ld pixels differ (largest channel difference %d)\n", differ, (long)w * h, largest);
    return differ == 0 ? 0 : 1;
}
