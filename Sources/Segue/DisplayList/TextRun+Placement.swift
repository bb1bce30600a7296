import Foundation

extension TextRun {
  /// Where the rasterised string, `size` points large, goes in `rect`: vertically centered
  /// (at the top when `alignsTop`), aligned horizontally by `alignment`. Renderers place text with it.
  public func placement(of size: CGSize) -> CGRect {
    let x: CGFloat =
      switch alignment {
      case .left: rect.minX
      case .center: rect.midX - size.width / 2
      case .right: rect.maxX - size.width
      }
    let y = alignsTop ? rect.minY : rect.midY - size.height / 2
    return CGRect(x: x, y: y, width: size.width, height: size.height)
  }
}
