// zlib for the PNG writer, loaded only when a PNG is written.
//
// The tools that never write a PNG must not pay for zlib when they start (the
// dynamic linker would load and relocate it at every start), so libz is not
// linked: `chromatools_zlib_load` opens the system's library with dlopen(3)
// the first time a PNG is written and looks up the functions the writer
// calls: the deflate stream (RFC 1950, RFC 1951) and the chunk CRCs
// (ISO/IEC 15948 annex D). This header brings zlib.h (Debian: zlib1g-dev)
// for its types and constants only; calling a zlib function directly would
// not link.

#ifndef CHROMATOOLS_CZLIB_H
#define CHROMATOOLS_CZLIB_H

#include <zlib.h>

/// The zlib functions the PNG writer calls, as found in libz.
typedef struct {
    const char *(*zlibVersion)(void);
    int (*deflateInit2_)(z_streamp stream, int level, int method, int windowBits, int memLevel, int strategy,
                         const char *version, int streamSize);
    int (*deflate)(z_streamp stream, int flush);
    int (*deflateEnd)(z_streamp stream);
    uLong (*crc32)(uLong crc, const Bytef *bytes, uInt count);
} chromatools_zlib_api;

/// Loads libz the first time (safe from any thread); NULL when it cannot, with the reason in `*reason`.
const chromatools_zlib_api *chromatools_zlib_load(const char **reason);

#endif
