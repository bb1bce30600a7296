import Foundation
import Segue
import Testing

@testable import SegueSDL

/// The fills `FrameCompositor` composites with cairo's own arithmetic, in random scenes
/// (`CompositingScene`): rectangles between pixels, rounded rects and axial and radial
/// gradients are cairo's pixels byte for byte.
@MainActor
@Suite struct CompositedFillTests {
  /// Rectangles between pixels, as a page sliding by fractions of a point draws them: random
  /// origins and sizes (some thinner or shorter than a pixel, some reaching past the frame or
  /// their clip), opaque and translucent colors (down to an alpha of 1/255), over stripes
  /// between pixels, in the frame, in a clip of whole pixels, in a faded view (a group) and
  /// in a view turned in 3D (a plane); drawn whole, then in a damage rectangle. Cairo's
  /// pixels byte for byte, and composited here, not by cairo.
  @Test(arguments: [1.0, 2.0, 3.0])
  func rectanglesBetweenPixelsAreCairos(scale: CGFloat) throws {
    var noise = Noise(state: UInt64(scale * 7))
    let scene = CompositingScene(
      period: 7.3, color: UIColor(red: 0.3, green: 0.6, blue: 0.2, alpha: 0.8))
    for container in scene.containers {
      let bounds = container.bounds
      for _ in 0..<40 {
        // Sides of a fraction of a pixel, of a few pixels, or of much of the container.
        func side() -> Double {
          [noise.unit() * 0.9 / scale, noise.unit() * 4, noise.unit() * 60][noise.below(3)]
        }
        let rectangle = UIView(
          frame: CGRect(
            origin: CompositingScene.origin(in: bounds, &noise),
            size: CGSize(width: side(), height: side())))
        let alpha: CGFloat = [1, 1 / 255, 0.5 / 255, noise.unit()][noise.below(4)]
        rectangle.backgroundColor = UIColor(
          red: noise.unit(), green: noise.unit(), blue: noise.unit(), alpha: alpha)
        container.addSubview(rectangle)
      }
    }
    try scene.expectCairosPixels(
      scale: scale, damage: CGRect(x: 30, y: 20, width: 90, height: 80), elsewhere: 20,
      counts: [.init(name: "rectangles between pixels", counted: \.filledBetweenPixels, least: 60)])
  }

  /// Rounded rects, as cards, buttons and sheets draw them: random origins and sizes on and
  /// between pixels (some reaching past the frame or their clip), radii from a fraction of
  /// a point to more than half the shorter side, circular and continuous corners, any of
  /// the four corners rounded, opaque and translucent colors, over stripes between pixels,
  /// in the frame, in a clip of whole pixels, in a faded view (a group) and in a view
  /// turned in 3D (a plane); drawn whole, then in a damage rectangle. Cairo's pixels byte
  /// for byte, and filled here, not by cairo.
  @Test(arguments: [1.0, 2.0, 3.0])
  func roundedRectsAreCairos(scale: CGFloat) throws {
    var noise = Noise(state: UInt64(scale * 13))
    let scene = CompositingScene(
      period: 7.3, color: UIColor(red: 0.3, green: 0.6, blue: 0.2, alpha: 0.8))
    for container in scene.containers {
      let bounds = container.bounds
      for _ in 0..<30 {
        func side() -> Double { [noise.unit() * 6, noise.unit() * 60][noise.below(2)] + 0.3 }
        let card = UIView(
          frame: CGRect(
            origin: CompositingScene.origin(in: bounds, &noise),
            size: CGSize(width: side(), height: side())))
        let alpha: CGFloat = [1, 1, 1 / 255, noise.unit()][noise.below(4)]
        card.backgroundColor = UIColor(
          red: noise.unit(), green: noise.unit(), blue: noise.unit(), alpha: alpha)
        let radii = [noise.unit() * 0.5, noise.unit() * 12, noise.unit() * 40]
        card.layer.cornerRadius = radii[noise.below(3)]
        card.layer.cornerCurve = noise.below(2) == 0 ? .circular : .continuous
        card.layer.maskedCorners = CACornerMask(rawValue: UInt(1 + noise.below(15)))
        container.addSubview(card)
      }
    }
    try scene.expectCairosPixels(
      scale: scale, damage: CGRect(x: 30, y: 20, width: 90, height: 80), elsewhere: 20,
      counts: [.init(name: "rounded rects", counted: \.filledPaths, least: 60)])
  }

