import Foundation
import Segue
import SegueSDL
import SegueTesting
import SnapshotTesting
import Testing

/// A progress ring drawn in `draw(_:)` with `UIBezierPath`, as iOS apps draw one.
private final class ProgressRingView: UIView {
  var progress: CGFloat = 0.7 {
    didSet { setNeedsDisplay() }
  }

  override func draw(_ rect: CGRect) {
    let center = CGPoint(x: rect.midX, y: rect.midY)
    let radius = min(rect.width, rect.height) / 2 - 8
    let track = UIBezierPath(
      arcCenter: center, radius: radius, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
    track.lineWidth = 10
    UIColor.systemGray5.setStroke()
    track.stroke()
    let arc = UIBezierPath(
      arcCenter: center, radius: radius, startAngle: -.pi / 2,
      endAngle: -.pi / 2 + 2 * .pi * progress, clockwise: true)
    arc.lineWidth = 10
    arc.lineCapStyle = .round
    UIColor.systemGreen.setStroke()
    arc.stroke()
  }
}

/// A deck card's top corners, drawn by the layer from its `cornerRadius` and redrawn on every
/// frame while that animates (DeckTransition's rounded layer, as a `needsDisplay(forKey:)`
/// layer).
private final class CardTopLayer: CALayer {
  override class func needsDisplay(forKey key: String) -> Bool {
    key == "cornerRadius" || super.needsDisplay(forKey: key)
  }

  override func draw(in ctx: CGContext) {
    let path = UIBezierPath(
      roundedRect: bounds, byRoundingCorners: [.topLeft, .topRight],
      cornerRadii: CGSize(width: cornerRadius, height: cornerRadius))
    ctx.addPath(path.cgPath)
    ctx.setFillColor(UIColor.systemIndigo.cgColor)
    ctx.fillPath()
  }
}

/// Goldens of custom drawing: `UIGraphicsImageRenderer` images, `draw(_:)`, layers that draw
/// themselves, `drawHierarchy`. Each reference PNG in `__Snapshots__/DrawingGoldenTests` was
/// looked at before it was committed.
@MainActor
@Suite struct DrawingGoldenTests {
  private func canvas(_ width: CGFloat, _ height: CGFloat) -> UIView {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
    view.backgroundColor = UIColor(white: 0.94, alpha: 1)
    return view
  }

  /// A notification badge drawn once with an image renderer (a gradient disc clipped to a
  /// circle, a white ring, a check mark) and shown in image views at 24 and 48 points.
  private func badge(scale: CGFloat) -> UIImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = scale
    return UIGraphicsImageRenderer(size: CGSize(width: 48, height: 48), format: format).image {
      ctx in
      let cg = ctx.cgContext
      let disc = CGRect(x: 2, y: 2, width: 44, height: 44)
      cg.saveGState()
      cg.addEllipse(in: disc)
      cg.clip()
      let gradient = CGGradient(
        colorsSpace: CGColorSpaceCreateDeviceRGB(),
        colors: [UIColor.systemPink.cgColor, UIColor.systemOrange.cgColor] as CFArray,
        locations: [0, 1])!
      cg.drawLinearGradient(
        gradient, start: CGPoint(x: 0, y: 2), end: CGPoint(x: 0, y: 46), options: [])
      cg.restoreGState()
      cg.setStrokeColor(UIColor.white.cgColor)
      cg.setLineWidth(3)
      cg.strokeEllipse(in: disc.insetBy(dx: 1.5, dy: 1.5))
      let check = UIBezierPath()
      check.move(to: CGPoint(x: 14, y: 25))
      check.addLine(to: CGPoint(x: 21, y: 32))
      check.addLine(to: CGPoint(x: 35, y: 17))
      check.lineWidth = 5
      check.lineCapStyle = .round
      check.lineJoinStyle = .round
      UIColor.white.setStroke()
      check.stroke()
    }
  }

  @Test func rendererImagesShowInImageViews() {
    let root = canvas(200, 80)
    let small = UIImageView(image: badge(scale: 1))
    small.frame = CGRect(x: 16, y: 28, width: 24, height: 24)
    let large = UIImageView(image: badge(scale: 2))
    large.frame.origin = CGPoint(x: 56, y: 16)
    // The same image as a layer's contents, stretched.
    let layer = CALayer()
    layer.contents = badge(scale: 2).cgImage
    layer.frame = CGRect(x: 120, y: 8, width: 64, height: 64)
    root.addSubview(small)
    root.addSubview(large)
    root.layer.addSublayer(layer)
    assertSnapshot(of: root, as: .image())
    assertSnapshot(of: root, as: .image(scale: 2), named: "2x")
  }

