import CCairo
import Foundation
import Segue

extension FrameRenderer {
  /// How many opaque fills the clear looks at: the first ones. A frame's opaque backgrounds
  /// (a controller's view, the inspector's panel) come first.
  static let clearCoverLimit = 8

  /// Notes the fills of `commands` that paint their pixels opaque before anything could
  /// read them: the whole pixels opaque, square-cornered, unrotated fills cover (cairo then
  /// writes exactly their color, whatever lay beneath), within the square clips they are
  /// drawn in, outside any group, projection or mask, away from what a backdrop blur before
  /// them reads (the inspector's panel, drawn after the device's blurred backdrop). Call
  /// with `scale` set for the frame.
  func findCovers(in commands: [DisplayCommand]) {
    covers.removeAll(keepingCapacity: true)
    clipCovers.removeAll(keepingCapacity: true)
    clipCovers.append(.infinite)
    // Groups, projections and masks open.
    var depth = 0
    // What the blurs so far read.
    var read = CGRect.null
    let frame = CGRect(x: 0, y: 0, width: width, height: height)
    scan: for command in commands {
      switch command {
      case .pushClip(let clip):
        clipCovers.append(
          clipCovers[clipCovers.count - 1].intersection(clip.pixels(scale: scale).inner))
      case .popClip:
        if clipCovers.count > 1 { clipCovers.removeLast() }
      case .pushGroup, .pushProjection, .pushMask: depth += 1
      case .popGroup, .popProjection, .popMask: depth -= 1
      case .backdropBlur(let blur):
        read = read.union(blur.readPixels(scale: scale) ?? frame)
      case .fill(let fill) where depth == 0:
        let box = fill.coveredPixels(scale: scale).intersection(clipCovers[clipCovers.count - 1])
        if !box.isNull, !box.isEmpty, !box.overlaps(read) { covers.append(box) }
        if covers.count == Self.clearCoverLimit { break scan }
      default: break
      }
    }
  }

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
