// Loads pango on first use (see include/cpango.h).
#define _GNU_SOURCE   // memfd_create
#include "cpango.h"

#include <dlfcn.h>
#include <sys/mman.h>
#include <pthread.h>
#include <stdio.h>

struct viewc_pango_table viewc_pango;

static pthread_once_t once = PTHREAD_ONCE_INIT;
static const char *failure;
static char message[512];

static void load(void) {
    // Local: pango's symbols stay out of the global scope; cairo, already loaded by viewc, is
    // shared (one libcairo.so.2 in the process).
    void *handle = dlopen("libpangocairo-1.0.so.0", RTLD_NOW | RTLD_LOCAL);
    if (!handle) {
        snprintf(message, sizeof message, "%s", dlerror());
        failure = message;
        return;
    }
#define VIEWC_PANGO_LOOKUP(ret, name, params, args) \
    if (!(*(void **)&viewc_pango.name = dlsym(handle, #name))) { \
        snprintf(message, sizeof message, "libpangocairo-1.0.so.0 has no %s", #name); \
        failure = message; \
        return; \
    }
    VIEWC_PANGO_FUNCTIONS(VIEWC_PANGO_LOOKUP)
#undef VIEWC_PANGO_LOOKUP
}

const char *viewc_pango_load(void) {
    pthread_once(&once, load);
    return failure;
}

int viewc_memfd(const char *name) {
    return memfd_create(name, MFD_CLOEXEC);
}
