// The zlib surface appexjs uses: inflating gzip members and deflate streams (WARC files and
// HTTP content codings) and deflating gzip members (a WARC written back).
// Only the SavedPages module imports this.
#ifndef APPEXJS_CZLIB_SHIM_H
#define APPEXJS_CZLIB_SHIM_H
#include <zlib.h>
#endif
