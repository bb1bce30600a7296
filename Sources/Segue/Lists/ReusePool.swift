import Foundation

/// The registered cell classes of a list and the cells waiting to be reused, by reuse
/// identifier: a list keeps only its visible cells plus those that just left the screen.
@MainActor
internal struct ReusePool<Cell: ListCell> {
  private var classes: [String: Cell.Type] = [:]
  private var waiting: [String: [Cell]] = [:]
  /// Cells made since the list was created: about the visible count if reuse works.
  private(set) var madeCount = 0

  mutating func register(_ cellClass: AnyClass?, for identifier: String) {
    guard let cellClass else {
      classes[identifier] = nil
      return
    }
    guard let type = cellClass as? Cell.Type else {
      Diagnostics.warn(
        "register(\(cellClass), forCellReuseIdentifier: \"\(identifier)\"): not a \(Cell.self) "
          + "subclass; ignored")
      return
    }
    classes[identifier] = type
  }

  /// A waiting cell of `identifier` (`reused`), or a new one made by `make` from its
  /// registered class; nil when nothing is registered under it. The list prepares a reused
  /// cell once this access to the pool has ended (`prepareForReuse` is the app's code).
  mutating func dequeue(_ identifier: String, make: (Cell.Type) -> Cell) -> (
    cell: Cell, reused: Bool
  )? {
    if let cell = waiting[identifier]?.popLast() { return (cell, true) }
    guard let type = classes[identifier] else { return nil }
    madeCount += 1
    return (make(type), false)
  }

  mutating func enqueue(_ cell: Cell, identifier: String?) {
    guard let identifier else { return }
    waiting[identifier, default: []].append(cell)
  }
}
