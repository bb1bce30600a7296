import Segue
import SegueSDL
import SegueTesting
import SnapshotTesting
import Testing

/// Screenshot goldens of `CATransition` halfway through: an orange "Old" card turned into a
/// blue "New" one just after the transition was added. Each reference PNG in
/// `__Snapshots__/CATransitionGoldenTests` was looked at before it was committed.
@MainActor
@Suite struct CATransitionGoldenTests {
  /// A white root with a rounded, clipped card whose label reads "Old", drawn once (so the
  /// transition has a "before"), and the engine the transition plays on.
  private func scene() -> (root: UIView, card: UIView, label: UILabel, engine: AnimationEngine) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 260, height: 160))
    root.backgroundColor = .white
    let card = UIView(frame: CGRect(x: 30, y: 30, width: 200, height: 100))
    card.backgroundColor = .systemOrange
    card.layer.cornerRadius = 12
    card.clipsToBounds = true
    let label = UILabel(frame: CGRect(x: 16, y: 30, width: 168, height: 40))
    label.text = "Old"
    label.textColor = .white
    label.textAlignment = .center
    label.font = .boldSystemFont(ofSize: 24)
    card.addSubview(label)
    root.addSubview(card)
    var list = DisplayList()
    list.build(from: root)
    return (root, card, label, AnimationEngine())
  }

  /// Push from the right at p = 0.5: the old card's right half on the left, the new card's
  /// left half on the right, both inside the card's rounded clip.
  @Test func pushFromRightHalfway() {
    let (root, card, label, engine) = scene()
    engine.perform {
      let push = CATransition()
      (push.type, push.subtype, push.duration) = (.push, .fromRight, 1)
      card.layer.add(push, forKey: kCATransition)
    }
    card.backgroundColor = .systemBlue
    label.text = "New"
    engine.advanceAnimationTime(to: 0.5)
    assertSnapshot(of: root, as: .image())
  }

  /// Fade at p = 0.5: orange and blue mixed half and half, "Old" and "New" both at half
  /// strength over each other.
  @Test func fadeHalfway() {
    let (root, card, label, engine) = scene()
    engine.perform {
      let fade = CATransition()
      fade.duration = 1
      card.layer.add(fade, forKey: kCATransition)
    }
    card.backgroundColor = .systemBlue
    label.text = "New"
    engine.advanceAnimationTime(to: 0.5)
    assertSnapshot(of: root, as: .image())
  }
}
