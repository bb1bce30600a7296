#ifndef SEGUE_CCAIRO_SHIM_H
#define SEGUE_CCAIRO_SHIM_H
/* cairo rasterises every frame; FreeType opens the shipped font for it (cairo-ft); pixman,
   underneath cairo, does the projective transforms of 3D layers. cairo.pc's cflags name the
   pixman-1 and freetype2 include folders. */
#include <cairo.h>
#include <cairo-ft.h>
#include <ft2build.h>
#include FT_FREETYPE_H
#include <pixman.h>
#endif
