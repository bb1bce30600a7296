import Foundation

/// The cells a list shows, by index path: each layout pass keeps the cells still on screen,
/// recycles those that left and asks for the newcomers, so the work is the visible count,
/// whatever the length of the list.
@MainActor
internal struct VisibleCells<Cell: UIView> {
  private(set) var cells: [IndexPath: Cell] = [:]

  /// Shows exactly `paths` at `frame(path)`: `make` provides a configured cell for a path
  /// not shown yet, `recycle` takes one that left.
  mutating func update(
    to paths: [IndexPath], in list: UIView, frame: (IndexPath) -> CGRect,
    make: (IndexPath) -> Cell?, recycle: (Cell) -> Void
  ) {
    let wanted = Set(paths)
    for (path, cell) in cells where !wanted.contains(path) {
      cells[path] = nil
      cell.removeFromSuperview()
      recycle(cell)
    }
    for path in paths {
      let cell: Cell
      if let shown = cells[path] {
        cell = shown
      } else {
        guard let made = make(path) else { continue }
        cell = made
        cells[path] = cell
        list.insertSubview(cell, at: 0)
      }
      cell.frame = frame(path)
    }
  }

  /// Forgets every cell (a reload), handing each to `recycle`.
  mutating func removeAll(recycle: (Cell) -> Void) {
    for cell in cells.values {
      cell.removeFromSuperview()
      recycle(cell)
    }
    cells.removeAll()
  }

  /// The cells in index-path order.
  var ordered: [Cell] { cells.keys.sorted().compactMap { cells[$0] } }

  func indexPath(for cell: Cell) -> IndexPath? {
    cells.first { $0.value === cell }?.key
  }
}
