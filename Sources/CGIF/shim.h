#ifndef SEGUE_CGIF_SHIM_H
#define SEGUE_CGIF_SHIM_H
#include <gif_lib.h>
#endif
