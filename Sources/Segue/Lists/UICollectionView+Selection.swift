import Foundation

/// The selected item: one at most (there is no multiple selection here), chosen by a tap,
/// which asks and tells the delegate, or by code, which does not, as in UIKit; its cell
/// shows it (`isSelected`), and a reload clears it.
extension UICollectionView {
  /// The selected item in a list; empty when none is.
  public var indexPathsForSelectedItems: [IndexPath]? { shown.selected.map { [$0] } ?? [] }

  /// Selects the item at `indexPath` (nil: none) without telling the delegate, and scrolls
  /// it to `scrollPosition` (empty: not at all). An item the data source does not have is
  /// not selected, with a warning.
  public func selectItem(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition
  ) {
    guard let indexPath else { return shown.select(nil, animated: animated) }
    guard hasItem(at: indexPath) else {
      return Diagnostics.warn(
        "UICollectionView.selectItem(at: \(indexPath)): no such item; ignored")
    }
    shown.select(indexPath, animated: animated)
    if !scrollPosition.isEmpty {
      scrollToItem(at: indexPath, at: scrollPosition, animated: animated)
    }
  }

  /// Deselects the item at `indexPath` if it is the one selected, without telling the
  /// delegate.
  public func deselectItem(at indexPath: IndexPath, animated: Bool) {
    if shown.selected == indexPath { shown.select(nil, animated: animated) }
  }

  /// A tap on an item the delegate's `shouldSelectItemAt` allows selects it and tells the
  /// delegate: first that the item selected before (another) lost its selection, once it
  /// has, as in UIKit.
  internal func selectItem(at tap: UITapGestureRecognizer) {
    guard tap.state == .ended, let path = indexPathForItem(at: tap.location(in: self)) else {
      return
    }
    let itemDelegate = delegate as? any UICollectionViewDelegate
    guard itemDelegate?.collectionView(self, shouldSelectItemAt: path) ?? true else { return }
    if let previous = shown.selected, previous != path {
      shown.select(nil, animated: false)
      itemDelegate?.collectionView(self, didDeselectItemAt: previous)
    }
    shown.select(path, animated: false)
    itemDelegate?.collectionView(self, didSelectItemAt: path)
  }

  /// A cell that left the screen: the delegate hears that it ended displaying, and it goes
  /// back to the pool.
  func recycle(_ cell: UICollectionViewCell, at path: IndexPath) {
    (delegate as? any UICollectionViewDelegate)?.collectionView(
      self, didEndDisplaying: cell, forItemAt: path)
    pool.enqueue(cell, identifier: cell.reuseIdentifier)
  }

  /// Whether the data source gives the item.
  private func hasItem(at indexPath: IndexPath) -> Bool {
    indexPath.section >= 0 && indexPath.item >= 0
      && indexPath.item < numberOfItems(inSection: indexPath.section)
  }
}
