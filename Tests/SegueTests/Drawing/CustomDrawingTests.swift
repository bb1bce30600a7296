import Foundation
import Testing

@testable import Segue

/// A view that draws a ring with `UIBezierPath` in `draw(_:)`, as a progress ring does, and
/// counts its draws.
private final class RingView: UIView {
  var draws = 0
  var progress: CGFloat = 0.5 {
    didSet { setNeedsDisplay() }
  }

  override func draw(_ rect: CGRect) {
    draws += 1
    let ring = UIBezierPath(
      arcCenter: CGPoint(x: rect.midX, y: rect.midY), radius: rect.width / 2 - 4,
      startAngle: -.pi / 2, endAngle: -.pi / 2 + 2 * .pi * progress, clockwise: true)
    ring.lineWidth = 8
    UIColor.systemGreen.setStroke()
    ring.stroke()
  }
}

/// The rounded top corners of a deck card, drawn by the layer itself from its
/// `cornerRadius`, so they are redrawn on every frame the radius animates (the pattern of
/// DeckTransition's rounded layer).
final class TopCornersLayer: CALayer {
  var color = UIColor.systemIndigo

  required init() { super.init() }

  required init(layer: Any) {
    super.init(layer: layer)
    if let layer = layer as? TopCornersLayer { color = layer.color }
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override class func needsDisplay(forKey key: String) -> Bool {
    key == "cornerRadius" || super.needsDisplay(forKey: key)
  }

  override func draw(in ctx: CGContext) {
    let path = UIBezierPath(
      roundedRect: bounds, byRoundingCorners: [.topLeft, .topRight],
      cornerRadii: CGSize(width: cornerRadius, height: cornerRadius))
    ctx.addPath(path.cgPath)
    ctx.setFillColor(color.cgColor)
    ctx.fillPath()
  }
}

@MainActor
@Suite struct CustomDrawingTests {
  private func list(_ root: UIView) -> DisplayList {
    var list = DisplayList()
    list.build(from: root)
    return list
  }

  @Test func aViewDrawsOnceUntilItNeedsDisplayAgain() {
    let ring = RingView(frame: CGRect(x: 10, y: 10, width: 60, height: 60))
    #expect(
      list(ring).description == """
        clip [0,0 60×60]
          path 3 elements stroke #34C759FF width 8
        end clip
        """)
    _ = list(ring)
    #expect(ring.draws == 1)
    ring.progress = 1
    _ = list(ring)
    #expect(ring.draws == 2)
  }

