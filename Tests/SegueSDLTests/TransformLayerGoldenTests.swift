import Foundation
import Segue
import SegueTesting
import SnapshotTesting
import Testing

/// `CATransformLayer` goldens: solids built from flat layers that keep their 3D. Each
/// reference PNG in `__Snapshots__/TransformLayerGoldenTests` was looked at before it was
/// committed.
@MainActor
@Suite struct TransformLayerGoldenTests {
  private func face(_ color: UIColor, _ size: CGFloat) -> CALayer {
    let face = CALayer()
    face.bounds = CGRect(x: 0, y: 0, width: size, height: size)
    face.backgroundColor = color.cgColor
    face.borderColor = UIColor.white.cgColor
    face.borderWidth = 4
    face.cornerRadius = 6
    face.isDoubleSided = false
    return face
  }

  /// A cube of six faces (each turned and pushed out by half its side) in a transform layer
  /// turned about x and y, under the stage's perspective: three faces show, in depth, the
  /// back ones hidden. Beside it a card with a front and a back, turned 135°: its back
  /// shows, upright.
  @Test func cubeAndTwoSidedCard() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 420, height: 240))
    root.backgroundColor = UIColor(white: 0.94, alpha: 1)
    var perspective = CATransform3DIdentity
    perspective.m34 = -1 / 500
    root.layer.sublayerTransform = perspective

    let side: CGFloat = 100
    let cube = CATransformLayer()
    cube.frame = CGRect(x: 60, y: 70, width: side, height: side)
    let half = side / 2
    let faces: [(UIColor, CATransform3D)] = [
      (.systemRed, CATransform3DMakeTranslation(0, 0, half)),
      (.systemOrange, CATransform3DRotate(CATransform3DMakeTranslation(0, 0, -half), .pi, 0, 1, 0)),
      (
        .systemGreen,
        CATransform3DRotate(CATransform3DMakeTranslation(half, 0, 0), .pi / 2, 0, 1, 0)
      ),
      (
        .systemBlue,
        CATransform3DRotate(CATransform3DMakeTranslation(-half, 0, 0), -.pi / 2, 0, 1, 0)
      ),
      (
        .systemPurple,
        CATransform3DRotate(CATransform3DMakeTranslation(0, -half, 0), .pi / 2, 1, 0, 0)
      ),
      (
        .systemTeal,
        CATransform3DRotate(CATransform3DMakeTranslation(0, half, 0), -.pi / 2, 1, 0, 0)
      ),
    ]
    for (color, transform) in faces {
      let layer = face(color, side)
      layer.position = CGPoint(x: half, y: half)
      layer.transform = transform
      cube.addSublayer(layer)
    }
    cube.transform = CATransform3DRotate(
      CATransform3DMakeRotation(-.pi / 6, 1, 0, 0), .pi / 5, 0, 1, 0)
    root.layer.addSublayer(cube)

    let card = CATransformLayer()
    card.frame = CGRect(x: 260, y: 50, width: 110, height: 140)
    func cardFace(_ color: UIColor) -> CALayer {
      let layer = CALayer()
      layer.frame = card.bounds
      layer.backgroundColor = color.cgColor
      layer.cornerRadius = 12
      layer.isDoubleSided = false
      return layer
    }
    let front = cardFace(.systemTeal)
    let back = cardFace(.systemIndigo)
    back.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
    let stripe = CALayer()
    stripe.frame = CGRect(x: 0, y: 0, width: 40, height: 140)
    stripe.backgroundColor = UIColor.white.withAlphaComponent(0.6).cgColor
    back.addSublayer(stripe)
    card.addSublayer(front)
    card.addSublayer(back)
    card.transform = CATransform3DMakeRotation(.pi * 3 / 4, 0, 1, 0)
    root.layer.addSublayer(card)
    assertSnapshot(of: root, as: .image())
  }
}
