import Foundation
import Segue

/// Renders frames with no display: the display list drawn by cairo into memory. Frames are
/// opaque, as a window is; PNGs come out with alpha 255. The same display list gives the
/// same pixels on every run, and the window shows these same bytes.
///
///     let renderer = try HeadlessRenderer(size: CGSize(width: 390, height: 844))
///     try PNGFile.write(renderer.render(window), to: URL(fileURLWithPath: "frame.png"))
@MainActor
public final class HeadlessRenderer {
  /// Points.
  public let size: CGSize
  /// Pixels per point.
  public let scale: CGFloat
  private let frame: FrameRenderer
  private var list = DisplayList()

  /// Largest side, in pixels, that a headless frame may have.
  public static let maximumPixels = FrameRenderer.maximumPixels

  public init(size: CGSize, scale: CGFloat = 1) throws {
    self.size = size
    self.scale = scale
    self.frame = try FrameRenderer(
      width: Int((size.width * scale).rounded()), height: Int((size.height * scale).rounded()))
  }

  /// Lays out and draws `view`'s tree, then returns the pixels.
  public func render(_ view: UIView) throws -> Bitmap {
    try render { $0.build(from: view) }
  }

  /// Draws the frame `build` puts into the renderer's list (several trees composed, as
  /// `PlaygroundApp.buildFrame(into:)` does), then returns the pixels.
  public func render(building build: (inout DisplayList) -> Void) throws -> Bitmap {
    draw(building: build)
    return Bitmap(frame: frame)
  }

  public func render(_ list: DisplayList) throws -> Bitmap {
    frame.draw(list, scale: scale)
    return Bitmap(frame: frame)
  }

  /// Lays out and draws `view`'s tree (what cannot show culled) into the frame, without
  /// reading the pixels back: the frame cost alone, as a window pays it.
  public func draw(_ view: UIView) {
    draw { $0.build(from: view) }
  }

  private func draw(building build: (inout DisplayList) -> Void) {
    build(&list)
    list.cull(to: CGRect(origin: .zero, size: size), scale: scale)
    frame.draw(list, scale: scale)
  }
}
