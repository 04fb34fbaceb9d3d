// The box blurs that approximate a shadow's Gaussian (CairoBackend/Shadows.swift chooses the
// boxes), and the conversions of its mask to floats and of the blurred floats to tinted pixels.
// Float arithmetic in the order the blur defines, with no reassociation, so the pixels are the
// same whatever the optimisation level.

#include <string.h>
#include "cpixels.h"

void viewc_box_blur_lines(float *a, float *line, long count, long length, long step, long line_step, long r) {
    const float norm = 1 / (float)(2 * r + 1);
    for (long l = 0; l < count; l++) {
        float *base = a + l * line_step;
        if (step == 1) {
            memcpy(line, base, (size_t)length * sizeof(float));
        } else {
            for (long i = 0; i < length; i++) line[i] = base[i * step];
        }
        // The line's ink: first and last non-zero samples.
        long lo = 0, hi = length - 1;
        while (lo < length && line[lo] == 0) lo++;
        while (hi > lo && line[hi] == 0) hi--;
        if (lo >= length) continue;
        // Outside [lo - r, hi + r] the blur of this line is zero, as it already is.
        long start = lo - r > 0 ? lo - r : 0;
        long stop = hi + r < length - 1 ? hi + r : length - 1;
        float sum = 0;
        long first = start + r < length - 1 ? start + r : length - 1;
        for (long j = start - r > 0 ? start - r : 0; j <= first; j++) sum += line[j];
        float *p = base + start * step;
        for (long i = start; i <= stop; i++) {
            *p = sum * norm;
            long add = i + r + 1, sub = i - r;
            if (add < length) sum += line[add];
            if (sub >= 0) sum -= line[sub];
            p += step;
        }
    }
}

void viewc_box_blur_columns(float *a, float *copy, float *sums, long w, long h, long r) {
    memcpy(copy, a, (size_t)(w * h) * sizeof(float));
    memset(sums, 0, (size_t)w * sizeof(float));
    const float norm = 1 / (float)(2 * r + 1);
    long first = r < h - 1 ? r : h - 1;
    for (long y = 0; y <= first; y++) {
        const float *row = copy + y * w;
        for (long x = 0; x < w; x++) sums[x] += row[x];
    }
    for (long y = 0; y < h; y++) {
        float *out = a + y * w;
        for (long x = 0; x < w; x++) out[x] = sums[x] * norm;
        long add = y + r + 1, sub = y - r;
        if (add < h) {
            const float *row = copy + add * w;
            for (long x = 0; x < w; x++) sums[x] += row[x];
        }
        if (sub >= 0) {
            const float *row = copy + sub * w;
            for (long x = 0; x < w; x++) sums[x] -= row[x];
        }
    }
}

void viewc_mask_to_plane(const uint8_t *mask, long stride, long w, long h, float *plane) {
    for (long j = 0; j < h; j++) {
        const uint8_t *src = mask + j * stride;
        float *dst = plane + j * w;
        for (long i = 0; i < w; i++) dst[i] = (float)src[i];
    }
}

void viewc_plane_to_words(const float *plane, long w, long h, const uint32_t *table, uint32_t *words, long words_stride) {
    for (long j = 0; j < h; j++) {
        const float *src = plane + j * w;
        uint32_t *dst = words + j * words_stride;
        for (long i = 0; i < w; i++) {
            float f = src[i];
            dst[i] = table[f <= 0 ? 0 : f >= 255 ? 255 : (long)(f + 0.5f)];
        }
    }
}
