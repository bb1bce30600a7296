import Foundation

/// What one navigation item puts in the bar besides its inline title: its bar button items
/// in the title row (leading ones from the left margin, trailing ones from the right,
/// outermost first) and its large title in the row under it, which clips it as it rides up
/// behind the title row while collapsing.
@MainActor
final class NavigationItemView: UIView {
  let largeTitle = UILabel()
  private let largeTitleRow = UIView()
  /// Points the large-title row has collapsed by (`UINavigationBar.largeTitleCollapse`).
  var largeTitleCollapse: CGFloat = 0 { didSet { setNeedsLayout() } }
  private var leading: [BarButtonView] = []
  private var trailing: [BarButtonView] = []

  override init(frame: CGRect) {
    super.init(frame: frame)
    largeTitle.font = .boldSystemFont(ofSize: 34)
    largeTitleRow.clipsToBounds = true
    largeTitleRow.isUserInteractionEnabled = false
    largeTitleRow.addSubview(largeTitle)
    addSubview(largeTitleRow)
  }

  /// Rebuilds the buttons and the large title for `item`; the large title shows if `large`.
  func show(_ item: UINavigationItem, large: Bool) {
    for button in leading + trailing { button.removeFromSuperview() }
    leading = (item.leftBarButtonItems ?? []).map(BarButtonView.init(item:))
    trailing = (item.rightBarButtonItems ?? []).map(BarButtonView.init(item:))
    for button in leading + trailing { addSubview(button) }
    largeTitle.text = item.title
    largeTitle.isHidden = !large
    setNeedsLayout()
  }

  /// The buttons draw in the bar's new tint.
  func tintDidChange() {
    for button in leading + trailing { button.setNeedsLayout() }
  }

  /// A touch between buttons is the bar's, not this view's (it covers the title too).
  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    let hit = super.hitTest(point, with: event)
    return hit === self || hit === largeTitle ? nil : hit
  }

  override func layoutSubviews() {
    let row = UINavigationBar.rowHeight
    var x = UINavigationBar.margin
    for button in leading {
      button.frame = CGRect(x: x, y: 0, width: button.preferredWidth, height: row)
      x += button.preferredWidth + UINavigationBar.spacing
    }
    x = bounds.width - UINavigationBar.margin
    for button in trailing {
      x -= button.preferredWidth
      button.frame = CGRect(x: x, y: 0, width: button.preferredWidth, height: row)
      x -= UINavigationBar.spacing
    }
    let height = UINavigationBar.largeTitleHeight
    largeTitleRow.frame = CGRect(
      x: 0, y: row, width: bounds.width, height: max(height - largeTitleCollapse, 0))
    largeTitle.frame = CGRect(
      x: UINavigationBar.margin, y: -largeTitleCollapse,
      width: max(bounds.width - 2 * UINavigationBar.margin, 0), height: height)
  }
}
