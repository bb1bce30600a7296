import CSDL2
import Foundation
import Segue

/// What a window host drives: input in, time forward, a view tree out.
@MainActor
public protocol WindowHostDelegate: AnyObject {
  /// Draws the frame into `list`, replacing what was there; called once per frame.
  func buildFrame(into list: inout DisplayList)
  func handle(_ event: HostEvent)
  /// Moves the app's clock to `time` (seconds since the loop started); true while anything
  /// moves and needs another frame soon.
  func advance(to time: TimeInterval) -> Bool
  /// False ends the loop after the current frame.
  var isRunning: Bool { get }
  /// True while a view controller transition runs (an interactive one too): read only for
  /// the frame stats, which count the frames drawn during one.
  var isTransitioning: Bool { get }
}

/// A resizable, HiDPI-aware SDL window that runs the frame loop. While something moves it
/// draws every frame (vsync-paced where the renderer supports it); otherwise it sleeps in
/// SDL_WaitEvent and uses no CPU until input arrives.
///
/// The frame is drawn by the same `FrameRenderer` a headless render uses, straight into the
/// window's framebuffer where SDL has one, else into memory uploaded to a streaming texture
/// (`FramePresenter`): SDL only presents, so what the window shows is byte for byte the
/// headless frame, on a GL or a software renderer.
@MainActor
public final class WindowHost {
  private let window: OpaquePointer
  /// Holds the frame at the drawable's pixel size, and shows it.
  private let presenter: FramePresenter
  private var translator = EventTranslator()
  private var list = DisplayList()
  /// Draws only what changed from frame to frame.
  private let damage = FrameDamage()
  /// The rectangles (pixels) of the frame shown this frame: what was drawn, or all of it
  /// after an expose (kept, so that a frame does not allocate it).
  private var shown: [CGRect] = []
  /// True when the window was resized: all of it is drawn again.
  private var needsWholeFrame = true
  /// True when the window was exposed: it lost what it showed, not what was drawn (the
  /// framebuffer or the texture holds the frame), so all of it is shown again, not drawn.
  private var needsWholePresent = false
  private var log: WindowLog?
  private let paced: Bool
  /// Shortest time between presents when vsync does not pace the loop, in milliseconds
  /// (60 Hz).
  private let framePeriod: UInt64 = 16

  /// The window's drawable area in points.
  public private(set) var size: CGSize
  /// Pixels per point: 2 on a HiDPI display, or the scale the host was made with.
  public private(set) var scale: CGFloat = 1
  /// The pixels per point asked for at `init`, whatever the display's; nil: the display's.
  private let fixedScale: CGFloat?

  /// Opens a window of `size` points. `scale` (pixels per point: 1, 2 or 3) draws at that
  /// scale whatever the display's, in a window of `size` × `scale` pixels (SDL 2 has no
  /// HiDPI on X11, where the display's own is always 1); nil, the default, takes the
  /// display's.
  public init(title: String, size: CGSize, scale fixedScale: CGFloat? = nil) throws {
    // Every frame draws with the shipped fonts: without them the window would stay black,
    // a warning printed for every frame it failed to draw.
    _ = try FontFaces()
    try SDLLibrary.initVideo()
    // At a fixed scale the window's units are its pixels: SDL scales nothing.
    let units = fixedScale ?? 1
    let highDPI = fixedScale == nil ? SDL_WINDOW_ALLOW_HIGHDPI.rawValue : 0
    guard
      let window = SDL_CreateWindow(
        title, Int32(SDL_WINDOWPOS_CENTERED_MASK), Int32(SDL_WINDOWPOS_CENTERED_MASK),
        Int32(size.width * units), Int32(size.height * units),
        SDL_WINDOW_RESIZABLE.rawValue | highDPI)
    else { throw SDLError("cannot open a window") }
    do {
      self.log = try WindowLog()
      self.presenter = try makeFramePresenter(for: window)
    } catch {
      SDL_DestroyWindow(window)
      throw error
    }
    self.paced = presenter.isPaced
    self.window = window
    self.size = size
    self.fixedScale = fixedScale
    updateMetrics()
  }

  isolated deinit {
    presenter.close()
    SDL_DestroyWindow(window)
  }

  /// The window's title bar text.
  public var title: String {
    get { String(cString: SDL_GetWindowTitle(window)) }
    set { SDL_SetWindowTitle(window, newValue) }
  }

  /// Seconds since the loop started, plus its `start`, on SDL's clock: the time base of every
  /// event and frame.
  public var now: TimeInterval { translator.seconds(SDL_GetTicks64()) }

