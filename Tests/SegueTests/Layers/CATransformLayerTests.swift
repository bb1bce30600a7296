import Foundation
import Testing

@testable import Segue

/// `CATransformLayer`: its sublayers keep their 3D instead of being flattened into its
/// plane, and it draws nothing of its own.
@MainActor
@Suite struct CATransformLayerTests {
  private func fills(_ root: CALayer) -> [Fill] {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    view.layer.addSublayer(root)
    var list = DisplayList()
    list.build(from: view)
    return list.commands.compactMap { if case .fill(let fill) = $0 { fill } else { nil } }
  }

  /// A face turned 90° about y inside a container turned back by −90°: in a transform layer
  /// the turns add up to none and the face is drawn flat, whole; a plain layer flattens the
  /// face edge-on into its plane first, and turning that back leaves a line.
  private func face(in container: CALayer) -> CALayer {
    container.frame = CGRect(x: 50, y: 50, width: 200, height: 200)
    container.transform = CATransform3DMakeRotation(-.pi / 2, 0, 1, 0)
    let face = CALayer()
    face.frame = container.bounds
    face.backgroundColor = UIColor.systemRed.cgColor
    face.transform = CATransform3DMakeRotation(.pi / 2, 0, 1, 0)
    container.addSublayer(face)
    return container
  }

  @Test func sublayersKeepTheir3DTransform() throws {
    let drawn = fills(face(in: CATransformLayer()))
    let fill = try #require(drawn.first { $0.color == RGBA(UIColor.systemRed.cgColor) })
    let corner = fill.rect.origin.applying(fill.transform)
    let opposite = CGPoint(x: fill.rect.maxX, y: fill.rect.maxY).applying(fill.transform)
    #expect(abs(corner.x - 50) < 1e-9 && abs(corner.y - 50) < 1e-9)
    #expect(abs(opposite.x - 250) < 1e-9 && abs(opposite.y - 250) < 1e-9)
  }

  private final class TransformView: UIView {
    override class var layerClass: AnyClass { CATransformLayer.self }
  }

