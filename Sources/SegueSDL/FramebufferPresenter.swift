import CSDL2
import Foundation
import Segue

/// Draws the frame straight into the window's framebuffer (SDL's window surface: on X11
/// memory shared with the X server), so presenting copies nothing in Segue: SDL hands the
/// rows to the window system. Under Xvfb this is the cheap path: SDL's default there backs
/// the window with an OpenGL texture, and Mesa's llvmpipe then re-draws the whole frame on
/// the CPU every present, on top of the texture upload.
///
/// A framebuffer in another layout than cairo's ARGB32 (a 16-bit display) gets the frame
/// drawn into memory of its own and converted.
@MainActor
final class FramebufferPresenter: FramePresenter {
  private let window: OpaquePointer
  private var current: FrameRenderer?
  /// The framebuffer `current` draws into, or converts into, and its layout when it was
  /// made (a new framebuffer may reuse the old one's addresses).
  private var surface: UnsafeMutablePointer<SDL_Surface>?
  private var layout: (pixels: UnsafeMutableRawPointer?, width: Int32, height: Int32, pitch: Int32)?
  private var converts = false
  /// The damage as SDL takes it, kept between frames.
  private var rects: [SDL_Rect] = []
  let isPaced = false

  /// Nil when SDL has no framebuffer for the window: the video driver has none, or
  /// `SDL_FRAMEBUFFER_ACCELERATION` asks for a texture one and it cannot be made.
  init?(window: OpaquePointer) {
    // A native framebuffer unless the environment says otherwise (SDL reads the variable
    // first): a texture-backed one would cost an upload and a GPU draw every frame.
    SDL_SetHintWithPriority(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0", SDL_HINT_DEFAULT)
    guard SDL_GetWindowSurface(window) != nil else { return nil }
    self.window = window
  }

  var pixelSize: (width: Int, height: Int) {
    guard let surface = SDL_GetWindowSurface(window) else { return (0, 0) }
    return (Int(surface.pointee.w), Int(surface.pointee.h))
  }

  func frame() -> FrameRenderer? {
    // A resized window has a new framebuffer: the old one's memory is gone.
    guard let surface = SDL_GetWindowSurface(window) else { return nil }
    let made = (surface.pointee.pixels, surface.pointee.w, surface.pointee.h, surface.pointee.pitch)
    if let current, surface == self.surface, let layout, layout == made { return current }
    current = nil
    (self.surface, layout) = (surface, made)
    let (width, height) = (Int(surface.pointee.w), Int(surface.pointee.h))
    let format = surface.pointee.format.pointee.format
    converts =
      format != SDL_PIXELFORMAT_ARGB8888.rawValue && format != SDL_PIXELFORMAT_RGB888.rawValue
    do {
      current =
        converts
        ? try FrameRenderer(width: width, height: height)
        : try FrameRenderer(
          width: width, height: height, pixels: surface.pointee.pixels,
          stride: Int(surface.pointee.pitch))
    } catch {
      Diagnostics.warn("window: \(error)")
    }
    return current
  }

  func submit(_ damage: [CGRect]) {
    guard converts, let current, let surface else { return }
    let format = surface.pointee.format.pointee
    for rect in damage {
      let (x, y) = (Int(rect.minX), Int(rect.minY))
      SDL_ConvertPixels(
        Int32(rect.width), Int32(rect.height), SDL_PIXELFORMAT_ARGB8888.rawValue,
        current.pixels + y * current.stride + x * 4, Int32(current.stride), format.format,
        surface.pointee.pixels + y * Int(surface.pointee.pitch) + x * Int(format.BytesPerPixel),
        surface.pointee.pitch)
    }
  }

  func present(_ damage: [CGRect]) {
    guard !damage.isEmpty else { return }
    rects.removeAll(keepingCapacity: true)
    for rect in damage { rects.append(SDL_Rect(rect)) }
    SDL_UpdateWindowSurfaceRects(window, rects, Int32(rects.count))
  }

  func close() {
    // The window frees its framebuffer; nothing may draw into it after.
    current = nil
    (surface, layout) = (nil, nil)
  }
}
