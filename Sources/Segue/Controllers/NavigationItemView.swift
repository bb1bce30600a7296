import Foundation

/// What one navigation item puts in the bar besides its inline title: the back button and
/// its bar button items in the title row (leading ones from the left margin, or after the
/// back button, trailing ones from the right, outermost first) and its large title in the
/// row under it, which clips it as it rides up behind the title row while collapsing.
@MainActor
final class NavigationItemView: UIView {
  let largeTitle = UILabel()
  private let largeTitleRow = UIView()
  /// Points the large-title row has collapsed by (`UINavigationBar.largeTitleCollapse`).
  var largeTitleCollapse: CGFloat = 0 { didSet { setNeedsLayout() } }
  /// The back button, when this item shows one.
  private(set) var backButton: BackButtonView?
  private var leading: [BarButtonView] = []
  private var trailing: [BarButtonView] = []
  /// The back button's indicator; nil (the default) is the chevron.
  var indicator: UIImage? {
    didSet { backButton?.indicatorImage = indicator }
  }
  /// The inline title the back button makes room for (the bar's label paired with this
  /// view); without one, or while the large title shows, it may reach the trailing items.
  weak var inlineTitle: UILabel?

  override init(frame: CGRect) {
    super.init(frame: frame)
    largeTitle.font = .boldSystemFont(ofSize: 34)
    largeTitleRow.clipsToBounds = true
    largeTitleRow.isUserInteractionEnabled = false
    largeTitleRow.addSubview(largeTitle)
    addSubview(largeTitleRow)
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  /// Rebuilds the buttons and the large title for `item`; the large title shows if `large`.
  /// `back` is the item below it on the stack, nil at the bottom: the back button leads to
  /// it unless `item` hides it or has leading items that do not supplement it; a tap on it
  /// runs `onBack`.
  func show(
    _ item: UINavigationItem, back: UINavigationItem?, large: Bool,
    onBack: @escaping () -> Void
  ) {
    for button in leading + trailing { button.removeFromSuperview() }
    backButton?.removeFromSuperview()
    leading = (item.leftBarButtonItems ?? []).map(BarButtonView.init(item:))
    trailing = (item.rightBarButtonItems ?? []).map(BarButtonView.init(item:))
    let replaced = !leading.isEmpty && !item.leftItemsSupplementBackButton
    backButton = nil
    if let back, !item.hidesBackButton, !replaced {
      backButton = BackButtonView(
        titles: back.backButtonTitles, indicatorImage: indicator, onTap: onBack)
    }
    for button in leading + trailing { addSubview(button) }
    if let backButton { addSubview(backButton) }
    largeTitle.text = item.title
    largeTitle.isHidden = !large
    setNeedsLayout()
  }

  /// The buttons draw in the bar's new tint.
  func tintDidChange() {
    for button in leading + trailing { button.setNeedsLayout() }
    backButton?.setNeedsLayout()
  }

  /// A touch between buttons is the bar's, not this view's (it covers the title too).
  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    let hit = super.hitTest(point, with: event)
    return hit === self || hit === largeTitle ? nil : hit
  }

  /// The trailing items from the right margin; the back button from the leading edge,
  /// showing the first of its titles for which it and the leading items after it end
  /// `spacing` before the centered inline title (before the innermost trailing item when
  /// no inline title shows, or when that comes first); the leading items after it, or from
  /// the left margin without one.
  override func layoutSubviews() {
    let row = UINavigationBar.rowHeight
    let spacing = UINavigationBar.spacing
    var x = bounds.width - UINavigationBar.margin
    for button in trailing {
      x -= button.preferredWidth
      button.frame = CGRect(x: x, y: 0, width: button.preferredWidth, height: row)
      x -= spacing
    }
    var end = x
    if largeTitle.isHidden, let inlineTitle, inlineTitle.text?.isEmpty == false {
      let width = min(inlineTitle.intrinsicContentSize.width, bounds.width)
      end = min(end, (bounds.width - width) / 2 - spacing)
    }
    x = UINavigationBar.margin
    if let backButton {
      let items = leading.reduce(0) { $0 + $1.preferredWidth + spacing }
      let width = backButton.fit(in: end - items)
      backButton.frame = CGRect(x: 0, y: 0, width: width, height: row)
      x = width + spacing
    }
    for button in leading {
      button.frame = CGRect(x: x, y: 0, width: button.preferredWidth, height: row)
      x += button.preferredWidth + spacing
    }
    let height = UINavigationBar.largeTitleHeight
    largeTitleRow.frame = CGRect(
      x: 0, y: row, width: bounds.width, height: max(height - largeTitleCollapse, 0))
    largeTitle.frame = CGRect(
      x: UINavigationBar.margin, y: -largeTitleCollapse,
      width: max(bounds.width - 2 * UINavigationBar.margin, 0), height: height)
  }
}
