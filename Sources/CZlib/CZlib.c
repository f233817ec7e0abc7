// Finds libz and its functions at run time; see include/CZlib.h.

#include "CZlib.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>

static chromatools_zlib_api api;
static int loaded;
static char failure[512];
static pthread_once_t once = PTHREAD_ONCE_INIT;

/// Looks up one function; on failure records why and returns 0.
static int find(void *library, void **slot, const char *name) {
    *slot = dlsym(library, name);
    if (*slot == NULL) snprintf(failure, sizeof failure, "the zlib library has no %s", name);
    return *slot != NULL;
}

static void load(void) {
    // The name of Debian's (and most systems') run-time package; the unversioned name needs the -dev package.
    void *library = dlopen("libz.so.1", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) library = dlopen("libz.so", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        const char *reason = dlerror();
        snprintf(failure, sizeof failure, "cannot load the zlib library: %s", reason ? reason : "not found");
        return;
    }
#define FIND(field) if (!find(library, (void **)&api.field, #field)) return
    FIND(zlibVersion);
    FIND(deflateInit2_);
    FIND(deflate);
    FIND(deflateEnd);
    FIND(crc32);
#undef FIND
    loaded = 1;
}

const chromatools_zlib_api *chromatools_zlib_load(const char **reason) {
    pthread_once(&once, load);
    if (!loaded) {
        if (reason) *reason = failure;
        return NULL;
    }
    return &api;
}