  /// Runs until the delegate stops running or the window is closed; the window disappears
  /// then, at once, while whatever follows (writing a recording) runs. Time starts at
  /// `start` seconds: 0, or the moment a resumed session had reached (`segue watch`), so
  /// its events go on after those already replayed.
  public func run(_ delegate: WindowHostDelegate, from start: TimeInterval = 0) {
    translator.origin = SDL_GetTicks64()
    translator.start = start
    var stats = FrameStats()
    let readsCPUTime = stats != nil
    defer {
      SDL_HideWindow(window)
      stats?.write()
    }
    var animating = true
    // When the last frame began (SDL ticks, ms).
    var began: UInt64 = 0
    while delegate.isRunning {
      var event = SDL_Event()
      if !animating {
        // Idle: block until something happens.
        log?.idled()
        guard SDL_WaitEvent(&event) != 0 else { break }
        stats?.noteInput(event)
        dispatch(event, to: delegate)
      }
      if !paced {
        // Without vsync, frames begin no closer than the refresh period: input arriving
        // faster (a 125 Hz mouse) waits in SDL's queue for the next frame, as with vsync,
        // instead of a frame drawn for every move.
        let since = SDL_GetTicks64() - began
        if since < framePeriod { SDL_Delay(UInt32(framePeriod - since)) }
      }
      began = SDL_GetTicks64()
      let workStart = FrameStats.Stamp.now(readingCPUTime: readsCPUTime)
      while SDL_PollEvent(&event) != 0 {
        stats?.noteInput(event)
        dispatch(event, to: delegate)
      }
      guard delegate.isRunning else { break }
      animating = delegate.advance(to: now)
      delegate.buildFrame(into: &list)
      let drawn = present(readingCPUTime: readsCPUTime)
      stats?.framePresented(
        startedAt: workStart, drawnAt: drawn, transitioning: delegate.isTransitioning)
      log?.framePresented()
    }
  }

  /// Draws the frame built into `list` into the window now, only where it differs from the
  /// frame before (`FrameDamage`), and shows that (all of it after an expose); returns when
  /// the drawing was done and the present began, for the frame stats (with the thread's CPU
  /// time when `readingCPUTime`).
  private func present(readingCPUTime: Bool) -> FrameStats.Stamp {
    let frame = presenter.frame()
    if let frame {
      damage.draw(
        &list, into: frame, scale: scale, culledTo: CGRect(origin: .zero, size: size),
        whole: needsWholeFrame)
      needsWholeFrame = false
      shown.removeAll(keepingCapacity: true)
      if needsWholePresent {
        shown.append(CGRect(x: 0, y: 0, width: frame.width, height: frame.height))
      } else {
        shown.append(contentsOf: damage.rects)
      }
      needsWholePresent = false
      presenter.submit(shown)
    }
    let drawn = FrameStats.Stamp.now(readingCPUTime: readingCPUTime)
    presenter.present(frame == nil ? [] : shown)
    return drawn
  }

  /// Wakes the loop from its idle wait, for one more frame: from any thread, for a delegate
  /// whose frame changed from outside (`segue watch`'s build errors). Safe before the loop
  /// runs or without one (the event waits in SDL's queue, or is dropped).
  nonisolated public static func wake() {
    var event = SDL_Event()
    event.type = SDL_USEREVENT.rawValue
    SDL_PushEvent(&event)
  }

  /// Asks the loop to quit as the window's close button does, from any thread.
  nonisolated public static func requestQuit() {
    var event = SDL_Event()
    event.type = SDL_QUIT.rawValue
    SDL_PushEvent(&event)
  }

  private func dispatch(_ event: SDL_Event, to delegate: WindowHostDelegate) {
    if SDL_EventType(event.type) == SDL_WINDOWEVENT,
      SDL_WindowEventID(UInt32(event.window.event)) == SDL_WINDOWEVENT_EXPOSED
    {
      needsWholePresent = true
    }
    if SDL_EventType(event.type) == SDL_WINDOWEVENT,
      SDL_WindowEventID(UInt32(event.window.event)) == SDL_WINDOWEVENT_SIZE_CHANGED
    {
      needsWholeFrame = true
      updateMetrics()
      delegate.handle(
        .resized(size, scale: scale, time: translator.seconds(UInt64(event.window.timestamp))))
    }
    if let translated = translator.translate(event) {
      delegate.handle(translated)
      log?.handled(translated)
    }
  }

  /// Reads the window's size in points and the drawable's in pixels.
  private func updateMetrics() {
    var width: Int32 = 0
    var height: Int32 = 0
    SDL_GetWindowSize(window, &width, &height)
    guard let fixedScale else {
      size = CGSize(width: Int(width), height: Int(height))
      scale = width > 0 ? CGFloat(presenter.pixelSize.width) / CGFloat(width) : 1
      return
    }
    // Whole points: a window resized to an odd width leaves its last pixel column blank.
    size = CGSize(
      width: (CGFloat(width) / fixedScale).rounded(.down),
      height: (CGFloat(height) / fixedScale).rounded(.down))
    scale = fixedScale
    translator.unitsPerPoint = fixedScale
  }
}
