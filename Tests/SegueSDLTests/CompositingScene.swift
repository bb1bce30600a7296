import Foundation
import Segue
import Testing

@testable import SegueSDL

/// A striped root and three views in it that a test fills with what `FrameCompositor`
/// composites itself: a clip of whole pixels, a faded view (a group) and a view turned in 3D
/// (a plane), so that the frame, a clip, a group's surface and a plane's are all targets.
@MainActor
struct CompositingScene {
  let root: UIView
  /// The root, the clip, the faded view and the turned one, in that order.
  let containers: [UIView]

  /// `size` points, striped every `period` points in `color`; the clip, the faded view and
  /// the turned one at `clip`, `faded` and `turned` (by default a 160×120 scene's).
  init(
    size: CGSize = CGSize(width: 160, height: 120), period: CGFloat, color: UIColor,
    clip: CGRect = CGRect(x: 20, y: 10, width: 70, height: 50),
    faded: CGRect = CGRect(x: 90, y: 40, width: 60, height: 70),
    turned: CGRect = CGRect(x: 10, y: 65, width: 70, height: 50)
  ) {
    root = UIView.striped(size, period: period, color: color)
    let clipping = UIView(frame: clip)
    clipping.clipsToBounds = true
    let fadedView = UIView(frame: faded)
    fadedView.alpha = 0.6
    fadedView.backgroundColor = UIColor(white: 1, alpha: 0.3)
    let turnedView = UIView(frame: turned)
    turnedView.backgroundColor = .systemYellow
    var perspective = CATransform3DIdentity
    perspective.m34 = -1 / 300
    turnedView.layer.transform = CATransform3DRotate(perspective, .pi / 7, 0, 1, 0)
    for view in [clipping, fadedView, turnedView] { root.addSubview(view) }
    containers = [root, clipping, fadedView, turnedView]
  }

  /// A random place for something drawn in a container of `bounds`: from 15 points before
  /// its corner to 5 past its far side, so that some reach past the frame or their clip.
  static func origin(in bounds: CGRect, _ noise: inout Noise) -> CGPoint {
    let x = noise.unit() * (bounds.width + 20) - 15
    return CGPoint(x: x, y: noise.unit() * (bounds.height + 20) - 15)
  }

  /// `root`'s display list, and two renderers of its size at `scale`: one compositing
  /// itself, one leaving all drawing to cairo.
  static func frames(of root: UIView, scale: CGFloat) throws -> (
    DisplayList, straight: FrameRenderer, byCairo: FrameRenderer
  ) {
    var list = DisplayList()
    list.build(from: root)
    let (width, height) = (Int(root.bounds.width * scale), Int(root.bounds.height * scale))
    let straight = try FrameRenderer(width: width, height: height)
    let byCairo = try FrameRenderer(width: width, height: height)
    byCairo.compositesItself = false
    return (list, straight, byCairo)
  }

  /// What one kind of composite is counted by, and how many a pass must make.
  struct Count {
    let name: String
    let counted: (FrameCompositor) -> Int
    let least: Int
  }

  /// The scene drawn at `scale` twice, whole and then within `damage` (points), by a
  /// renderer compositing itself and by one leaving all to cairo: the same pixels each time;
  /// each pass making at least each of `counts` composites (cairo's renderer none), and at
  /// least `elsewhere` composites into the group's and the plane's surfaces.
  func expectCairosPixels(
    scale: CGFloat, damage: CGRect, elsewhere: Int? = nil, counts: [Count]
  ) throws {
    let (list, straight, byCairo) = try Self.frames(of: root, scale: scale)
    let passes: [[CGRect]?] = [nil, [damage.applying(.init(scaleX: scale, y: scale))]]
    for (index, damage) in passes.enumerated() {
      let before = counts.map { $0.counted(straight.compositor) }
      let elsewhereBefore = straight.compositor.intoOtherSurfaces
      straight.draw(list, scale: scale, within: damage)
      byCairo.draw(list, scale: scale, within: damage)
      for (count, before) in zip(counts, before) {
        let made = count.counted(straight.compositor) - before
        #expect(made >= count.least, "pass \(index): \(made) \(count.name) composited here")
        #expect(count.counted(byCairo.compositor) == 0, "\(count.name) by cairo's renderer")
      }
      if let elsewhere {
        #expect(
          straight.compositor.intoOtherSurfaces - elsewhereBefore >= elsewhere,
          "pass \(index): composites into the group and the plane")
      }
      let difference = straight.difference(from: byCairo)
      #expect(difference == nil, "pass \(index): pixels \(String(describing: difference)) differ")
    }
  }
}
