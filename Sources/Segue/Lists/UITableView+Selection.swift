import Foundation

/// The selected row: one at most (there is no multiple selection here), chosen by a tap,
/// which tells the delegate, or by code, which does not, as in UIKit; its cell shows it
/// (`isSelected`), and a reload clears it.
extension UITableView {
  /// The selected row; nil when none is.
  public var indexPathForSelectedRow: IndexPath? { selectedPath }

  /// The selected row in a list; nil when none is.
  public var indexPathsForSelectedRows: [IndexPath]? { selectedPath.map { [$0] } }

  /// Selects the row at `indexPath` (nil: none) without telling the delegate, and scrolls it
  /// to `scrollPosition` (`.none`: not at all). A row the table does not have is not
  /// selected, with a warning.
  public func selectRow(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition
  ) {
    guard let indexPath else { return select(nil) }
    reloadIfNeeded()
    guard flatIndex(indexPath) != nil else {
      return Diagnostics.warn("UITableView.selectRow(at: \(indexPath)): no such row; ignored")
    }
    select(indexPath)
    if scrollPosition != .none {
      scrollToRow(at: indexPath, at: scrollPosition, animated: animated)
    }
  }

  /// Deselects the row at `indexPath` if it is the one selected, without telling the
  /// delegate.
  public func deselectRow(at indexPath: IndexPath, animated: Bool) {
    if selectedPath == indexPath { select(nil) }
  }

  /// A tap on a row selects it and tells the delegate: first that the row selected before
  /// (another) lost its selection, as in UIKit.
  internal func selectRow(at tap: UITapGestureRecognizer) {
    guard tap.state == .ended, let path = indexPathForRow(at: tap.location(in: self)) else {
      return
    }
    let previous = selectedPath
    select(path)
    let tableDelegate = delegate as? any UITableViewDelegate
    if let previous, previous != path { tableDelegate?.tableView(self, didDeselectRowAt: previous) }
    tableDelegate?.tableView(self, didSelectRowAt: path)
  }

  /// Makes `path` (nil: none) the selected row, shown by the cells on screen.
  func select(_ path: IndexPath?) {
    selectedPath = path
    for (shownPath, cell) in shown.cells { cell.isSelected = shownPath == path }
  }
}
