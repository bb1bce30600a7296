import CSDL2

/// Initialises SDL's subsystems, SDL_image and SDL_ttf once per process. Headless rendering
/// needs no video subsystem; the window asks for it.
@MainActor
enum SDLLibrary {
  private static var videoReady = false
  private static var fontsReady = false

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

  static func initFonts() throws {
    guard !fontsReady else { return }
    guard TTF_Init() == 0 else { throw SDLError("TTF_Init") }
    fontsReady = true
  }
}
