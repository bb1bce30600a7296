import CCairo
import Foundation
import Segue

extension FrameRenderer {
  /// Clears `region` (pixels, inside the current clip) to opaque black, a window being
  /// opaque, unless the fills `findCovers(in:)` noted paint all of it: a controller's view
  /// and the inspector's panel cover the frame, and the clear (at scale 2 a pass over 9 MB)
  /// would be painted over.
  func clear(_ region: CGRect) {
    guard !isCovered(region) else { return }
    cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
    cairo_set_source_rgba(context, 0, 0, 0, 1)
    cairo_paint(context)
    cairo_set_operator(context, CAIRO_OPERATOR_OVER)
  }

  /// Whether `covers` together cover `region`: every cell of the grid their edges cut it
  /// into lies inside one of them.
  private func isCovered(_ region: CGRect) -> Bool {
    guard !covers.isEmpty else { return false }
    coverXs.removeAll(keepingCapacity: true)
    coverYs.removeAll(keepingCapacity: true)
    coverXs.append(region.minX)
    coverXs.append(region.maxX)
    coverYs.append(region.minY)
    coverYs.append(region.maxY)
    for box in covers {
      if box.minX > region.minX && box.minX < region.maxX { coverXs.append(box.minX) }
      if box.maxX > region.minX && box.maxX < region.maxX { coverXs.append(box.maxX) }
      if box.minY > region.minY && box.minY < region.maxY { coverYs.append(box.minY) }
      if box.maxY > region.minY && box.maxY < region.maxY { coverYs.append(box.maxY) }
    }
    coverXs.sort()
    coverYs.sort()
    for i in 1..<coverXs.count where coverXs[i] > coverXs[i - 1] {
      for j in 1..<coverYs.count where coverYs[j] > coverYs[j - 1] {
        let center = CGPoint(
          x: (coverXs[i - 1] + coverXs[i]) / 2, y: (coverYs[j - 1] + coverYs[j]) / 2)
        guard covers.contains(where: { $0.contains(center) }) else { return false }
      }
    }
    return true
  }
}