  /// Left: a ring drawn in `draw(_:)`. Middle: the same ring stretched after its bounds
  /// widened (`.scaleToFill`). Right: redrawn for its new bounds (`.redraw`).
  @Test func drawRectAndContentMode() {
    let root = canvas(330, 110)
    let ring = ProgressRingView(frame: CGRect(x: 10, y: 10, width: 90, height: 90))
    ring.backgroundColor = .white
    let stretched = ProgressRingView(frame: CGRect(x: 110, y: 10, width: 90, height: 90))
    let redrawn = ProgressRingView(frame: CGRect(x: 220, y: 10, width: 90, height: 90))
    redrawn.contentMode = .redraw
    for view in [ring, stretched, redrawn] { root.addSubview(view) }
    var list = DisplayList()
    list.build(from: root)
    stretched.frame.size.width = 110
    redrawn.frame.size.width = 110
    redrawn.progress = 0.4
    assertSnapshot(of: root, as: .image())
  }

  /// Core Graphics' own calls: a radial gradient ring, a dashed rounded rect, a rotated and
  /// scaled square, an image drawn upright by UIImage and upside down by CGContext, and a
  /// hole cleared out of a filled layer.
  @Test func coreGraphicsCalls() {
    final class SamplerLayer: CALayer {
      var badge: UIImage?

      override func draw(in ctx: CGContext) {
        let gradient = CGGradient(
          colorsSpace: CGColorSpaceCreateDeviceRGB(),
          colors: [UIColor.systemYellow.cgColor, UIColor.systemRed.cgColor] as CFArray,
          locations: nil)!
        ctx.drawRadialGradient(
          gradient, startCenter: CGPoint(x: 40, y: 40), startRadius: 12,
          endCenter: CGPoint(x: 40, y: 40), endRadius: 32, options: [])
        ctx.setStrokeColor(UIColor.systemBlue.cgColor)
        ctx.setLineWidth(3)
        ctx.setLineDash(phase: 0, lengths: [8, 4])
        ctx.addPath(
          CGPath(
            roundedRect: CGRect(x: 88, y: 10, width: 60, height: 60), cornerWidth: 12,
            cornerHeight: 12, transform: nil))
        ctx.strokePath()
        ctx.saveGState()
        ctx.translateBy(x: 190, y: 40)
        ctx.rotate(by: .pi / 4)
        ctx.scaleBy(x: 1.5, y: 1)
        ctx.setFillColor(UIColor.systemTeal.cgColor)
        ctx.setAlpha(0.7)
        ctx.fill(CGRect(x: -15, y: -15, width: 30, height: 30))
        ctx.restoreGState()
        if let badge {
          UIGraphicsPushContext(ctx)
          badge.draw(in: CGRect(x: 230, y: 16, width: 48, height: 48))
          UIGraphicsPopContext()
          ctx.draw(badge.cgImage!, in: CGRect(x: 290, y: 16, width: 48, height: 48))
        }
        ctx.setFillColor(UIColor.darkGray.cgColor)
        ctx.fill(CGRect(x: 350, y: 10, width: 60, height: 60))
        ctx.clear(CGRect(x: 365, y: 25, width: 30, height: 30))
      }
    }
    let root = canvas(420, 80)
    let sampler = SamplerLayer()
    sampler.badge = badge(scale: 2)
    sampler.frame = root.bounds
    sampler.setNeedsDisplay()
    root.layer.addSublayer(sampler)
    assertSnapshot(of: root, as: .image())
  }

  /// A card layer redrawn per frame as its corner radius animates: at 0, a quarter, half and
  /// all of a one-second animation from 0 to 40 points.
  @Test func aLayerRedrawnWhileItsCornerRadiusAnimates() {
    let engine = AnimationEngine()
    let root = canvas(120, 100)
    let card = CardTopLayer()
    card.frame = CGRect(x: 10, y: 20, width: 100, height: 80)
    card.cornerRadius = 40
    card.setNeedsDisplay()
    root.layer.addSublayer(card)
    let grow = CABasicAnimation(keyPath: "cornerRadius")
    (grow.fromValue, grow.toValue, grow.duration) = (0, 40, 1)
    engine.perform { card.add(grow, forKey: "corners") }
    for time in [0, 0.25, 0.5, 1.0] {
      engine.advanceAnimationTime(to: time)
      assertSnapshot(of: root, as: .image(), named: "t\(time)")
    }
  }

  /// `drawHierarchy` draws a card's tree into an image, shown at half size beside the card.
  @Test func drawHierarchyIntoAnImage() {
    let root = canvas(240, 120)
    let card = UIView(frame: CGRect(x: 10, y: 10, width: 140, height: 100))
    card.backgroundColor = .systemBlue
    card.layer.cornerRadius = 16
    card.clipsToBounds = true
    let ring = ProgressRingView(frame: CGRect(x: 45, y: 25, width: 50, height: 50))
    card.addSubview(ring)
    root.addSubview(card)
    // At 1×, as the reference was drawn: the default format takes the main screen's scale,
    // the key window's, and another test's window at 2× or 3× may be key while it lives.
    let format = UIGraphicsImageRendererFormat.default()
    format.scale = 1
    let image = UIGraphicsImageRenderer(bounds: card.bounds, format: format).image { _ in
      card.drawHierarchy(in: card.bounds, afterScreenUpdates: true)
    }
    let thumbnail = UIImageView(image: image)
    thumbnail.frame = CGRect(x: 160, y: 35, width: 70, height: 50)
    root.addSubview(thumbnail)
    assertSnapshot(of: root, as: .image())
  }
}
