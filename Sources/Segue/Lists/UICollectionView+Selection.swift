import Foundation

/// The selected item: one at most (there is no multiple selection here), chosen by a tap,
/// which tells the delegate, or by code, which does not, as in UIKit; its cell shows it
/// (`isSelected`), and a reload clears it.
extension UICollectionView {
  /// The selected item in a list; empty when none is.
  public var indexPathsForSelectedItems: [IndexPath]? { selectedPath.map { [$0] } ?? [] }

  /// Selects the item at `indexPath` (nil: none) without telling the delegate, and scrolls
  /// it to `scrollPosition` (empty: not at all). An item the data source does not have is
  /// not selected, with a warning.
  public func selectItem(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition
  ) {
    guard let indexPath else { return select(nil) }
    guard indexPath.section >= 0, indexPath.item >= 0,
      indexPath.item < numberOfItems(inSection: indexPath.section)
    else {
      return Diagnostics.warn(
        "UICollectionView.selectItem(at: \(indexPath)): no such item; ignored")
    }
    select(indexPath)
    if !scrollPosition.isEmpty {
      scrollToItem(at: indexPath, at: scrollPosition, animated: animated)
    }
  }

  /// Deselects the item at `indexPath` if it is the one selected, without telling the
  /// delegate.
  public func deselectItem(at indexPath: IndexPath, animated: Bool) {
    if selectedPath == indexPath { select(nil) }
  }

  /// A tap on an item selects it and tells the delegate: first that the item selected
  /// before (another) lost its selection, as in UIKit.
  internal func selectItem(at tap: UITapGestureRecognizer) {
    guard tap.state == .ended, let path = indexPathForItem(at: tap.location(in: self)) else {
      return
    }
    let previous = selectedPath
    select(path)
    let itemDelegate = delegate as? any UICollectionViewDelegate
    if let previous, previous != path {
      itemDelegate?.collectionView(self, didDeselectItemAt: previous)
    }
    itemDelegate?.collectionView(self, didSelectItemAt: path)
  }

  /// Makes `path` (nil: none) the selected item, shown by the cells on screen.
  func select(_ path: IndexPath?) {
    selectedPath = path
    for (shownPath, cell) in shown.cells { cell.isSelected = shownPath == path }
  }
}
