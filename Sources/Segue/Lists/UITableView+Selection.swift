import Foundation

/// The selected row: one at most (there is no multiple selection here), chosen by a tap,
/// which asks and tells the delegate, or by code, which does not, as in UIKit; its cell
/// shows it (`setSelected(_:animated:)`), and a reload clears it.
extension UITableView {
  /// The selected row; nil when none is.
  public var indexPathForSelectedRow: IndexPath? { shown.selected }

  /// The selected row in a list; nil when none is.
  public var indexPathsForSelectedRows: [IndexPath]? { shown.selected.map { [$0] } }

  /// Selects the row at `indexPath` (nil: none) without telling the delegate, and scrolls it
  /// to `scrollPosition` (`.none`: not at all). A row the table does not have is not
  /// selected, with a warning.
  public func selectRow(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition
  ) {
    guard let indexPath else { return shown.select(nil, animated: animated) }
    reloadIfNeeded()
    guard flatIndex(indexPath) != nil else {
      return Diagnostics.warn("UITableView.selectRow(at: \(indexPath)): no such row; ignored")
    }
    shown.select(indexPath, animated: animated)
    if scrollPosition != .none {
      scrollToRow(at: indexPath, at: scrollPosition, animated: animated)
    }
  }

  /// Deselects the row at `indexPath` if it is the one selected, without telling the
  /// delegate.
  public func deselectRow(at indexPath: IndexPath, animated: Bool) {
    if shown.selected == indexPath { shown.select(nil, animated: animated) }
  }

  /// A tap on a row selects the row the delegate's `willSelectRowAt` gives for it (none:
  /// nothing changes) and tells the delegate: first that the row selected before (another)
  /// lost its selection, once it has, as in UIKit.
  internal func selectRow(at tap: UITapGestureRecognizer) {
    guard tap.state == .ended, let tapped = indexPathForRow(at: tap.location(in: self)) else {
      return
    }
    let tableDelegate = delegate as? any UITableViewDelegate
    let chosen = tableDelegate.map { $0.tableView(self, willSelectRowAt: tapped) } ?? tapped
    guard let path = chosen, flatIndex(path) != nil else { return }
    if let previous = shown.selected, previous != path {
      shown.select(nil, animated: false)
      tableDelegate?.tableView(self, didDeselectRowAt: previous)
    }
    shown.select(path, animated: false)
    tableDelegate?.tableView(self, didSelectRowAt: path)
  }

  /// A cell that left the screen: the delegate hears that it ended displaying, and it goes
  /// back to the pool.
  func recycle(_ cell: UITableViewCell, at path: IndexPath) {
    (delegate as? any UITableViewDelegate)?.tableView(self, didEndDisplaying: cell, forRowAt: path)
    pool.enqueue(cell, identifier: cell.reuseIdentifier)
  }
}
