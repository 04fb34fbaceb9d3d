// CairoBackend's loops over every pixel, in C: the PNG filters (png_filter.c) and the box blurs
// of shadows (blur.c). Swift's generic SIMD types and pointer subscripts are fast only when
// optimised, and the tests run the debug build, where those loops made a PNG 20–60 times and a
// blurred shadow about 10 times slower; C costs the same in release and far less unoptimised.
#ifndef VIEWC_CPIXELS_H
#define VIEWC_CPIXELS_H

#include <stdint.h>

/// The sum of the weights (each filtered byte read as signed, made positive) of filter `type`'s
/// bytes (0 None, 1 Sub, 2 Up, 3 Average, 4 Paeth) over row `x`'s `n` bytes, the row above being
/// `b`; once the sum reaches `limit`, a sum at least `limit` (checked each 256 bytes). Both rows
/// are readable `bpp` bytes before their start, where they hold zeros.
long viewc_png_filter_sum(int type, const uint8_t *x, const uint8_t *b, long n, long bpp, long limit);

/// Writes filter `type`'s bytes of row `x` (over `b`, as above) to `out`.
void viewc_png_filter_write(int type, const uint8_t *x, const uint8_t *b, long n, long bpp, uint8_t *out);

/// One box blur of radius `r` along `count` lines of `length` floats, `step` apart, the lines
/// starting `line_step` apart, in place; outside a line counts as zero. `line` holds `length`
/// floats of scratch. Only a line's span that can be non-zero is written.
void viewc_box_blur_lines(float *a, float *line, long count, long length, long step, long line_step, long r);

/// One box blur of radius `r` down the columns of a `w`×`h` plane of floats, in place, a row at
/// a time; `copy` holds w×h floats and `sums` w floats of scratch.
void viewc_box_blur_columns(float *a, float *copy, float *sums, long w, long h, long r);

/// A `w`×`h` A8 mask (rows `stride` bytes apart) as floats 0–255, rows `w` apart.
void viewc_mask_to_plane(const uint8_t *mask, long stride, long w, long h, float *plane);

/// The plane (rows `w` apart) tinted into 32-bit words (rows `words_stride` words apart): each
/// sample rounded to the nearest of 0–255 and looked up in `table`'s 256 words.
void viewc_plane_to_words(const float *plane, long w, long h, const uint32_t *table, uint32_t *words, long words_stride);

#endif
