// The PNG filters of one row (PNG specification §9), 16 bytes at a time: the encoder's hottest
// loop after deflate (PNGEncoder.filterRows tries all five on every row). Each filtered byte
// depends only on the unfiltered row and the one above, so a vector of them is computed at once
// (clang's vector extensions: the same code whatever the optimisation level, which keeps the
// debug build that the tests run as fast as it needs to be). The rows are read with zero bytes
// before them, which stand for the pixel left of the first (the specification's 0), so the first
// pixel needs no loop of its own; the bytes past the last whole vector are filtered one at a time.

#include "cpixels.h"

typedef uint8_t bytes __attribute__((vector_size(16)));
typedef uint8_t unaligned_bytes __attribute__((vector_size(16), aligned(1)));
typedef uint16_t lanes __attribute__((vector_size(16)));

#define INLINE static inline __attribute__((always_inline))

INLINE bytes load(const uint8_t *p) { return *(const unaligned_bytes *)p; }
INLINE bytes pick(bytes where, bytes yes, bytes no) { return (where & yes) | (~where & no); }
INLINE bytes smaller(bytes x, bytes y) { return pick((bytes)(x < y), x, y); }
INLINE bytes distance(bytes x, bytes y) { return pick((bytes)(x > y), x - y, y - x); }

/// A filtered byte's weight in a filter's sum: its value read as signed, made positive — as
/// bytes, the smaller of v and -v (128 either way).
INLINE bytes weight(bytes v) { return smaller(v, -v); }
INLINE long weight1(uint8_t v) { return v < 128 ? v : (uint8_t)(0 - v); }

/// Filter `type`'s bytes `i..<i+16` of row `x` over the row above `b`.
INLINE bytes filtered(int type, const uint8_t *x, const uint8_t *b, long i, long bpp) {
    bytes v = load(x + i);
    switch (type) {
    case 0:   // None
        return v;
    case 1:   // Sub
        return v - load(x + i - bpp);
    case 2:   // Up
        return v - load(b + i);
    case 3: { // Average: floor((a + up) / 2), without a ninth bit
        bytes a = load(x + i - bpp), up = load(b + i);
        return v - ((a & up) + ((a ^ up) >> 1));
    }
    default: { // Paeth
        // pa = |up - c|, pb = |a - c|, pc = |(up - c) + (a - c)|: the sum of pa and pb when the
        // two differences have the same sign, else their distance. Where the sum passes 255 it
        // is held at 255, which changes no comparison with pa or pb (both ≤ 255).
        bytes a = load(x + i - bpp), up = load(b + i), c = load(b + i - bpp);
        bytes pa = distance(up, c), pb = distance(a, c);
        bytes sum = pa + pb;
        bytes held = sum | (bytes)(sum < pa);
        bytes pc = pick((bytes)((up < c) != (a < c)), distance(pa, pb), held);
        bytes predictor = pick((bytes)((pa > pb) | (pa > pc)), pick((bytes)(pb > pc), c, up), a);
        return v - predictor;
    }
    }
}

/// Filter `type`'s byte `i` of row `x` over `b` (the same rules, one byte).
INLINE uint8_t filtered1(int type, const uint8_t *x, const uint8_t *b, long i, long bpp) {
    uint8_t v = x[i];
    switch (type) {
    case 0: return v;
    case 1: return (uint8_t)(v - x[i - bpp]);
    case 2: return (uint8_t)(v - b[i]);
    case 3: return (uint8_t)(v - ((x[i - bpp] + b[i]) >> 1));
    default: {
        int a = x[i - bpp], up = b[i], c = b[i - bpp];
        int pa = up > c ? up - c : c - up;
        int pb = a > c ? a - c : c - a;
        int s = a + up - c - c;
        int pc = s < 0 ? -s : s;
        return (uint8_t)(v - (pa <= pb && pa <= pc ? a : (pb <= pc ? up : c)));
    }
    }
}

INLINE long sum_of(int type, const uint8_t *x, const uint8_t *b, long n, long bpp, long limit) {
    long total = 0, i = 0;
    long whole = n & ~15L;
    while (i < whole) {
        // Sixteen vectors at most into 16-bit lanes (each gains at most 2 × 128 a vector).
        lanes sums = {0};
        long end = whole < i + 256 ? whole : i + 256;
        while (i < end) {
            bytes w = weight(filtered(type, x, b, i, bpp));
            sums += __builtin_convertvector(__builtin_shufflevector(w, w, 0, 1, 2, 3, 4, 5, 6, 7), lanes)
                  + __builtin_convertvector(__builtin_shufflevector(w, w, 8, 9, 10, 11, 12, 13, 14, 15), lanes);
            i += 16;
        }
        for (int k = 0; k < 8; k++) total += sums[k];
        if (total >= limit) return total;
    }
    while (i < n) {
        total += weight1(filtered1(type, x, b, i, bpp));
        i += 1;
    }
    return total;
}

INLINE void write_of(int type, const uint8_t *x, const uint8_t *b, long n, long bpp, uint8_t *out) {
    long i = 0;
    long whole = n & ~15L;
    while (i < whole) {
        *(unaligned_bytes *)(out + i) = filtered(type, x, b, i, bpp);
        i += 16;
    }
    while (i < n) {
        out[i] = filtered1(type, x, b, i, bpp);
        i += 1;
    }
}

// One loop for each filter: the filter is chosen once a row, not once a vector.
long viewc_png_filter_sum(int type, const uint8_t *x, const uint8_t *b, long n, long bpp, long limit) {
    switch (type) {
    case 0: return sum_of(0, x, b, n, bpp, limit);
    case 1: return sum_of(1, x, b, n, bpp, limit);
    case 2: return sum_of(2, x, b, n, bpp, limit);
    case 3: return sum_of(3, x, b, n, bpp, limit);
    default: return sum_of(4, x, b, n, bpp, limit);
    }
}

void viewc_png_filter_write(int type, const uint8_t *x, const uint8_t *b, long n, long bpp, uint8_t *out) {
    switch (type) {
    case 0: write_of(0, x, b, n, bpp, out); break;
    case 1: write_of(1, x, b, n, bpp, out); break;
    case 2: write_of(2, x, b, n, bpp, out); break;
    case 3: write_of(3, x, b, n, bpp, out); break;
    default: write_of(4, x, b, n, bpp, out); break;
    }
}
