import Segue
import SegueSDL
import SegueTesting
import SnapshotTesting
import Testing

/// Pixels of the backdrop blur: what is drawn before the effect view is blurred under its
/// rect (content just outside bleeds in), the tint goes over it, the content view stays
/// sharp, and a transformed effect view blurs through its transform. Each reference PNG in
/// `__Snapshots__/BackdropBlurGoldenTests` was looked at before it was committed.
@MainActor
@Suite struct BackdropBlurGoldenTests {
  /// Black and white stripes with colored squares: edges that show a blur at a glance.
  private func backdrop() -> UIView {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 240, height: 240))
    root.backgroundColor = .white
    for i in 0..<12 where i.isMultiple(of: 2) {
      let stripe = UIView(frame: CGRect(x: CGFloat(i) * 20, y: 0, width: 20, height: 240))
      stripe.backgroundColor = .black
      root.addSubview(stripe)
    }
    for (color, x) in [(UIColor.systemRed, 30), (.systemGreen, 100), (.systemBlue, 170)] {
      let square = UIView(frame: CGRect(x: CGFloat(x), y: 100, width: 40, height: 40))
      square.backgroundColor = color
      root.addSubview(square)
    }
    return root
  }

  @Test func styles() {
    let root = backdrop()
    let dark = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
    dark.frame = CGRect(x: 0, y: 0, width: 120, height: 240)
    let light = UIVisualEffectView(effect: UIBlurEffect(style: .light))
    light.frame = CGRect(x: 120, y: 60, width: 120, height: 120)
    let label = UILabel(frame: CGRect(x: 0, y: 100, width: 120, height: 40))
    label.text = "Sharp"
    label.textColor = .white
    label.textAlignment = .center
    dark.contentView.addSubview(label)
    root.addSubview(dark)
    root.addSubview(light)
    assertSnapshot(of: root, as: .image())
  }

  @Test func transformedAndHalfTransparent() {
    let root = backdrop()
    let blur = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
    blur.frame = CGRect(x: 40, y: 40, width: 160, height: 160)
    blur.transform = CGAffineTransform(rotationAngle: .pi / 8).scaledBy(x: 0.8, y: 0.8)
    blur.alpha = 0.5
    root.addSubview(blur)
    assertSnapshot(of: root, as: .image())
  }

  @Test func atScale2() {
    let root = backdrop()
    let blur = UIVisualEffectView(effect: UIBlurEffect(style: .regular))
    blur.frame = CGRect(x: 20, y: 20, width: 200, height: 200)
    root.addSubview(blur)
    assertSnapshot(of: root, as: .image(scale: 2))
  }

  /// A frame of two trees side by side (the playground's device area and a white panel):
  /// a blur at the device's right edge samples the device only, so the device part of the
  /// frame is the device alone, pixel for pixel.
  @Test func aBlurDoesNotSampleTheTreeBesideIt() throws {
    let device = backdrop()
    let blur = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
    blur.frame = CGRect(x: 160, y: 0, width: 80, height: 240)
    device.addSubview(blur)
    let panel = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 240))
    panel.backgroundColor = .systemYellow
    let alone = try HeadlessRenderer(size: device.bounds.size).render(device)
    let composed = try HeadlessRenderer(size: CGSize(width: 340, height: 240)).render {
      $0.removeAll()
      $0.append(device, at: .zero)
      $0.append(panel, at: CGPoint(x: 240, y: 0))
    }
    var left = Bitmap(width: 240, height: 240)
    for y in 0..<240 {
      let row = y * 340 * 4
      left.pixels.replaceSubrange(
        y * 240 * 4..<(y + 1) * 240 * 4, with: composed.pixels[row..<row + 240 * 4])
    }
    #expect(left == alone)
  }
}
