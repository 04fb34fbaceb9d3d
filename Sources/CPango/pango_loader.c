// Loads pango on first use (see include/cpango.h).
#define _GNU_SOURCE   // memfd_create
#include "cpango.h"

#include <dlfcn.h>
#include <sys/mman.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>

struct viewc_pango_table viewc_pango;

static pthread_once_t once = PTHREAD_ONCE_INIT;
static const char *failure;
static char message[512];

static void load(void) {
    // Local: pango's symbols stay out of the global scope. Cairo and fontconfig are viewc's
    // own: pango binds to the cairo viewc draws with, linked in or shared (one copy in the
    // process; Sources/CCairo/link-static.sh).
    void *handle = dlopen("libpangocairo-1.0.so.0", RTLD_NOW | RTLD_LOCAL);
    if (!handle) {
        snprintf(message, sizeof message, "%s", dlerror());
        failure = message;
        return;
    }
    // Fontconfig's functions are looked up where pango's own calls go (the global scope: the
    // executable, when fontconfig is linked in, or libfontconfig.so.1 that libcairo.so.2
    // brought), not in pango's dependencies: fonts added with FcConfigAppFontAddFile must be
    // in the configuration pango and cairo match fonts in.
#define VIEWC_PANGO_LOOKUP(ret, name, params, args) \
    if (!(*(void **)&viewc_pango.name = dlsym(strncmp(#name, "Fc", 2) == 0 ? RTLD_DEFAULT : handle, #name))) { \
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
