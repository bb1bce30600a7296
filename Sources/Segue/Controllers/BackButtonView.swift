import Foundation

/// The back button at the leading edge of a navigation bar: the back indicator (the
/// system chevron, or the bar's `backIndicatorImage`) 8 points from the edge, then the
/// first of its titles that fits the room the bar gives it, in the tint color; the
/// indicator alone when none fits. Dims while pressed; a tap runs `onTap` (the pop).
@MainActor
final class BackButtonView: BarControl {
  /// Points: from the bar's leading edge to the indicator, and from it to the title.
  static let indicatorInset: CGFloat = 8
  static let titleGap: CGFloat = 6
  /// Points: the narrowest the button gets, the smallest comfortable touch target.
  static let minimumWidth: CGFloat = 44

  /// The system back chevron, iOS's proportions: 13×21 points, a 3-point stroke with round
  /// ends and a round corner, drawn as two overlapping capsules (the vector images are
  /// filled, not stroked; the nonzero rule fills their overlap).
  static let chevron: UIImage = {
    let stroke: CGFloat = 3
    let size = CGSize(width: 13, height: 21)
    let inset = stroke / 2
    let tip = CGPoint(x: inset, y: size.height / 2)
    let path = CGMutablePath()
    for end in [
      CGPoint(x: size.width - inset, y: inset),
      CGPoint(x: size.width - inset, y: size.height - inset),
    ] {
      let length = hypot(end.x - tip.x, end.y - tip.y)
      let turn = CGAffineTransform(rotationAngle: atan2(end.y - tip.y, end.x - tip.x))
        .concatenating(CGAffineTransform(translationX: tip.x, y: tip.y))
      path.addRoundedRect(
        in: CGRect(x: -inset, y: -inset, width: length + stroke, height: stroke),
        cornerWidth: inset, cornerHeight: inset, transform: turn)
    }
    return UIImage(
      cgImage: CGImage(
        source: .vector(path.elements), width: Int(size.width), height: Int(size.height)),
      scale: 1)
  }()

  private let indicator = UIImageView()
  /// The title, which the bar slides alongside push and pop (through its transform).
  let label = UILabel()
  /// The titles to try, first choice first (`UINavigationItem.backButtonTitles`).
  private let titles: [String]
  /// The indicator in place of the chevron; nil is the chevron.
  var indicatorImage: UIImage? {
    didSet { showIndicator() }
  }
  /// Points: the width the bar gives the button (`fit(in:)`).
  private var room: CGFloat = 0

  /// A button trying `titles` beside `indicatorImage` (nil: the chevron); `onTap` pops.
  init(titles: [String], indicatorImage: UIImage?, onTap: @escaping () -> Void) {
    self.titles = titles
    self.indicatorImage = indicatorImage
    super.init(frame: .zero)
    showIndicator()
    label.font = .systemFont(ofSize: 17)
    addSubview(indicator)
    addSubview(label)
    addTarget(nil, for: .touchUpInside) { _ in onTap() }
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  private func showIndicator() {
    indicator.image = indicatorImage ?? Self.chevron
    setNeedsLayout()
  }

  /// The title shown; nil while the indicator shows alone.
  var title: String? { label.text }

  /// Points: where the title starts.
  private var titleX: CGFloat {
    Self.indicatorInset + indicator.intrinsicContentSize.width + Self.titleGap
  }

  /// Points: the button's width showing `title` (nil: the indicator alone).
  private func width(showing title: String?) -> CGFloat {
    guard let title else {
      return max(Self.indicatorInset + indicator.intrinsicContentSize.width, Self.minimumWidth)
    }
    label.text = title
    return max(titleX + label.intrinsicContentSize.width, Self.minimumWidth)
  }

  /// Shows the first title whose button is at most `room` points wide, else the indicator
  /// alone; returns the button's width.
  func fit(in room: CGFloat) -> CGFloat {
    self.room = room
    let fitting = titles.first { width(showing: $0) <= room }
    label.text = fitting
    label.isHidden = fitting == nil
    setNeedsLayout()
    return width(showing: fitting)
  }

  /// The indicator and the title centered on the row, in the bar's tint (read here, as it
  /// can change after the button was built; given to the indicator too, which would
  /// otherwise look the inherited tint up, a new system color, at every frame). The title's label reaches to the end of the
  /// room: its width is an estimate (the renderer measures the glyphs), which would clip
  /// a wider drawn title. Placed through bounds and center, which the slide's transform
  /// leaves alone.
  override func layoutSubviews() {
    let image = indicator.intrinsicContentSize
    indicator.frame = CGRect(
      x: Self.indicatorInset, y: (bounds.height - image.height) / 2, width: image.width,
      height: image.height)
    let text = label.intrinsicContentSize
    let tint: UIColor = tintColor
    indicator.tintColor = tint
    label.textColor = tint
    let width = max(text.width, room - titleX)
    label.bounds = CGRect(x: 0, y: 0, width: width, height: text.height)
    label.center = CGPoint(x: titleX + width / 2, y: bounds.height / 2)
  }
}
