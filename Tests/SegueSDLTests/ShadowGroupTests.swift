import Foundation
import Segue
import Testing

@testable import SegueSDL

/// Views casting shadows, drawn by the renderer into its own surfaces
/// (`popOwnShadowGroup`), are cairo's pixels byte for byte: random shadows (sharp and
/// blurred, offset on whole points and between pixels, of every opacity, cast from the
/// content's alpha or from a path) of views faded and not, holding faded, clipped, rounded
/// and shadowed views, images and text, some reaching past the frame or a clip; at scales
/// 1, 2 and 3, drawn whole, then in damage rectangles.
@MainActor
@Suite struct ShadowGroupTests {
  private static let period = 9.5

  /// An image of `size` points at `scale` whose pixels are not all opaque: a translucent
  /// wash with an opaque disc.
  private static func image(_ size: CGSize, scale: CGFloat) -> UIImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = scale
    return UIGraphicsImageRenderer(size: size, format: format).image { context in
      let cg = context.cgContext
      cg.setFillColor(UIColor(red: 0.9, green: 0.4, blue: 0.1, alpha: 0.55).cgColor)
      cg.fill(CGRect(origin: .zero, size: size))
      cg.setFillColor(UIColor.systemPurple.cgColor)
      cg.fillEllipse(in: CGRect(x: 2, y: 2, width: size.width - 4, height: size.height - 4))
    }
  }

  /// A random color, translucent one time in two.
  private static func color(_ noise: inout Noise) -> UIColor {
    UIColor(
      red: noise.unit(), green: noise.unit(), blue: noise.unit(),
      alpha: noise.below(2) == 0 ? 1 : noise.unit())
  }

  /// A view casting a random shadow, holding random content.
  private static func shadowed(_ noise: inout Noise, in bounds: CGRect, scale: CGFloat) -> UIView {
    let view = UIView(
      frame: CGRect(
        x: Double(noise.below(Int(bounds.width) + 20)) - 20,
        y: Double(noise.below(Int(bounds.height) + 20)) - 20,
        width: Double(20 + noise.below(80)), height: Double(16 + noise.below(70))))
    if noise.below(4) != 0 { view.backgroundColor = color(&noise) }
    let layer = view.layer
    layer.shadowOpacity = Float([1, noise.unit(), noise.unit(), 1, 0.999, 0][noise.below(6)])
    layer.shadowRadius = [0, 0.2, 3, noise.unit() * 14][noise.below(4)]
    // Whole points, and halves and thirds: between pixels at some scales.
    layer.shadowOffset = CGSize(
      width: Double(noise.below(13)) - 6 + [0, 0, 0, 0, 0.5, 1.0 / 3][noise.below(6)],
      height: Double(noise.below(13)) - 6 + [0, 0, 0, 0, 0.5][noise.below(5)])
    layer.shadowColor = color(&noise).cgColor
    if noise.below(4) == 0 {
      let inset = view.bounds.insetBy(dx: Double(noise.below(10)) - 4, dy: 2)
      layer.shadowPath =
        noise.below(2) == 0
        ? UIBezierPath(ovalIn: inset).cgPath
        : UIBezierPath(roundedRect: inset, cornerRadius: 6).cgPath
    }
    if noise.below(3) == 0 { layer.cornerRadius = Double(noise.below(12)) }
    if noise.below(2) == 0 {
      view.alpha = [1 / 255, noise.unit(), noise.unit(), 0.999, 0][noise.below(5)]
    }
    for _ in 0..<noise.below(4) {
      let child: UIView
      switch noise.below(6) {
      case 0:
        // An image first in its group (or after a color too faint for cairo to draw), its
        // corners rounded: cairo blends their edges onto the group's new surface with its
        // own rounding.
        if noise.below(2) == 0 {
          let faint = UIView(frame: view.bounds)
          faint.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 0.5 / 255)
          view.insertSubview(faint, at: 0)
        }
        let size = CGSize(width: 10 + noise.below(30), height: 10 + noise.below(30))
        let imageView = UIImageView(image: image(size, scale: scale))
        imageView.frame = CGRect(
          origin: CGPoint(x: noise.below(20), y: noise.below(20)), size: size)
        imageView.layer.cornerRadius = 5.25
        imageView.clipsToBounds = true
        child = imageView
      case 1:
        let label = UILabel(
          frame: CGRect(x: noise.below(10), y: noise.below(30), width: 90, height: 20))
        label.text = "Shadowed"
        label.textColor = color(&noise)
        child = label
      case 2:
        child = shadowed(&noise, in: view.bounds, scale: scale)
      default:
        child = UIView(
          frame: CGRect(
            x: noise.unit() * 60 - 10, y: noise.unit() * 50 - 10, width: noise.unit() * 50,
            height: noise.unit() * 40))
        child.backgroundColor = color(&noise)
        child.clipsToBounds = noise.below(2) == 0
        if noise.below(2) == 0 { child.alpha = noise.unit() }
        if noise.below(3) == 0 { child.layer.cornerRadius = 4 }
        let grandchild = UIView(frame: CGRect(x: -4, y: 6, width: 30, height: 12))
        grandchild.backgroundColor = color(&noise)
        child.addSubview(grandchild)
      }
      view.addSubview(child)
    }
    return view
  }

  @Test(arguments: [1.0, 2.0, 3.0])
  func shadowGroupsAreCairos(scale: CGFloat) throws {
    var noise = Noise(state: UInt64(scale * 13))
    let size = CGSize(width: 240, height: 200)
    let root = UIView.striped(
      size, period: Self.period, color: UIColor(red: 0.2, green: 0.5, blue: 0.7, alpha: 0.9))
    // A clip on whole points (whole pixels), and one between them (left to cairo).
    let clipping = UIView(frame: CGRect(x: 120, y: 10, width: 100, height: 90))
    clipping.clipsToBounds = true
    let between = UIView(frame: CGRect(x: 10.3, y: 120.6, width: 100, height: 70))
    between.clipsToBounds = true
    root.addSubview(clipping)
    root.addSubview(between)
    for container in [root, root, clipping, between] {
      for _ in 0..<10 {
        container.addSubview(Self.shadowed(&noise, in: container.bounds, scale: scale))
      }
    }
    let (list, straight, byCairo) = try CompositingScene.frames(of: root, scale: scale)
    let passes: [[CGRect]?] = [
      nil, nil,
      [CGRect(x: 30, y: 20, width: 150, height: 120).applying(.init(scaleX: scale, y: scale))],
      [CGRect(x: 0, y: 100, width: 240, height: 100).applying(.init(scaleX: scale, y: scale))],
    ]
    for (index, damage) in passes.enumerated() {
      let before = straight.shadows.masksMade
      straight.draw(list, scale: scale, within: damage)
      byCairo.draw(list, scale: scale, within: damage)
      let made = straight.shadows.masksMade - before
      #expect(
        made >= (damage == nil ? 10 : 4),
        "pass \(index): \(made) shadows composited by the renderer")
      #expect(byCairo.shadows.masksMade == 0)
      let difference = straight.difference(from: byCairo)
      #expect(difference == nil, "pass \(index): pixels \(String(describing: difference)) differ")
    }
  }
}
