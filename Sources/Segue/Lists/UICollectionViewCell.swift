import Foundation

/// One item of a collection view: a `contentView` for your subviews.
///
/// Registered classes are made with `init(frame:)`, which is therefore `required` here
/// (Swift needs it to make a registered subclass): a subclass that overrides it writes
/// `required init(frame:)` where UIKit code writes `override init(frame:)` (`segue port`
/// rewrites it).
@preconcurrency @MainActor
open class UICollectionViewCell: UIView {
  /// Holds the cell's content; fills the cell.
  public let contentView = UIView()
  public internal(set) var reuseIdentifier: String?
  /// True while the item is selected; false by default.
  open var isSelected = false

  public required override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(contentView)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    addSubview(contentView)
  }

  /// Called before the collection view hands the cell out again; resets selection.
  open func prepareForReuse() {
    isSelected = false
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    contentView.frame = bounds
  }
}