  /// A view's alpha animated down, then set back to 1 while the animation runs: UIKit's
  /// additive animation then presents 1.5, which Core Animation clamps to 1, so the
  /// transform layer's sublayers draw at their own opacity, not half again as opaque.
  @Test func aPresentedOpacityPastOneDrawsAsFull() throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let container = TransformView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let face = CALayer()
    face.frame = container.bounds
    face.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 0.5).cgColor
    container.layer.addSublayer(face)
    window.addSubview(container)
    UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { container.alpha = 0 }
    window.animationEngine.tick(to: 0.5)
    container.alpha = 1
    #expect(container.layer.presentation()?.opacity == 1)
    var list = DisplayList()
    list.build(from: window)
    let alphas = list.commands.compactMap { command -> CGFloat? in
      guard case .fill(let fill) = command, fill.color.red == 1 else { return nil }
      return fill.color.alpha
    }
    #expect(alphas == [0.5], "\(list.description)")
  }

  @Test func aPlainLayerFlattensItsSublayers() throws {
    let drawn = fills(face(in: CALayer()))
    // Flattened edge-on, the face has no width left on screen.
    let fill = try #require(drawn.first { $0.color == RGBA(UIColor.systemRed.cgColor) })
    let left = fill.rect.origin.applying(fill.transform)
    let right = CGPoint(x: fill.rect.maxX, y: fill.rect.minY).applying(fill.transform)
    #expect(abs(right.x - left.x) < 1e-6)
  }

  /// Background, border and shadow of the transform layer itself are not drawn; its
  /// opacity reaches each sublayer.
  @Test func drawsNothingOfItsOwnAndPassesItsOpacityOn() throws {
    let layer = CATransformLayer()
    layer.frame = CGRect(x: 10, y: 10, width: 100, height: 100)
    layer.backgroundColor = UIColor.systemBlue.cgColor
    layer.borderWidth = 4
    layer.borderColor = UIColor.black.cgColor
    layer.opacity = 0.5
    let child = CALayer()
    child.frame = layer.bounds
    child.backgroundColor = UIColor.white.cgColor
    layer.addSublayer(child)
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    view.layer.addSublayer(layer)
    var list = DisplayList()
    list.build(from: view)
    let drawn = list.commands.compactMap { if case .fill(let fill) = $0 { fill } else { nil } }
    #expect(!drawn.contains { $0.color == RGBA(UIColor.systemBlue.cgColor) })
    #expect(!list.commands.contains { if case .border = $0 { true } else { false } })
    let white = try #require(drawn.first { $0.color.red == 1 && $0.color.green == 1 })
    #expect(abs(white.color.alpha - 0.5) < 1e-9)
  }

  /// Sublayers are drawn far to near whatever their order: the face turned to the back is
  /// drawn first.
  @Test func sublayersAreDrawnFarToNear() {
    let box = CATransformLayer()
    box.frame = CGRect(x: 50, y: 50, width: 200, height: 200)
    let near = CALayer()
    near.frame = box.bounds
    near.backgroundColor = UIColor.systemGreen.cgColor
    near.zPosition = 100
    let far = CALayer()
    far.frame = box.bounds
    far.backgroundColor = UIColor.systemOrange.cgColor
    far.zPosition = -100
    box.addSublayer(near)
    box.addSublayer(far)
    let colors = fills(box).map(\.color)
    let order = [UIColor.systemOrange, .systemGreen].map { RGBA($0.cgColor) }
    #expect(colors.filter(order.contains) == order)
  }

  // MARK: Hit testing and converting through a transform layer

  /// A cube of side 100 in a transform layer at (100, 100, 100, 100) in a 300-point root,
  /// turned 30° about y, seen without perspective: its front face (z = +50), its left face
  /// (turned −90° about y, at x = −50) and its back face (turned 180°, z = −50, double-sided
  /// so that it can be hit), the back face added last. Turned by θ about y, a point (x, y, z) about the cube's center lands at
  /// 150 + x·cos θ + z·sin θ across, at depth z·cos θ − x·sin θ.
  private func cube() -> (root: CALayer, front: CALayer, left: CALayer, back: CALayer) {
    let cube = CATransformLayer()
    let root = stage(cube, at: CGRect(x: 100, y: 100, width: 100, height: 100))
    func face(_ transform: CATransform3D) -> CALayer {
      let face = CALayer()
      face.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
      face.position = CGPoint(x: 50, y: 50)
      face.transform = transform
      face.isDoubleSided = false
      cube.addSublayer(face)
      return face
    }
    let front = face(CATransform3DMakeTranslation(0, 0, 50))
    let left = face(
      CATransform3DRotate(CATransform3DMakeTranslation(-50, 0, 0), -.pi / 2, 0, 1, 0))
    let back = face(CATransform3DRotate(CATransform3DMakeTranslation(0, 0, -50), .pi, 0, 1, 0))
    back.isDoubleSided = true
    cube.transform = CATransform3DMakeRotation(.pi / 6, 0, 1, 0)
    return (root, front, left, back)
  }

  /// A 300-point root layer holding `layer` at `frame`.
  private func stage(_ layer: CALayer, at frame: CGRect) -> CALayer {
    let root = CALayer()
    root.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
    layer.frame = frame
    root.addSublayer(layer)
    return root
  }

  /// At the cube's center the front face lies over the back face (the one added last):
  /// the nearer face is hit, at u = 50 − 25 / cos 30° on it (x·cos θ + 50·sin θ = 0).
  @Test func aHitFindsTheNearestFaceNotTheLastAdded() {
    let (root, front, _, _) = cube()
    let point = CGPoint(x: 150, y: 150)
    #expect(root.hitTest(point) === front)
    let local = front.convert(point, from: root)
    #expect(abs(local.x - (50 - 25 / cos(CGFloat.pi / 6))) < 1e-9)
    #expect(abs(local.y - 50) < 1e-9)
  }

  /// 50·cos 30° left of the center only the left face and the back face are there: the left
  /// face's middle column (z = 0 on it: depth 25) in front of the back face's point (depth
  /// about −32.7). Converting goes both ways through the cube's 3D.
  @Test func aSideFaceIsHitThroughItsOwnTurnComposedWithTheCubes() {
    let (root, _, left, _) = cube()
    let point = CGPoint(x: 150 - 50 * cos(CGFloat.pi / 6), y: 120)
    #expect(root.hitTest(point) === left)
    let local = left.convert(point, from: root)
    #expect(abs(local.x - 50) < 1e-9 && abs(local.y - 20) < 1e-9)
    let back = left.convert(CGPoint(x: 50, y: 20), to: root)
    #expect(abs(back.x - point.x) < 1e-9 && abs(back.y - point.y) < 1e-9)
  }

  /// Inside a transform layer's bounds but outside its sublayers nothing of it is hit: it
  /// has no area of its own.
  @Test func theTransformLayerItselfIsNeverHit() {
    let layer = CATransformLayer()
    let root = stage(layer, at: CGRect(x: 100, y: 100, width: 100, height: 100))
    let dot = CALayer()
    dot.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
    layer.addSublayer(dot)
    #expect(root.hitTest(CGPoint(x: 110, y: 110)) === dot)
    #expect(root.hitTest(CGPoint(x: 150, y: 150)) === root)
  }

  /// A card with a front and a back (the back turned 180°, the front added last): upright,
  /// its front is hit; turned 135°, its front faces away and is not double-sided, so its
  /// back is hit, as it is the one drawn.
  @Test func aFaceTurnedAwayIsNotHit() {
    let card = CATransformLayer()
    let root = stage(card, at: CGRect(x: 100, y: 50, width: 100, height: 200))
    let back = CALayer()
    back.frame = card.bounds
    back.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
    back.isDoubleSided = false
    let front = CALayer()
    front.frame = card.bounds
    front.isDoubleSided = false
    card.addSublayer(back)
    card.addSublayer(front)
    let center = CGPoint(x: 150, y: 150)
    #expect(root.hitTest(center) === front)
    card.transform = CATransform3DMakeRotation(.pi * 3 / 4, 0, 1, 0)
    #expect(root.hitTest(center) === back)
  }
}
