#ifndef SEGUE_CSDL2_SHIM_H
#define SEGUE_CSDL2_SHIM_H
#include <SDL.h>
#include <SDL_image.h>
#include <SDL_ttf.h>
#endif
