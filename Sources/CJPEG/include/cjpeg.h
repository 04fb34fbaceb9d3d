// A small C wrapper around libjpeg's decoder for CairoBackend: libjpeg reports errors by
// longjmp, which Swift cannot catch, so the jump lands here and becomes a return code.
#ifndef VIEWC_CJPEG_H
#define VIEWC_CJPEG_H

#include <stddef.h>
#include <stdint.h>

/// Decodes the JPEG in `data` into `*pixels` (malloc'ed, free with free()): `*width` ×
/// `*height` native-endian 32-bit words 0xFFRRGGBB (cairo's RGB24), rows packed. Images with
/// more than `max_pixels` pixels are refused before anything is allocated. Returns 0; 1 with
/// a message in `error` (at most `error_size` bytes, NUL-terminated) when the data cannot be
/// decoded (warnings about corrupt data are errors too); 2 with the loader's message when
/// libjpeg itself cannot be loaded (it is loaded on the first call, see jpeg_decode.c).
int viewc_jpeg_decode(const uint8_t *data, size_t size, size_t max_pixels,
                      uint32_t **pixels, int *width, int *height,
                      char *error, size_t error_size);

#endif
