import Foundation

extension UICollectionView {
  private func prepareIfNeeded() {
    if needsReload {
      needsReload = false
      let sections = dataSource.map { max($0.numberOfSections(in: self), 0) } ?? 0
      itemCounts = (0..<sections).map {
        max(dataSource?.collectionView(self, numberOfItemsInSection: $0) ?? 0, 0)
      }
      // After the counts: a delegate told the cells ended displaying finds the new ones.
      shown.removeAll(recycle: recycle)
    }
    guard layoutNeedsPreparing else { return }
    layoutNeedsPreparing = false
    collectionViewLayout.prepare()
    contentSize = collectionViewLayout.collectionViewContentSize
  }

  /// The layout pass: makes the items on screen exist, and only those.
  internal func layoutItems() {
    prepareIfNeeded()
    let attributes = collectionViewLayout.layoutAttributesForElements(in: bounds) ?? []
    let frames = Dictionary(
      attributes.map { ($0.indexPath, $0) }, uniquingKeysWith: { first, _ in first })
    let itemDelegate = delegate as? any UICollectionViewDelegate
    shown.update(
      to: attributes.filter { !$0.isHidden }.map(\.indexPath), in: self,
      frame: { frames[$0]?.frame ?? .zero },
      make: { path in
        guard let cell = dataSource?.collectionView(self, cellForItemAt: path) else { return nil }
        cell.alpha = frames[path]?.alpha ?? 1
        return cell
      },
      display: { itemDelegate?.collectionView(self, willDisplay: $0, forItemAt: $1) },
      recycle: recycle)
  }

  /// Where the layout puts the item; nil for a missing one.
  public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes?
  {
    prepareIfNeeded()
    return collectionViewLayout.layoutAttributesForItem(at: indexPath)
  }

  /// The cell showing the item; nil when it is off screen or missing.
  public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
    layoutIfNeeded()
    return shown.cells[indexPath]
  }

  public func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
    shown.indexPath(for: cell)
  }

  /// The item under `point` (content coordinates).
  public func indexPathForItem(at point: CGPoint) -> IndexPath? {
    prepareIfNeeded()
    let probe = CGRect(origin: point, size: CGSize(width: 1e-6, height: 1e-6))
    return collectionViewLayout.layoutAttributesForElements(in: probe)?
      .first { $0.frame.contains(point) }?.indexPath
  }

  /// The cells on screen, in index-path order.
  public var visibleCells: [UICollectionViewCell] {
    layoutIfNeeded()
    return shown.ordered
  }

  public var indexPathsForVisibleItems: [IndexPath] {
    layoutIfNeeded()
    return shown.cells.keys.sorted()
  }

  public var numberOfSections: Int {
    prepareIfNeeded()
    return itemCounts.count
  }

  public func numberOfItems(inSection section: Int) -> Int {
    prepareIfNeeded()
    return itemCounts.indices.contains(section) ? itemCounts[section] : 0
  }

  /// Scrolls so the item sits at `position` (within the scrollable range); a missing item
  /// is ignored with a warning (UIKit raises an exception).
  public func scrollToItem(
    at indexPath: IndexPath, at position: ScrollPosition, animated: Bool
  ) {
    guard let frame = layoutAttributesForItem(at: indexPath)?.frame else {
      Diagnostics.warn("UICollectionView.scrollToItem(at: \(indexPath)): no such item; ignored")
      return
    }
    let visible = bounds.inset(by: adjustedContentInset)
    var offset = contentOffset
    if position.contains(.top) { offset.y = frame.minY - adjustedContentInset.top }
    if position.contains(.centeredVertically) {
      offset.y = frame.midY - adjustedContentInset.top - visible.height / 2
    }
    if position.contains(.bottom) {
      offset.y = frame.maxY - adjustedContentInset.top - visible.height
    }
    if position.contains(.left) { offset.x = frame.minX - adjustedContentInset.left }
    if position.contains(.centeredHorizontally) {
      offset.x = frame.midX - adjustedContentInset.left - visible.width / 2
    }
    if position.contains(.right) {
      offset.x = frame.maxX - adjustedContentInset.left - visible.width
    }
    guard !position.isEmpty else { return scrollRectToVisible(frame, animated: animated) }
    setContentOffset(clampedOffset(offset), animated: animated)
  }
}
