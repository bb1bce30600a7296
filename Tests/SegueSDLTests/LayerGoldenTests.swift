import Foundation
import Segue
import SegueSDL
import SegueTesting
import SnapshotTesting
import Synchronization
import Testing

/// Screenshot goldens of the layer tree's features, alone and combined. Each reference PNG
/// in `__Snapshots__/LayerGoldenTests` was looked at before it was committed.
@MainActor
@Suite struct LayerGoldenTests {
  private func canvas(_ width: CGFloat = 240, _ height: CGFloat = 240) -> UIView {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
    view.backgroundColor = UIColor(white: 0.94, alpha: 1)
    return view
  }

  private func perspective(_ angle: CGFloat, x: CGFloat = 0, y: CGFloat = 1) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m34 = -1 / 500
    return CATransform3DRotate(t, angle, x, y, 0)
  }

  /// A card as presentation libraries style one: continuous corners, a soft shadow, a
  /// border; beside it a sheet with only its top corners rounded, masking its content.
  @Test func shadowsCornersAndBorders() {
    let root = canvas(320, 200)
    let card = UIView(frame: CGRect(x: 24, y: 30, width: 120, height: 140))
    card.backgroundColor = .white
    card.layer.cornerRadius = 20
    card.layer.cornerCurve = .continuous
    card.layer.borderWidth = 1
    card.layer.borderColor = UIColor.systemGray3.cgColor
    card.layer.shadowColor = UIColor.black.cgColor
    card.layer.shadowOpacity = 0.25
    card.layer.shadowRadius = 12
    card.layer.shadowOffset = CGSize(width: 0, height: 8)
    let sheet = UIView(frame: CGRect(x: 176, y: 30, width: 120, height: 170))
    sheet.backgroundColor = .systemIndigo
    sheet.layer.cornerRadius = 24
    sheet.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
    sheet.clipsToBounds = true
    let stripe = UIView(frame: CGRect(x: -10, y: 0, width: 140, height: 40))
    stripe.backgroundColor = .systemYellow
    sheet.addSubview(stripe)
    root.addSubview(card)
    root.addSubview(sheet)
    assertSnapshot(of: root, as: .image())
    assertSnapshot(of: root, as: .image(scale: 2), named: "2x")
  }

  /// Left: a half-transparent view whose overlapping children composite as one image
  /// (iOS's default); right: the same with `allowsGroupOpacity = false`, where they show
  /// through each other. Nested: a group inside a group.
  @Test func groupOpacity() {
    let root = canvas(320, 160)
    for (index, grouped) in [true, false].enumerated() {
      let parent = UIView(
        frame: CGRect(x: 20 + CGFloat(index) * 150, y: 20, width: 130, height: 120))
      parent.alpha = 0.5
      parent.layer.allowsGroupOpacity = grouped
      let back = UIView(frame: CGRect(x: 0, y: 0, width: 90, height: 90))
      back.backgroundColor = .systemRed
      let front = UIView(frame: CGRect(x: 40, y: 30, width: 90, height: 90))
      front.backgroundColor = .systemBlue
      front.alpha = 0.8
      front.addSubview(
        {
          let dot = UIView(frame: CGRect(x: 20, y: 20, width: 30, height: 30))
          dot.backgroundColor = .systemGreen
          return dot
        }())
      parent.addSubview(back)
      parent.addSubview(front)
      root.addSubview(parent)
    }
    assertSnapshot(of: root, as: .image())
  }

  /// A card flipping about y under perspective at 0°, 40° and 80°, and past 90° with its
  /// back face hidden (nothing drawn) and shown (mirrored).
  @Test func perspectiveFlip() {
    let root = canvas(500, 140)
    let angles: [(CGFloat, Bool)] = [
      (0, false), (.pi * 2 / 9, false), (.pi * 4 / 9, false), (.pi * 3 / 4, false),
      (.pi * 3 / 4, true),
    ]
    for (index, (angle, doubleSided)) in angles.enumerated() {
      let card = UILabel(frame: CGRect(x: 10 + CGFloat(index) * 98, y: 20, width: 88, height: 100))
      card.backgroundColor = .systemTeal
      card.text = "Front"
      card.textAlignment = .center
      card.layer.cornerRadius = 10
      card.layer.isDoubleSided = doubleSided
      card.layer.transform = perspective(angle)
      root.addSubview(card)
    }
    assertSnapshot(of: root, as: .image())
  }

  /// A shared perspective on a container (`sublayerTransform`) for two cards turned
  /// opposite ways, one of them masked by a circle: a mask inside a 3D layer.
  @Test func maskInsideA3DLayer() {
    let root = canvas(300, 180)
    let stage = UIView(frame: root.bounds)
    var shared = CATransform3DIdentity
    shared.m34 = -1 / 400
    stage.layer.sublayerTransform = shared
    for (index, angle) in [CGFloat.pi / 5, -.pi / 5].enumerated() {
      let card = UIView(frame: CGRect(x: 30 + CGFloat(index) * 140, y: 30, width: 110, height: 120))
      card.backgroundColor = index == 0 ? .systemPink : .systemGreen
      card.layer.transform = CATransform3DMakeRotation(angle, 0, 1, 0)
      if index == 1 {
        let circle = CAShapeLayer()
        circle.path = UIBezierPath(ovalIn: card.bounds.insetBy(dx: 5, dy: 10)).cgPath
        card.layer.mask = circle
      }
      stage.addSubview(card)
    }
    root.addSubview(stage)
    assertSnapshot(of: root, as: .image())
  }

  /// Shapes and gradients: a ring drawn to three quarters with round caps, a dashed
  /// rounded rect, an even-odd star; axial, radial and conic gradients.
  @Test func shapesAndGradients() {
    let root = canvas(320, 220)
    let ring = CAShapeLayer()
    ring.frame = CGRect(x: 20, y: 20, width: 80, height: 80)
    ring.path = UIBezierPath(ovalIn: ring.bounds.insetBy(dx: 6, dy: 6)).cgPath
    ring.fillColor = nil
    ring.strokeColor = UIColor.systemBlue.cgColor
    ring.lineWidth = 8
    ring.lineCap = .round
    ring.strokeEnd = 0.75
    let dashed = CAShapeLayer()
    dashed.frame = CGRect(x: 120, y: 20, width: 80, height: 80)
    dashed.path =
      UIBezierPath(roundedRect: dashed.bounds.insetBy(dx: 4, dy: 4), cornerRadius: 14)
      .cgPath
    dashed.fillColor = UIColor.systemYellow.withAlphaComponent(0.4).cgColor
    dashed.strokeColor = UIColor.systemOrange.cgColor
    dashed.lineWidth = 3
    dashed.lineDashPattern = [8, 5]
    let star = CAShapeLayer()
    star.frame = CGRect(x: 220, y: 20, width: 80, height: 80)
    let path = UIBezierPath()
    for point in 0..<5 {
      let angle = -CGFloat.pi / 2 + CGFloat(point) * 4 * .pi / 5
      let p = CGPoint(x: 40 + 36 * cos(angle), y: 40 + 36 * sin(angle))
      point == 0 ? path.move(to: p) : path.addLine(to: p)
    }
    path.close()
    star.path = path.cgPath
    star.fillRule = .evenOdd
    star.fillColor = UIColor.systemPurple.cgColor
    for layer in [ring, dashed, star] { root.layer.addSublayer(layer) }
    let kinds: [CAGradientLayerType] = [.axial, .radial, .conic]
    for (index, kind) in kinds.enumerated() {
      let gradient = CAGradientLayer()
      gradient.frame = CGRect(x: 20 + CGFloat(index) * 100, y: 120, width: 80, height: 80)
      gradient.type = kind
      gradient.colors = [
        UIColor.systemRed.cgColor, UIColor.systemYellow.cgColor, UIColor.systemBlue.cgColor,
      ]
      gradient.locations = [0, 0.4, 1]
      if kind != .axial {
        gradient.startPoint = CGPoint(x: 0.5, y: 0.5)
        gradient.endPoint = CGPoint(x: 1, y: 1)
      }
      gradient.cornerRadius = 12
      gradient.masksToBounds = true
      root.layer.addSublayer(gradient)
    }
    assertSnapshot(of: root, as: .image())
  }

  /// Images: the JPEG under three content modes with clipping, the @2x avatar, template
  /// symbols in two tints, a bubble stretched by its cap insets, half of the image through
  /// `contentsRect` on a standalone layer.
  @Test func images() throws {
    let root = canvas(360, 260)
    let landscape = try #require(UIImage(named: "landscape"))
    let modes: [UIView.ContentMode] = [.scaleAspectFit, .scaleAspectFill, .center]
    for (index, mode) in modes.enumerated() {
      let view = UIImageView(image: landscape)
      view.frame = CGRect(x: 12 + CGFloat(index) * 116, y: 12, width: 104, height: 80)
      view.contentMode = mode
      view.clipsToBounds = true
      view.layer.cornerRadius = 10
      view.backgroundColor = .systemGray5
      root.addSubview(view)
    }
    let avatar = UIImageView(image: UIImage(named: "avatar"))
    avatar.frame = CGRect(x: 12, y: 110, width: 64, height: 64)
    root.addSubview(avatar)
    for (index, name) in ["heart.fill", "star.fill", "photo", "xmark", "checkmark"].enumerated() {
      let symbol = UIImageView(image: UIImage(systemName: name))
      symbol.frame = CGRect(x: 96 + CGFloat(index) * 36, y: 110, width: 24, height: 24)
      symbol.tintColor = index.isMultiple(of: 2) ? .systemPink : .systemIndigo
      root.addSubview(symbol)
    }
    let bubble = UIImageView(
      image: UIImage(named: "bubble")?
        .resizableImage(withCapInsets: UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)))
    bubble.frame = CGRect(x: 96, y: 150, width: 180, height: 44)
    root.addSubview(bubble)
    let half = CALayer()
    half.contents = landscape.cgImage
    half.contentsRect = CGRect(x: 0.5, y: 0, width: 0.5, height: 1)
    half.frame = CGRect(x: 12, y: 196, width: 90, height: 60)
    root.layer.addSublayer(half)
    assertSnapshot(of: root, as: .image())
  }

  /// A PNG whose header reads but whose data is cut short: libpng refuses it, one warning
  /// says so, and the frame draws the rest.
  @Test func aCorruptImageDrawsNothing() throws {
    let data = try Data(contentsOf: URL(fileURLWithPath: "Assets/Images/avatar@2x.png"))
    let image = try #require(UIImage(data: data.prefix(200)))
    let root = canvas(60, 40)
    let view = UIImageView(image: image)
    view.frame = root.bounds
    root.addSubview(view)
    let warnings = Mutex<[String]>([])
    let pixel = try Diagnostics.$sink.withValue({ message in
      warnings.withLock { $0.append(message) }
    }) {
      try HeadlessRenderer(size: root.bounds.size).render(root)[30, 20]
    }
    #expect(pixel == (240, 240, 240, 255))
    #expect(
      warnings.withLock { $0 } == ["an image of 256×256 pixels does not decode; not drawn"])
  }

  /// A 200-point square turned 45° about y under m34 = -1/500, at scale 2: its near (left)
  /// edge spans 232 points, its far (right) edge 175 (x·cos θ / (1 + x·sin θ / 500)); the
  /// pixels just inside and outside each edge's end say the warp puts them there.
  @Test func aTurnedSquaresEdgesAreWhereThePerspectivePutsThem() throws {
    let root = canvas(300, 300)
    let card = UIView(frame: CGRect(x: 50, y: 50, width: 200, height: 200))
    card.backgroundColor = .black
    card.layer.transform = perspective(.pi / 4)
    root.addSubview(card)
    let frame = try HeadlessRenderer(size: root.bounds.size, scale: 2).render(root)
    func isCard(_ x: CGFloat, _ y: CGFloat) -> Bool { frame[Int(x * 2), Int(y * 2)].r < 40 }
    let (near, far) = (1 - 100 * sin(CGFloat.pi / 4) / 500, 1 + 100 * sin(CGFloat.pi / 4) / 500)
    let (left, right) = (
      150 - 100 * cos(CGFloat.pi / 4) / near, 150 + 100 * cos(CGFloat.pi / 4) / far
    )
    #expect(isCard(left + 3, 150 + 100 / near - 3) && !isCard(left + 3, 150 + 100 / near + 3))
    #expect(isCard(right - 3, 150 + 100 / far - 3) && !isCard(right - 3, 150 + 100 / far + 3))
    #expect(isCard(right - 3, 150 - 100 / far + 3) && !isCard(right - 3, 150 - 100 / far - 3))
    #expect(!isCard(right + 3, 150))
  }
}
