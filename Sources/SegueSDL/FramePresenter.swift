import CSDL2
import Foundation

/// How the window shows the frame cairo drew: straight from the window's framebuffer
/// (`FramebufferPresenter`, no copy in Segue) where SDL has one, else uploaded to a streaming
/// texture of an SDL renderer (`TexturePresenter`). Either way the window shows the frame's
/// bytes as they are, the headless frame byte for byte.
@MainActor
protocol FramePresenter: AnyObject {
  /// True when `present()` waits for the display's refresh (vsync), which then paces the
  /// loop.
  var isPaced: Bool { get }
  /// The drawable's size in pixels.
  var pixelSize: (width: Int, height: Int) { get }
  /// The frame to draw into, at the drawable's current size; nil (a warning given) when
  /// one cannot be made. The same object from frame to frame until the size changes.
  func frame() -> FrameRenderer?
  /// Hands the frame's `damage` (rectangles of whole pixels), just drawn, to the window (an
  /// upload, where there is one); the rest of the window keeps what it had.
  func submit(_ damage: [CGRect])
  /// Shows what `submit(_:)` handed over.
  func present(_ damage: [CGRect])
  /// Frees what SDL made for the window; before the window is destroyed (SDL 2.26 frees a
  /// renderer through its window).
  func close()
}

/// The presenter for `window`: its framebuffer unless `SDL_FRAMEBUFFER_ACCELERATION` asks
/// for a texture one or the video driver has none, then an SDL renderer's streaming texture.
@MainActor
func makeFramePresenter(for window: OpaquePointer) throws -> FramePresenter {
  if let framebuffer = FramebufferPresenter(window: window) { return framebuffer }
  return try TexturePresenter(window: window)
}
