// See include/cjpeg.h.
#include "cjpeg.h"

#include <dlfcn.h>
#include <pthread.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>

// libjpeg is loaded the first time a JPEG is decoded, not at start-up: most drawings have no
// JPEG, and a library linked in is mapped, relocated and searched for every symbol the loader
// binds before main, on every run. The declarations (types, JPEG_LIB_VERSION) still come from
// jpeglib.h; the calls go through this table. Local: its symbols stay out of the global scope.
#define VIEWC_JPEG_FUNCTIONS(X) \
    X(struct jpeg_error_mgr *, jpeg_std_error, (struct jpeg_error_mgr *)) \
    X(void, jpeg_CreateDecompress, (j_decompress_ptr, int, size_t)) \
    X(void, jpeg_destroy_decompress, (j_decompress_ptr)) \
    X(void, jpeg_mem_src, (j_decompress_ptr, const unsigned char *, unsigned long)) \
    X(int, jpeg_read_header, (j_decompress_ptr, boolean)) \
    X(boolean, jpeg_start_decompress, (j_decompress_ptr)) \
    X(JDIMENSION, jpeg_read_scanlines, (j_decompress_ptr, JSAMPARRAY, JDIMENSION)) \
    X(boolean, jpeg_finish_decompress, (j_decompress_ptr))

static struct {
#define VIEWC_JPEG_FIELD(ret, name, params) ret (*name) params;
    VIEWC_JPEG_FUNCTIONS(VIEWC_JPEG_FIELD)
#undef VIEWC_JPEG_FIELD
} lib;

static pthread_once_t once = PTHREAD_ONCE_INIT;
static char failure[512];

static char soname[32];

static void load(void) {
    // The library the headers describe: libjpeg 6b's ABI is libjpeg.so.62, 7's and 8's
    // libjpeg.so.7 and .8 (libjpeg-turbo builds any of them).
    snprintf(soname, sizeof soname, "libjpeg.so.%d", JPEG_LIB_VERSION == 62 ? 62 : JPEG_LIB_VERSION / 10);
    void *handle = dlopen(soname, RTLD_NOW | RTLD_LOCAL);
    if (!handle) {
        snprintf(failure, sizeof failure, "%s", dlerror());
        return;
    }
#define VIEWC_JPEG_LOOKUP(ret, name, params) \
    if (!(*(void **)&lib.name = dlsym(handle, #name))) { \
        snprintf(failure, sizeof failure, "%s has no %s", soname, #name); \
        return; \
    }
    VIEWC_JPEG_FUNCTIONS(VIEWC_JPEG_LOOKUP)
#undef VIEWC_JPEG_LOOKUP
}

struct viewc_jpeg_error {
    struct jpeg_error_mgr base;
    jmp_buf jump;
};

static void viewc_error_exit(j_common_ptr cinfo) {
    struct viewc_jpeg_error *e = (struct viewc_jpeg_error *)cinfo->err;
    longjmp(e->jump, 1);
}

// Warnings (msg_level -1) mean corrupt data that libjpeg would paper over: fail instead.
static void viewc_emit_message(j_common_ptr cinfo, int msg_level) {
    if (msg_level < 0) viewc_error_exit(cinfo);
}

static void viewc_output_message(j_common_ptr cinfo) { (void)cinfo; }

int viewc_jpeg_decode(const uint8_t *data, size_t size, size_t max_pixels,
                      uint32_t **pixels, int *width, int *height,
                      char *error, size_t error_size) {
    struct jpeg_decompress_struct cinfo;
    struct viewc_jpeg_error jerr;
    // Volatile: they change between setjmp and a possible longjmp.
    uint32_t *volatile out = NULL;
    JSAMPLE *volatile row = NULL;
    *pixels = NULL;
    *width = 0;
    *height = 0;
    if (error_size > 0) error[0] = 0;
    pthread_once(&once, load);
    if (failure[0]) {
        if (error_size > 0) snprintf(error, error_size, "%s", failure);
        return 2;
    }
    memset(&cinfo, 0, sizeof cinfo);
    cinfo.err = lib.jpeg_std_error(&jerr.base);
    jerr.base.error_exit = viewc_error_exit;
    jerr.base.emit_message = viewc_emit_message;
    jerr.base.output_message = viewc_output_message;
    if (setjmp(jerr.jump)) {
        char buffer[JMSG_LENGTH_MAX];
        (*cinfo.err->format_message)((j_common_ptr)&cinfo, buffer);
        if (error_size > 0) snprintf(error, error_size, "%s", buffer);
        lib.jpeg_destroy_decompress(&cinfo);
        free(out);
        free(row);
        return 1;
    }
    lib.jpeg_CreateDecompress(&cinfo, JPEG_LIB_VERSION, sizeof cinfo);
    lib.jpeg_mem_src(&cinfo, (const unsigned char *)data, (unsigned long)size);
    lib.jpeg_read_header(&cinfo, TRUE);
    if ((size_t)cinfo.image_width * (size_t)cinfo.image_height > max_pixels) {
        if (error_size > 0) snprintf(error, error_size, "%u×%u pixels is more than the limit", cinfo.image_width, cinfo.image_height);
        lib.jpeg_destroy_decompress(&cinfo);
        return 1;
    }
    if (cinfo.jpeg_color_space == JCS_CMYK || cinfo.jpeg_color_space == JCS_YCCK) {
        if (error_size > 0) snprintf(error, error_size, "CMYK JPEG images are not supported");
        lib.jpeg_destroy_decompress(&cinfo);
        return 1;
    }
    cinfo.out_color_space = JCS_RGB;
    lib.jpeg_start_decompress(&cinfo);
    size_t w = cinfo.output_width, h = cinfo.output_height;
    if (cinfo.output_components != 3 || w == 0 || h == 0) {
        if (error_size > 0) snprintf(error, error_size, "unexpected JPEG output (%d components)", cinfo.output_components);
        lib.jpeg_destroy_decompress(&cinfo);
        return 1;
    }
    out = malloc(w * h * sizeof(uint32_t));
    row = malloc(w * 3);
    if (!out || !row) {
        if (error_size > 0) snprintf(error, error_size, "out of memory");
        lib.jpeg_destroy_decompress(&cinfo);
        free(out);
        free(row);
        return 1;
    }
    while (cinfo.output_scanline < h) {
        size_t y = cinfo.output_scanline;
        JSAMPROW rows[1] = { row };
        if (lib.jpeg_read_scanlines(&cinfo, rows, 1) != 1) break;
        for (size_t x = 0; x < w; x++) {
            out[y * w + x] = 0xFF000000u | ((uint32_t)row[3 * x] << 16) | ((uint32_t)row[3 * x + 1] << 8) | row[3 * x + 2];
        }
    }
    lib.jpeg_finish_decompress(&cinfo);
    lib.jpeg_destroy_decompress(&cinfo);
    free(row);
    *pixels = out;
    *width = (int)w;
    *height = (int)h;
    return 0;
}
