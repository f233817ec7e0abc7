#ifndef CHROMATOOLS_CZLIB_SHIM_H
#define CHROMATOOLS_CZLIB_SHIM_H
// System zlib (Debian: zlib1g-dev), for the PNG writer's deflate stream and
// chunk CRCs (RFC 1950, RFC 1951; ISO/IEC 15948 annex D).
#include <zlib.h>
#endif