  /// Axial and radial gradients as `CAGradientLayer` draws them: one to five stops (some
  /// translucent, some at the same location, some out of order or past 0…1, some faded by
  /// their layer), ends anywhere (together, outside the unit square), on layers on whole
  /// pixels and between them, over stripes, in the frame, in a clip of whole pixels, in a
  /// faded view (a group) and in a view turned in 3D (a plane); drawn whole, then in a
  /// damage rectangle. Cairo's pixels byte for byte, and composited here, not by cairo.
  @Test(arguments: [1.0, 2.0, 3.0])
  func gradientsAreCairos(scale: CGFloat) throws {
    var noise = Noise(state: UInt64(scale * 11))
    let scene = CompositingScene(
      size: CGSize(width: 200, height: 150), period: 6.7,
      color: UIColor(red: 0.2, green: 0.3, blue: 0.7, alpha: 0.7),
      clip: CGRect(x: 20, y: 10, width: 90, height: 60),
      faded: CGRect(x: 110, y: 40, width: 80, height: 90),
      turned: CGRect(x: 10, y: 80, width: 90, height: 60))
    func point() -> CGPoint {
      guard noise.below(3) != 0 else {
        return CGPoint(x: noise.unit() * 3 - 1, y: noise.unit() * 3 - 1)
      }
      return CGPoint(x: noise.unit(), y: noise.unit())
    }
    for container in scene.containers {
      let bounds = container.bounds
      for index in 0..<30 {
        let layer = CAGradientLayer()
        layer.type = index % 2 == 0 ? .axial : .radial
        let count = 1 + noise.below(5)
        layer.colors = (0..<count).map { _ in
          UIColor(
            red: noise.unit(), green: noise.unit(), blue: noise.unit(),
            alpha: [1, noise.unit(), 0, 0.999][noise.below(4)]
          ).cgColor
        }
        if noise.below(3) != 0 {
          var locations = (0..<count).map { _ in noise.unit() * 1.2 - 0.1 }
          if noise.below(2) == 0 { locations.sort() }
          if count > 2, noise.below(2) == 0 { locations[1] = locations[0] }
          layer.locations = locations.map { NSNumber(value: $0) }
        }
        layer.startPoint = point()
        layer.endPoint = noise.below(8) == 0 ? layer.startPoint : point()
        // On whole pixels at this scale, or between them.
        let origin = CompositingScene.origin(in: bounds, &noise)
        let (x, y) = (origin.x, origin.y)
        let (width, height) = (1 + noise.unit() * 70, 1 + noise.unit() * 50)
        func whole(_ value: Double) -> Double { (value * scale).rounded() / scale }
        layer.frame =
          noise.below(2) == 0
          ? CGRect(x: whole(x), y: whole(y), width: whole(width), height: whole(height))
          : CGRect(x: x, y: y, width: width, height: height)
        if noise.below(5) == 0 { layer.opacity = Float(noise.unit()) }
        container.layer.addSublayer(layer)
      }
    }
    try scene.expectCairosPixels(
      scale: scale, damage: CGRect(x: 30, y: 20, width: 120, height: 90), elsewhere: 20,
      counts: [
        .init(name: "gradients", counted: \.gradientsFilled, least: 50),
        .init(name: "gradients between pixels", counted: \.gradientsFilledBetweenPixels, least: 25),
      ])
  }
}
