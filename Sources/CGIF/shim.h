#ifndef SEGUE_CGIF_SHIM_H
#define SEGUE_CGIF_SHIM_H
#if !__has_include(<gif_lib.h>)
#error "Segue needs giflib: apt-get install libgif-dev (or run Scripts/install-deps)"
#endif
#include <gif_lib.h>
#endif
