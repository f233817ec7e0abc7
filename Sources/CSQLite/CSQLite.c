// Finds libsqlite3 and its functions at run time; see include/CSQLite.h.

#include "CSQLite.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>

static chromatools_sqlite_api api;
static int loaded;
static char failure[512];
static pthread_once_t once = PTHREAD_ONCE_INIT;

/// Looks up one function; on failure records why and returns 0.
static int find(void *library, void **slot, const char *name) {
    *slot = dlsym(library, name);
    if (*slot == NULL) snprintf(failure, sizeof failure, "the SQLite library has no %s", name);
    return *slot != NULL;
}

static void load(void) {
    // The name of Debian's (and most systems') run-time package; the unversioned name needs the -dev package.
    void *library = dlopen("libsqlite3.so.0", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) library = dlopen("libsqlite3.so", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        const char *reason = dlerror();
        snprintf(failure, sizeof failure, "cannot load the SQLite library: %s", reason ? reason : "not found");
        return;
    }
#define FIND(field, name) if (!find(library, (void **)&api.field, name)) return
    FIND(open_v2, "sqlite3_open_v2");
    FIND(close_v2, "sqlite3_close_v2");
    FIND(busy_timeout, "sqlite3_busy_timeout");
    FIND(extended_result_codes, "sqlite3_extended_result_codes");
    FIND(errmsg, "sqlite3_errmsg");
    FIND(extended_errcode, "sqlite3_extended_errcode");
    FIND(errstr, "sqlite3_errstr");
    FIND(prepare_v2, "sqlite3_prepare_v2");
    FIND(step, "sqlite3_step");
    FIND(finalize, "sqlite3_finalize");
    FIND(bind_int64, "sqlite3_bind_int64");
    FIND(bind_text, "sqlite3_bind_text");
    FIND(bind_null, "sqlite3_bind_null");
    FIND(column_count, "sqlite3_column_count");
    FIND(column_type, "sqlite3_column_type");
    FIND(column_int64, "sqlite3_column_int64");
    FIND(column_text, "sqlite3_column_text");
    FIND(column_bytes, "sqlite3_column_bytes");
    FIND(column_name, "sqlite3_column_name");
    FIND(last_insert_rowid, "sqlite3_last_insert_rowid");
    FIND(compileoption_used, "sqlite3_compileoption_used");
#undef FIND
    loaded = 1;
}

const chromatools_sqlite_api *chromatools_sqlite_load(const char **reason) {
    pthread_once(&once, load);
    if (!loaded) {
        if (reason) *reason = failure;
        return NULL;
    }
    return &api;
}
