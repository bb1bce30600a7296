import Foundation

/// The cells a list shows, by index path, and the one selected: each layout pass keeps the
/// cells still on screen, recycles those that left and asks for the newcomers, so the work
/// is the visible count, whatever the length of the list.
///
/// A class, so that code it calls out to (a data source making a cell, a delegate told of
/// one) may ask the list about its cells without overlapping an access to them.
@MainActor
internal final class VisibleCells<Cell: ListCell> {
  private(set) var cells: [IndexPath: Cell] = [:]
  /// The selected path (one at most: there is no multiple selection here), which its cell
  /// shows whenever it is on screen.
  private(set) var selected: IndexPath?
  /// Counts the reloads (`removeAll`): a pass that sees it change stops, its paths gone.
  private var reloads = 0

  /// Shows exactly `paths` at `frame(path)`: `make` provides a configured cell for a path
  /// not shown yet, which then shows whether it is selected, takes its frame and is handed
  /// to `display`; `recycle` takes one that left. A reload from the code called out to ends
  /// the pass: the next one shows the new rows.
  func update(
    to paths: [IndexPath], in list: UIView, frame: (IndexPath) -> CGRect,
    make: (IndexPath) -> Cell?, display: (Cell, IndexPath) -> Void,
    recycle: (Cell, IndexPath) -> Void
  ) {
    let pass = reloads
    let wanted = Set(paths)
    let leaving = cells.filter { !wanted.contains($0.key) }
    for path in leaving.keys { cells[path] = nil }
    hand(leaving, to: recycle)
    for path in paths {
      guard reloads == pass else { return }
      if let shown = cells[path] {
        shown.frame = frame(path)
        continue
      }
      guard let made = make(path), reloads == pass else { continue }
      made.showSelected(path == selected, animated: false)
      made.frame = frame(path)
      display(made, path)
      // Code called out to may have reloaded the list, or laid it out again and shown the
      // path already.
      guard reloads == pass, cells[path] == nil else {
        recycle(made, path)
        continue
      }
      cells[path] = made
      list.insertSubview(made, at: 0)
    }
  }

  /// Forgets every cell (a reload), handing each to `recycle`.
  func removeAll(recycle: (Cell, IndexPath) -> Void) {
    reloads += 1
    let leaving = cells
    cells.removeAll()
    hand(leaving, to: recycle)
  }

  /// Takes cells that are no longer shown off the list, then hands them to `recycle` in
  /// index-path order (the delegate hears of them, and the pool takes them, the same way
  /// every run): the code it calls out to then finds the list as it is.
  private func hand(_ leaving: [IndexPath: Cell], to recycle: (Cell, IndexPath) -> Void) {
    let ordered = leaving.sorted { $0.key < $1.key }
    for (_, cell) in ordered { cell.removeFromSuperview() }
    for (path, cell) in ordered { recycle(cell, path) }
  }

  /// Makes `path` (nil: none) the selected one, shown by the cells on screen.
  func select(_ path: IndexPath?, animated: Bool) {
    let previous = selected
    selected = path
    for changed in [previous, path] where previous != path {
      if let changed, let cell = cells[changed] {
        cell.showSelected(changed == path, animated: animated)
      }
    }
  }

  /// The cells in index-path order.
  var ordered: [Cell] { cells.keys.sorted().compactMap { cells[$0] } }

  func indexPath(for cell: Cell) -> IndexPath? {
    cells.first { $0.value === cell }?.key
  }
}

/// A cell that shows whether its list has it selected, and is prepared for reuse.
@MainActor
internal protocol ListCell: UIView {
  func showSelected(_ selected: Bool, animated: Bool)
  func prepareForReuse()
}

extension UITableViewCell: ListCell {
  /// As UIKit's table does: through `setSelected(_:animated:)`, which subclasses override.
  func showSelected(_ selected: Bool, animated: Bool) {
    setSelected(selected, animated: animated)
  }
}

extension UICollectionViewCell: ListCell {
  func showSelected(_ selected: Bool, animated: Bool) {
    isSelected = selected
  }
}
