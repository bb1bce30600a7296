import Segue
import SegueDemos
import SeguePlaygroundCore
import SegueSDL
import SegueTesting
import SnapshotTesting
import Testing

/// Screenshot goldens of the renderer's basic features. Each reference PNG in
/// `__Snapshots__/GoldenViewTests` was looked at before it was committed.
@MainActor
@Suite struct GoldenViewTests {
  private func canvas(_ width: CGFloat = 200, _ height: CGFloat = 200) -> UIView {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
    view.backgroundColor = .white
    return view
  }

  private func square(_ color: UIColor, _ frame: CGRect) -> UIView {
    let view = UIView(frame: frame)
    view.backgroundColor = color
    return view
  }

  @Test func transforms() {
    let root = canvas()
    let rotated = square(.systemBlue, CGRect(x: 20, y: 20, width: 60, height: 60))
    rotated.transform = CGAffineTransform(rotationAngle: .pi / 6)
    let scaled = square(.systemOrange, CGRect(x: 120, y: 20, width: 60, height: 60))
    scaled.transform = CGAffineTransform(scaleX: 0.5, y: 1.2)
    let translated = square(.systemGreen, CGRect(x: 20, y: 120, width: 60, height: 60))
    translated.transform = CGAffineTransform(translationX: 10, y: 10)
    let combined = square(.systemPurple, CGRect(x: 120, y: 120, width: 60, height: 60))
    combined.transform = CGAffineTransform(rotationAngle: .pi / 4).scaledBy(x: 0.7, y: 0.7)
    for view in [rotated, scaled, translated, combined] { root.addSubview(view) }
    assertSnapshot(of: root, as: .image())
  }

  @Test func alpha() {
    let root = canvas()
    let red = square(.red, CGRect(x: 20, y: 20, width: 100, height: 100))
    let blue = square(
      UIColor.blue.withAlphaComponent(0.5), CGRect(x: 80, y: 80, width: 100, height: 100))
    let parent = square(.systemGreen, CGRect(x: 20, y: 130, width: 160, height: 50))
    parent.alpha = 0.5
    // Inherited: 0.5 × 0.5 of black over the half-transparent green.
    let child = square(.black, CGRect(x: 10, y: 10, width: 60, height: 30))
    child.alpha = 0.5
    parent.addSubview(child)
    let hidden = square(.black, CGRect(x: 150, y: 20, width: 30, height: 30))
    hidden.isHidden = true
    for view in [red, blue, parent, hidden] { root.addSubview(view) }
    assertSnapshot(of: root, as: .image())
  }

  @Test func roundedCorners() {
    let root = canvas()
    let radii: [(CGFloat, CGRect)] = [
      (0, CGRect(x: 10, y: 10, width: 80, height: 80)),
      (8, CGRect(x: 110, y: 10, width: 80, height: 80)),
      (24, CGRect(x: 10, y: 110, width: 80, height: 80)),
      (40, CGRect(x: 110, y: 110, width: 80, height: 80)),
    ]
    for (radius, frame) in radii {
      let view = square(.systemIndigo, frame)
      view.layer.cornerRadius = radius
      root.addSubview(view)
    }
    assertSnapshot(of: root, as: .image())
    assertSnapshot(of: root, as: .image(scale: 2), named: "2x")
  }

  @Test func text() {
    let root = canvas(240, 200)
    let alignments: [(NSTextAlignment, String)] = [
      (.left, "Left"), (.center, "Center"), (.right, "Right"),
    ]
    for (index, (alignment, string)) in alignments.enumerated() {
      let label = UILabel(frame: CGRect(x: 10, y: 10 + CGFloat(index) * 30, width: 220, height: 24))
      label.text = string
      label.textAlignment = alignment
      label.backgroundColor = .systemGray6
      root.addSubview(label)
    }
    let bold = UILabel(frame: CGRect(x: 10, y: 100, width: 220, height: 30))
    bold.text = "Bold 22"
    bold.font = .boldSystemFont(ofSize: 22)
    bold.textColor = .systemRed
    root.addSubview(bold)
    let wrapped = UILabel(frame: CGRect(x: 10, y: 135, width: 150, height: 60))
    wrapped.text = "Wrapped onto several lines"
    wrapped.font = .systemFont(ofSize: 13)
    wrapped.numberOfLines = 0
    root.addSubview(wrapped)
    assertSnapshot(of: root, as: .image())
  }

  @Test func clipping() {
    let root = canvas()
    let clipping = square(.systemGray4, CGRect(x: 20, y: 20, width: 100, height: 100))
    clipping.clipsToBounds = true
    clipping.addSubview(square(.systemRed, CGRect(x: 60, y: 60, width: 80, height: 80)))
    let inner = square(.systemYellow, CGRect(x: -20, y: 10, width: 50, height: 30))
    inner.clipsToBounds = true
    inner.addSubview(square(.systemBlue, CGRect(x: 10, y: 10, width: 60, height: 60)))
    clipping.addSubview(inner)
    let open = square(.systemGray4, CGRect(x: 130, y: 130, width: 40, height: 40))
    open.addSubview(square(.systemGreen, CGRect(x: 20, y: 20, width: 40, height: 40)))
    root.addSubview(clipping)
    root.addSubview(open)
    assertSnapshot(of: root, as: .image())
  }

  @Test func gradient() {
    let root = canvas(200, 100)
    let vertical = CAGradientLayer()
    vertical.frame = CGRect(x: 10, y: 10, width: 80, height: 80)
    vertical.colors = [UIColor.systemBlue.cgColor, UIColor.white.cgColor]
    let horizontal = CAGradientLayer()
    horizontal.frame = CGRect(x: 110, y: 10, width: 80, height: 80)
    horizontal.colors = [UIColor.black.withAlphaComponent(0.4).cgColor, UIColor.clear.cgColor]
    horizontal.startPoint = CGPoint(x: 0, y: 0.5)
    horizontal.endPoint = CGPoint(x: 1, y: 0.5)
    root.layer.addSublayer(vertical)
    root.layer.addSublayer(horizontal)
    assertSnapshot(of: root, as: .image())
  }

  @Test func basicsScene() {
    let window = Scenes.named("basics")!.makeWindow(size: CGSize(width: 390, height: 844))
    assertSnapshot(of: window as UIView, as: .image())
  }
}
