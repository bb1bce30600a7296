import Foundation

/// A scrolling collection of items placed by a layout (`UICollectionViewFlowLayout` for a
/// grid): cells are made from registered classes and reused, and only the items the layout
/// puts on screen exist.
///
///     let grid = UICollectionViewFlowLayout()
///     grid.itemSize = CGSize(width: 120, height: 120)
///     let photos = UICollectionView(frame: view.bounds, collectionViewLayout: grid)
///     photos.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
  /// Where `scrollToItem(at:at:animated:)` puts the item; combine one vertical and one
  /// horizontal position. Empty: the least movement that shows it.
  public struct ScrollPosition: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = ScrollPosition(rawValue: 1 << 0)
    public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
    public static let bottom = ScrollPosition(rawValue: 1 << 2)
    public static let left = ScrollPosition(rawValue: 1 << 3)
    public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
    public static let right = ScrollPosition(rawValue: 1 << 5)
  }

  open var collectionViewLayout: UICollectionViewLayout {
    didSet {
      oldValue.collectionView = nil
      collectionViewLayout.collectionView = self
      collectionViewLayout.invalidateLayout()
    }
  }

  open weak var dataSource: (any UICollectionViewDataSource)? {
    didSet { reloadData() }
  }

  /// Items per section from the last reload.
  internal var itemCounts: [Int] = []
  internal var needsReload = true
  internal var layoutNeedsPreparing = true
  /// Set by the flow delegate's default `sizeForItemAt`: it does not size items.
  internal var itemSizesAreUniform = false
  internal var pool = ReusePool<UICollectionViewCell>()
  internal let shown = VisibleCells<UICollectionViewCell>()

  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    collectionViewLayout = layout
    super.init(frame: frame)
    setUp()
  }

  /// A collection view with a `UICollectionViewFlowLayout`: there is no archived layout.
  public required init?(coder: NSCoder) {
    collectionViewLayout = UICollectionViewFlowLayout()
    super.init(coder: coder)
    setUp()
  }

  private func setUp() {
    backgroundColor = .systemBackground
    collectionViewLayout.collectionView = self
    addGestureRecognizer(
      UITapGestureRecognizer(target: nil) { [unowned self] tap in self.selectItem(at: tap) })
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    layoutItems()
  }

  public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
    pool.register(cellClass, for: identifier)
  }

  /// A cell to configure for `indexPath`: one that scrolled off, or a new one of the class
  /// registered under `identifier`. Nothing registered: a plain cell, with a warning (UIKit
  /// raises an exception).
  public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let found = pool.dequeue(identifier) { $0.init(frame: .zero) }
    if let found, found.reused { found.cell.prepareForReuse() }
    let cell =
      found?.cell
      ?? {
        Diagnostics.warn(
          "UICollectionView: no class registered for reuse identifier \"\(identifier)\"; "
            + "using a plain UICollectionViewCell")
        return UICollectionViewCell(frame: .zero)
      }()
    cell.reuseIdentifier = identifier
    return cell
  }

  /// Asks the data source again for everything; the visible items are rebuilt at the next
  /// layout, and none is selected, as in UIKit.
  open func reloadData() {
    shown.select(nil, animated: false)
    needsReload = true
    layoutNeedsPreparing = true
    setNeedsLayout()
  }

  /// Cells made so far: about the number of items that fit on screen when reuse works.
  internal var cellsMade: Int { pool.madeCount }
}
