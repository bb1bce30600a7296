import Foundation

/// One row of a table view: a `contentView` for your subviews and, in the default style, a
/// `textLabel` made on first use.
///
/// Registered classes are made with `init(style: .default, reuseIdentifier:)`, which is
/// therefore `required` here (Swift needs it to make a registered subclass): a subclass
/// that overrides it writes `required init(style:reuseIdentifier:)` where UIKit code
/// writes `override init` (`segue port` rewrites it).
@preconcurrency @MainActor
open class UITableViewCell: UIView {
  public enum CellStyle: Int, Sendable {
    case `default`, value1, value2, subtitle
  }

  public let style: CellStyle
  public let reuseIdentifier: String?
  /// Holds the cell's content; fills the cell.
  public let contentView = UIView()
  /// True while the row is selected; false by default.
  open var isSelected = false

  private var label: UILabel?

  /// The cell's title, 16 points in from the leading edge, made on first use.
  open var textLabel: UILabel? {
    if let label { return label }
    let made = UILabel()
    contentView.addSubview(made)
    label = made
    setNeedsLayout()
    return made
  }

  public required init(style: CellStyle, reuseIdentifier: String?) {
    self.style = style
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    setUp()
  }

  /// A `.default` cell with no reuse identifier at `frame` (320 × 44 points for a zero
  /// one), so `UITableViewCell()` makes one as in UIKit, and a subclass that overrides
  /// `init(style:reuseIdentifier:)` and `init?(coder:)` keeps both.
  public convenience override init(frame: CGRect) {
    self.init(style: .default, reuseIdentifier: nil)
    if frame != .zero { self.frame = frame }
  }

  /// A `.default` cell with no reuse identifier, as `init(style: .default,
  /// reuseIdentifier: nil)` makes.
  public required init?(coder: NSCoder) {
    style = .default
    reuseIdentifier = nil
    super.init(coder: coder)
    frame = CGRect(x: 0, y: 0, width: 320, height: 44)
    setUp()
  }

  private func setUp() {
    backgroundColor = .systemBackground
    // The content view follows the cell's size as soon as the table sets the row's frame:
    // a constraint pass solved before `layoutSubviews` would otherwise see it at the old
    // height and break a self-sizing cell's constraints.
    contentView.frame = bounds
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(contentView)
  }

  /// Called before the table view hands the cell out again; resets selection. Override it,
  /// calling `super`, to clear what the last row set.
  open func prepareForReuse() {
    isSelected = false
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    contentView.frame = bounds
    label?.frame = contentView.bounds.insetBy(dx: 16, dy: 0)
  }
}
