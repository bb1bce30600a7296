// The progress layer is ported from KDCircularProgress (KDCircularProgressViewLayer) by
// Kaan Dedeoglu, https://github.com/kaandedeoglu/KDCircularProgress, MIT license: an
// `@NSManaged var angle` redrawn per frame as `CABasicAnimation(keyPath: "angle")` plays.
// `segue port` rewrote `@NSManaged var angle: Double` to `@LayerProperty`; the drawing is
// cut to the arc, and what each drawing saw is recorded for the test.
import Foundation
import Testing

@testable import Segue

/// Where a progress layer's drawings report the angle they drew.
private final class DrawnAngles {
  var angles: [Double] = []
}

private final class ProgressLayer: CALayer {
  @LayerProperty("angle") var angle: Double
  var drawn: DrawnAngles?

  override class func needsDisplay(forKey key: String) -> Bool {
    key == "angle" ? true : super.needsDisplay(forKey: key)
  }

  required init() {
    super.init()
  }

  required init(layer: Any) {
    super.init(layer: layer)
    let progressLayer = layer as! ProgressLayer
    angle = progressLayer.angle
    drawn = progressLayer.drawn
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func draw(in ctx: CGContext) {
    drawn?.angles.append(angle)
    let center = CGPoint(x: bounds.midX, y: bounds.midY)
    let radius = min(bounds.width, bounds.height) / 2 - 4
    ctx.addArc(
      center: center, radius: radius, startAngle: -.pi / 2,
      endAngle: -.pi / 2 + CGFloat(angle) * .pi / 180, clockwise: false)
    ctx.setStrokeColor(UIColor.systemBlue.cgColor)
    ctx.setLineWidth(8)
    ctx.strokePath()
  }
}

@MainActor
@Suite struct CustomLayerPropertyTests {
  private let engine = AnimationEngine()
  private let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
  private let layer = ProgressLayer()
  private let drawn = DrawnAngles()

  init() {
    layer.frame = root.bounds
    layer.drawn = drawn
    root.layer.addSublayer(layer)
  }

  private func frame(at time: TimeInterval) {
    engine.advanceAnimationTime(to: time)
    var list = DisplayList()
    list.build(from: root)
  }

  @Test func keyValueCodingKeepsAnyKeyWithTheClassDefault() {
    final class Defaulted: CALayer {
      override class func defaultValue(forKey key: String) -> Any? {
        key == "tint" ? 0.5 : super.defaultValue(forKey: key)
      }
    }
    let layer = Defaulted()
    #expect(layer.value(forKey: "tint") as? Double == 0.5)
    #expect(layer.value(forKey: "other") == nil)
    layer.setValue(0.75, forKey: "tint")
    #expect(layer.value(forKey: "tint") as? Double == 0.75)
    #expect(Defaulted(layer: layer).value(forKey: "tint") as? Double == 0.75)
    layer.setValue(nil, forKey: "tint")
    #expect(layer.value(forKey: "tint") as? Double == 0.5)
  }

  @Test func thePropertyIsItsKey() {
    #expect(layer.angle == 0)
    layer.angle = 90
    #expect(layer.value(forKey: "angle") as? Double == 90)
    layer.setValue(45.0, forKey: "angle")
    #expect(layer.angle == 45)
    // Setting a key the class redraws for marks it for display.
    #expect(layer.needsDisplay())
  }

  /// The presentation layer and each frame's drawing see the animated angle: linear from
  /// 0 to 360 degrees over one second.
  @Test func anAnimationOfTheKeyIsDrawnFrameByFrame() {
    layer.angle = 360
    let fill = CABasicAnimation(keyPath: "angle")
    (fill.fromValue, fill.toValue, fill.duration) = (0.0, 360.0, 1)
    engine.perform { layer.add(fill, forKey: "angle") }
    for (time, angle) in [(0.0, 0.0), (0.25, 90.0), (0.5, 180.0), (0.75, 270.0)] {
      frame(at: time)
      #expect(layer.presentation()?.angle == angle)
      #expect(drawn.angles.last == angle, "drawn at \(time) s")
    }
    // The model keeps its value; after the animation the model is drawn again.
    #expect(layer.angle == 360)
    frame(at: 1.5)
    frame(at: 1.6)
    #expect(drawn.angles.last == 360)
    #expect(layer.animation(forKey: "angle") == nil)
  }

  @Test func eachValueKindInterpolates() {
    let layer = CALayer()
    root.layer.addSublayer(layer)
    layer.setValue(CGPoint.zero, forKey: "handle")
    layer.setValue(UIColor.black, forKey: "ink")
    let move = CABasicAnimation(keyPath: "handle")
    (move.toValue, move.duration) = (CGPoint(x: 10, y: 20), 1)
    let ink = CABasicAnimation(keyPath: "ink")
    (ink.toValue, ink.duration) = (UIColor.white, 1)
    engine.perform {
      layer.add(move, forKey: nil)
      layer.add(ink, forKey: nil)
    }
    engine.advanceAnimationTime(to: 0.5)
    #expect(layer.presentation()?.value(forKey: "handle") as? CGPoint == CGPoint(x: 5, y: 10))
    let color = layer.presentation()?.value(forKey: "ink") as? CGColor
    #expect(color.map { [$0.red, $0.green, $0.blue, $0.alpha] } == [0.5, 0.5, 0.5, 1])
  }

  @Test func anUnknownKeyIsStillAWarning() {
    let (_, warnings) = capturingWarnings {
      engine.perform { layer.add(CABasicAnimation(keyPath: "nowhere"), forKey: nil) }
    }
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("\"nowhere\"") == true)
  }
}
