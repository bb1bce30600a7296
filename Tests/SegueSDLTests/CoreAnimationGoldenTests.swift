import Segue
import SegueSDL
import SegueTesting
import SnapshotTesting
import Testing

/// Screenshot goldens of Core Animation: layers drawn at their animations' presentation
/// values, and snapshots that keep the source's old look. Each reference PNG in
/// `__Snapshots__/CoreAnimationGoldenTests` was looked at before it was committed.
@MainActor
@Suite struct CoreAnimationGoldenTests {
  private func card(_ color: UIColor, _ frame: CGRect) -> UIView {
    let view = UIView(frame: frame)
    view.backgroundColor = color
    view.layer.cornerRadius = 12
    let stripe = UIView(frame: CGRect(x: 10, y: 10, width: frame.width - 20, height: 12))
    stripe.backgroundColor = .white
    view.addSubview(stripe)
    return view
  }

  /// Left: the source, changed after the snapshot (green, square, stripe moved). Right: its
  /// snapshot, still orange and rounded. Below: a resizable snapshot stretched to twice the
  /// width, its 16 pt caps (the rounded corners) unstretched.
  @Test func snapshotsKeepTheOldLook() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 260, height: 200))
    root.backgroundColor = .white
    let source = card(.systemOrange, CGRect(x: 20, y: 20, width: 100, height: 70))
    root.addSubview(source)
    var list = DisplayList()
    list.build(from: root)
    let snapshot = source.snapshotView(afterScreenUpdates: false)!
    snapshot.frame.origin = CGPoint(x: 140, y: 20)
    let stretched = source.resizableSnapshotView(
      from: source.bounds, afterScreenUpdates: false,
      withCapInsets: UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16))!
    stretched.frame = CGRect(x: 20, y: 110, width: 220, height: 70)
    source.backgroundColor = .systemGreen
    source.layer.cornerRadius = 0
    source.subviews[0].frame.origin.y = 40
    root.addSubview(snapshot)
    root.addSubview(stretched)
    assertSnapshot(of: root, as: .image())
  }

  /// A quarter into a 1 s linear turn and shrink of a view's layer (by key-path fields of its
  /// transform), and a border animating on a standalone layer. Turns out of the plane and
  /// animated shadows are checked on the display list only: the renderer's projections cut
  /// a rounded layer's lower edge flat, and its shadow groups draw a stray gray triangle
  /// beside a turned layer, faults of their own.
  @Test func layersShowTheirAnimationsPresentationValues() {
    let engine = AnimationEngine()
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 260, height: 160))
    root.backgroundColor = .white
    let flipping = card(.systemBlue, CGRect(x: 20, y: 30, width: 100, height: 100))
    root.addSubview(flipping)
    let badge = CALayer()
    badge.frame = CGRect(x: 150, y: 40, width: 80, height: 80)
    badge.backgroundColor = UIColor.systemYellow.cgColor
    root.layer.addSublayer(badge)
    engine.perform {
      let turn = CABasicAnimation(keyPath: "transform.rotation.z")
      (turn.fromValue, turn.toValue, turn.duration) = (0, CGFloat.pi, 1)
      flipping.layer.add(turn, forKey: "turn")
      let shrink = CABasicAnimation(keyPath: "transform.scale")
      (shrink.fromValue, shrink.toValue, shrink.duration) = (1, 0.2, 1)
      flipping.layer.add(shrink, forKey: "shrink")
      let border = CABasicAnimation(keyPath: "borderWidth")
      (border.fromValue, border.toValue, border.duration) = (0, 16, 1)
      badge.add(border, forKey: "border")
    }
    engine.advanceAnimationTime(to: 0.25)
    assertSnapshot(of: root, as: .image())
  }
}