  @Test func aBoundsChangeStretchesTheDrawingUnlessTheContentModeIsRedraw() {
    let ring = RingView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
    _ = list(ring)
    ring.bounds.size = CGSize(width: 120, height: 60)
    #expect(list(ring).description.contains("matrix(2 0 0 1 0 0)"))
    #expect(ring.draws == 1)
    ring.contentMode = .redraw
    ring.bounds.size = CGSize(width: 90, height: 90)
    #expect(
      list(ring).description == """
        clip [0,0 90×90]
          path 3 elements stroke #34C759FF width 8
        end clip
        """)
    #expect(ring.draws == 2)
  }

  @Test func aLayerSubclassRedrawsEveryFrameWhileItsDisplayKeyAnimates() {
    let engine = AnimationEngine()
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let corners = TopCornersLayer()
    corners.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    corners.setNeedsDisplay()
    root.layer.addSublayer(corners)
    _ = list(root)
    func radiusDrawn() -> CGFloat? {
      let shown = list(root).commands.compactMap { command -> PathDraw? in
        if case .path(let path) = command { path } else { nil }
      }
      // The outline starts where the top-left corner's arc ends: (radius, 0).
      guard case .move(let start) = shown.first?.elements.first else { return nil }
      return start.x
    }
    let grow = CABasicAnimation(keyPath: "cornerRadius")
    (grow.fromValue, grow.toValue, grow.duration) = (0, 40, 1)
    engine.perform { corners.add(grow, forKey: "corners") }
    engine.advanceAnimationTime(to: 0.25)
    #expect(radiusDrawn().map { isClose($0, 10, within: 1e-9) } == true)
    engine.advanceAnimationTime(to: 0.5)
    #expect(radiusDrawn().map { isClose($0, 20, within: 1e-9) } == true)
    engine.advanceAnimationTime(to: 1.5)
    // Over: the model's radius (0) is drawn again, a square top.
    #expect(radiusDrawn() == 0)
  }

  @Test func aViewWhoseLayerRedrawsForAnAnimatedKeyDrawsAtTheAnimatedBounds() {
    final class BoundsLayer: CALayer {
      override class func needsDisplay(forKey key: String) -> Bool { key == "bounds" }
    }
    final class WidthView: UIView {
      override class var layerClass: AnyClass { BoundsLayer.self }
      var widths: [CGFloat] = []
      override func draw(_ rect: CGRect) { widths.append(rect.width) }
    }
    let engine = AnimationEngine()
    let view = WidthView(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
    _ = list(view)
    let grow = CABasicAnimation(keyPath: "bounds.size.width")
    (grow.fromValue, grow.toValue, grow.duration) = (100, 200, 1)
    engine.perform { view.layer.add(grow, forKey: nil) }
    engine.advanceAnimationTime(to: 0.5)
    _ = list(view)
    #expect(view.widths == [100, 150])
  }

  @Test func aModelChangeOfADisplayKeyRedraws() {
    let corners = TopCornersLayer()
    corners.bounds = CGRect(x: 0, y: 0, width: 50, height: 50)
    #expect(!corners.needsDisplay())
    corners.cornerRadius = 12
    #expect(corners.needsDisplay())
    corners.displayIfNeeded()
    #expect(!corners.needsDisplay())
  }

  @Test func aDelegateDrawsAStandaloneLayerAndDisplayCanSetContents() {
    final class Painter: NSObject, CALayerDelegate {
      func draw(_ layer: CALayer, in ctx: CGContext) {
        ctx.setFillColor(UIColor.red.cgColor)
        ctx.fill(layer.bounds)
      }
    }
    let painter = Painter()
    let layer = CALayer()
    layer.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
    layer.delegate = painter
    layer.setNeedsDisplay()
    layer.displayIfNeeded()
    #expect(layer.backingStore?.drawing.commands.count == 1)
    // Contents set by hand replace what was drawn.
    layer.contents =
      UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { _ in }
      .cgImage
    #expect(layer.backingStore == nil)
  }

  @Test func noCurrentContextInsideALayersDrawUntilOneIsPushed() {
    final class PushingLayer: CALayer {
      var hadContext: Bool?
      override func draw(in ctx: CGContext) {
        hadContext = UIGraphicsGetCurrentContext() != nil
        UIGraphicsPushContext(ctx)
        UIColor.blue.setFill()
        UIRectFill(bounds)
        UIGraphicsPopContext()
      }
    }
    let layer = PushingLayer()
    layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
    layer.display()
    #expect(layer.hadContext == false)
    #expect(layer.backingStore?.drawing.commands.count == 1)
  }

  @Test func drawingWithNoCurrentContextWarnsAndDrawsNothing() {
    let (_, warnings) = capturingWarnings {
      UIColor.red.setFill()
      UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).fill()
      UIGraphicsPopContext()
      UIGraphicsPushContext(CGContext(extent: .zero))
    }
    #expect(
      warnings == [
        "UIColor.setFill(): no current context (draw inside draw(_:) or a renderer); ignored",
        "UIBezierPath.fill(): no current context (draw inside draw(_:) or a renderer); ignored",
        "UIGraphicsPopContext(): no context was pushed; ignored",
        "UIGraphicsPushContext(_:): no drawing pass is running; ignored",
      ])
    #expect(UIGraphicsGetCurrentContext() == nil)
  }
}
