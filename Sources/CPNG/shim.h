#ifndef SEGUE_CPNG_SHIM_H
#define SEGUE_CPNG_SHIM_H
/* libpng's simplified API, for writing PNGs: SDL_image's IMG_SavePNG offers no speed
   setting, and its defaults (every row filter tried, zlib level 6) made encoding two thirds
   of a replay's time. */
#include <png.h>

/* PNG_FORMAT_RGBA is a macro of two flags, which Swift does not import. */
static const png_uint_32 SeguePNGFormatRGBA = PNG_FORMAT_RGBA;
#endif
