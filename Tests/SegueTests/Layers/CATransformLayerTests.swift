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
}
