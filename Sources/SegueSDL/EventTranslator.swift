import CSDL2
import Foundation
import Segue

/// Turns SDL events into host events stamped with the events' own times, never the wall
/// clock: seconds since `origin`, the SDL tick (milliseconds) at which the host's loop
/// started, so a live session and its replay share one time base. Pointer events are dated
/// by the X server's time where SDL passes it on (`ServerTimeMapping`: SDL's own stamp is
/// when it read the event, which a slow frame holds up); keys and window events keep SDL's.
struct EventTranslator {
  var origin: UInt64 = 0
  /// Seconds the time base reads at `origin`: 0, or where a resumed session went on
  /// (`WindowHost.run(_:from:)`).
  var start: TimeInterval = 0
  /// SDL's pointer units (window units) per point: 1, or the window host's fixed scale,
  /// whose window units are pixels.
  var unitsPerPoint: CGFloat = 1
  /// The mouse button held, if any: the touch in progress.
  private(set) var heldButton: Int?
  /// The server's time of the pointer event in the last SDL_SYSWMEVENT (`SDLLibrary` asks
  /// for them), until the SDL mouse event made of it, which SDL posts next, takes it.
  private var serverTime: UInt32?
  private var pointerTimes = ServerTimeMapping()

  /// `start` plus seconds since `origin`; events queued before it count as `start`.
  func seconds(_ ticks: UInt64) -> TimeInterval {
    start + TimeInterval(ticks > origin ? ticks - origin : 0) / 1000
  }

  mutating func translate(_ event: SDL_Event) -> HostEvent? {
    switch SDL_EventType(event.type) {
    case SDL_QUIT:
      return .quit
    case SDL_SYSWMEVENT:
      let time = SegueX11PointerTime(event.syswm.msg)
      serverTime = time == 0 ? nil : time
      return nil
    case SDL_MOUSEBUTTONDOWN:
      let time = pointerTime(event.button.timestamp)
      guard heldButton == nil else { return nil }
      heldButton = Int(event.button.button)
      // Keep receiving motion when the drag leaves the window.
      SDL_CaptureMouse(SDL_TRUE)
      return pointer(.down, event.button.x, event.button.y, time, Int(event.button.button))
    case SDL_MOUSEBUTTONUP:
      let time = pointerTime(event.button.timestamp)
      // A second button released mid-drag is not the end of the drag.
      guard heldButton == Int(event.button.button) else { return nil }
      heldButton = nil
      SDL_CaptureMouse(SDL_FALSE)
      return pointer(.up, event.button.x, event.button.y, time, Int(event.button.button))
    case SDL_MOUSEMOTION:
      let time = pointerTime(event.motion.timestamp)
      return pointer(.move, event.motion.x, event.motion.y, time, heldButton ?? 0)
    case SDL_MOUSEWHEEL:
      return wheel(event.wheel)
    case SDL_KEYDOWN:
      return .key(
        KeyInput(
          key: String(cString: SDL_GetKeyName(event.key.keysym.sym)),
          modifiers: modifiers(event.key.keysym.mod),
          timestamp: seconds(UInt64(event.key.timestamp))))
    case SDL_WINDOWEVENT:
      return windowEvent(event.window)
    default:
      return nil
    }
  }

  /// Losing focus mid-drag cancels the touch: the release may never come to this window.
  private mutating func windowEvent(_ event: SDL_WindowEvent) -> HostEvent? {
    guard SDL_WindowEventID(UInt32(event.event)) == SDL_WINDOWEVENT_FOCUS_LOST,
      let button = heldButton
    else { return nil }
    // On the pointer's timeline, so the touch's times never run backwards.
    let time = seconds(pointerTimes.ticks(stamped: UInt64(event.timestamp), serverTime: nil))
    heldButton = nil
    SDL_CaptureMouse(SDL_FALSE)
    var x: Int32 = 0
    var y: Int32 = 0
    SDL_GetMouseState(&x, &y)
    return pointer(.cancel, x, y, time, button)
  }

  /// Seconds since `origin` at which the pointer event SDL stamped `ticks` happened; takes
  /// the server time waiting for it.
  private mutating func pointerTime(_ ticks: UInt32) -> TimeInterval {
    defer { serverTime = nil }
    return seconds(pointerTimes.ticks(stamped: UInt64(ticks), serverTime: serverTime))
  }

  /// SDL counts notches, positive away from the user and to the right (negated when the
  /// system flips them: natural scrolling); a notch away from the user shows content above.
  private func wheel(_ event: SDL_MouseWheelEvent) -> HostEvent {
    let flip: CGFloat = event.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
    let notch = ScrollWheelInput.pointsPerNotch
    return .wheel(
      ScrollWheelInput(
        location: point(event.mouseX, event.mouseY),
        delta: CGVector(
          dx: flip * CGFloat(event.preciseX) * notch, dy: -flip * CGFloat(event.preciseY) * notch),
        timestamp: seconds(UInt64(event.timestamp))))
  }

  private func pointer(
    _ phase: PointerInput.Phase, _ x: Int32, _ y: Int32, _ time: TimeInterval, _ button: Int
  ) -> HostEvent {
    .pointer(
      PointerInput(
        phase: phase, location: point(x, y), timestamp: time, button: button,
        modifiers: modifiers(UInt16(truncatingIfNeeded: SDL_GetModState().rawValue))))
  }

  /// The point at window units (`x`, `y`).
  private func point(_ x: Int32, _ y: Int32) -> CGPoint {
    CGPoint(x: CGFloat(x) / unitsPerPoint, y: CGFloat(y) / unitsPerPoint)
  }

  private func modifiers(_ mod: UInt16) -> KeyInput.Modifiers {
    var result: KeyInput.Modifiers = []
    if mod & UInt16(KMOD_SHIFT.rawValue) != 0 { result.insert(.shift) }
    if mod & UInt16(KMOD_CTRL.rawValue) != 0 { result.insert(.control) }
    if mod & UInt16(KMOD_ALT.rawValue) != 0 { result.insert(.alt) }
    return result
  }
}
