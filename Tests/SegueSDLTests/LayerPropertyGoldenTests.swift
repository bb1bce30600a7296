// The ring layer is ported from KDCircularProgress (KDCircularProgressViewLayer) by Kaan
// Dedeoglu, https://github.com/kaandedeoglu/KDCircularProgress, MIT license; `segue port`
// rewrote its `@NSManaged var angle: Double` to `@LayerProperty`, and the drawing is cut to
// a track and an arc.
import Foundation
import Segue
import SegueTesting
import SnapshotTesting
import Testing

private final class RingLayer: CALayer {
  @LayerProperty("angle") var angle: Double

  override class func needsDisplay(forKey key: String) -> Bool {
    key == "angle" ? true : super.needsDisplay(forKey: key)
  }

  required init() {
    super.init()
  }

  required init(layer: Any) {
    super.init(layer: layer)
    angle = (layer as! RingLayer).angle
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func draw(in ctx: CGContext) {
    let center = CGPoint(x: bounds.midX, y: bounds.midY)
    let radius = min(bounds.width, bounds.height) / 2 - 8
    ctx.setLineWidth(10)
    ctx.setStrokeColor(UIColor.systemGray5.cgColor)
    ctx.strokeEllipse(in: CGRect(x: 8, y: 8, width: 2 * radius, height: 2 * radius))
    ctx.setLineCap(.round)
    ctx.addArc(
      center: center, radius: radius, startAngle: -.pi / 2,
      endAngle: -.pi / 2 + CGFloat(angle) * .pi / 180, clockwise: false)
    ctx.setStrokeColor(UIColor.systemOrange.cgColor)
    ctx.strokePath()
  }
}

/// A ring whose custom `angle` animates from 0 to 360 degrees over a second, at a quarter
/// and three quarters: the arc ends at 3 o'clock, then at 9. Each reference PNG in
/// `__Snapshots__/LayerPropertyGoldenTests` was looked at before it was committed.
@MainActor
@Suite struct LayerPropertyGoldenTests {
  @Test func aCustomPropertyAnimatesTheDrawing() {
    let engine = AnimationEngine()
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
    root.backgroundColor = .white
    let ring = RingLayer()
    ring.frame = root.bounds
    ring.angle = 360
    root.layer.addSublayer(ring)
    let fill = CABasicAnimation(keyPath: "angle")
    (fill.fromValue, fill.toValue, fill.duration) = (0.0, 360.0, 1)
    engine.perform { ring.add(fill, forKey: "fill") }
    for time in [0.25, 0.75] {
      engine.advanceAnimationTime(to: time)
      assertSnapshot(of: root, as: .image(scale: 2), named: "t\(time)")
    }
  }
}
