import Foundation

/// Decides where a collection view's items go. Subclass it, or use
/// `UICollectionViewFlowLayout`. The collection view calls `prepare()` after each
/// invalidation, then asks only for the rectangle on screen.
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
  public internal(set) weak var collectionView: UICollectionView?

  public override init() { super.init() }

  /// Required of every subclass that has initializers of its own, as UIKit requires it, so
  /// a layout written for iOS compiles whether it calls `super.init(coder:)` or stops with
  /// `fatalError`. Nothing is read from `coder`: the layout is made as `init()` makes it.
  public required init?(coder: NSCoder) {
    super.init()
  }

  /// Computes what the queries below need; called before the first layout after an
  /// invalidation. Does nothing by default.
  open func prepare() {}

  /// The size of all the content; `.zero` by default.
  open var collectionViewContentSize: CGSize { .zero }

  /// The items whose frames meet `rect` (content coordinates); none by default.
  open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    nil
  }

  /// Where the item goes; nil by default and for a missing item.
  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    nil
  }

  /// Marks the layout to be prepared again before the next layout pass.
  open func invalidateLayout() {
    collectionView?.layoutNeedsPreparing = true
    collectionView?.setNeedsLayout()
  }
}
