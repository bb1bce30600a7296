import CSDL2

/// Initialises SDL's video and events once per process. Headless rendering needs no SDL at
/// all (cairo draws the frames); the window asks for it.
@MainActor
enum SDLLibrary {
  private static var videoReady = false

  static func initVideo() throws {
    guard !videoReady else { return }
    guard SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) == 0 else { throw SDLError("SDL_Init") }
    // The X events behind SDL's pointer events, whose server times date them
    // (`EventTranslator`): SDL_SYSWMEVENTs are off by default (SDL_Init turns them off), and
    // only these are let through. Set before any window exists, as setting a filter discards
    // the events queued.
    SDL_EventState(SDL_SYSWMEVENT.rawValue, SDL_ENABLE)
    SDL_SetEventFilter(SegueKeepPointerSysWMEvents, nil)
    videoReady = true
  }
}
