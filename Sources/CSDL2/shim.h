#ifndef SEGUE_CSDL2_SHIM_H
#define SEGUE_CSDL2_SHIM_H
#if !__has_include(<SDL2/SDL.h>) || !__has_include(<SDL2/SDL_image.h>) || \
    !__has_include(<SDL2/SDL_ttf.h>)
#error "Segue needs SDL2, SDL2_image and SDL2_ttf: apt-get install libsdl2-dev libsdl2-image-dev libsdl2-ttf-dev (or run Scripts/install-deps)"
#endif
#include <SDL2/SDL.h>
#include <SDL2/SDL_image.h>
#include <SDL2/SDL_syswm.h>
#include <SDL2/SDL_ttf.h>

/* The X server's time (milliseconds on the server's clock, wrapping at 2^32) of the pointer
   press, release or move an SDL_SYSWMEVENT carries; 0 (X's CurrentTime, never an event's
   time) for any other event or window system.

   SDL 2.26 stamps its mouse events with SDL_GetTicks() when it reads the X queue, so moves
   that wait out a slow frame share one stamp; the server stamped each when it happened.
   SDL's X11 backend posts the SYSWM copy of each core X event just before the SDL events
   it makes of it, and its mouse events come from core MotionNotify, ButtonPress and
   ButtonRelease. Crossing events are left out: their time can trail by seconds under Xvfb.
   XInput2 GenericEvents are left out too: SDL posts them after handling them, and their
   cookie data (where the time is) has been freed by the time the copy is read.

   SDL_syswm.h includes <X11/Xlib.h> when SDL was built with X11; Debian's libsdl2-dev
   depends on libx11-dev, so Scripts/install-deps provides it. */
static inline Uint32 SegueX11PointerTime(const SDL_SysWMmsg *message) {
#if defined(SDL_VIDEO_DRIVER_X11)
  if (message == NULL || message->subsystem != SDL_SYSWM_X11) return 0;
  const XEvent *event = &message->msg.x11.event;
  switch (event->type) {
  case MotionNotify:
    return (Uint32)event->xmotion.time;
  case ButtonPress:
  case ButtonRelease:
    return (Uint32)event->xbutton.time;
  default:
    return 0;
  }
#else
  (void)message;
  return 0;
#endif
}

/* An SDL event filter (SDL_SetEventFilter) that lets through only the SDL_SYSWMEVENTs with
   a pointer time: the rest would wake an idle window for nothing (a click anywhere on the
   screen brings SDL's XInput2 raw button events, for one). */
static inline int SegueKeepPointerSysWMEvents(void *userdata, SDL_Event *event) {
  (void)userdata;
  return event->type != SDL_SYSWMEVENT || SegueX11PointerTime(event->syswm.msg) != 0;
}
#endif
