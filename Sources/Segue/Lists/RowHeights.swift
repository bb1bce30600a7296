import Foundation

/// The row heights of a self-sizing table (`rowHeight = UITableView.automaticDimension`):
/// every row stands at the estimate until its cell is measured, and each measurement is
/// kept as its difference from the estimate in a Fenwick tree, so a row's top costs
/// O(log n) and the row at a given y O(log² n), whatever the length of the list.
struct RowHeights {
  /// Points: the height of a row not measured yet (`estimatedRowHeight`).
  let estimate: CGFloat
  let count: Int
  /// 1-based Fenwick tree of (measured height − estimate).
  private var tree: [CGFloat]
  /// Measured heights by row.
  private var measured: [Int: CGFloat] = [:]

  init(count: Int, estimate: CGFloat) {
    self.count = count
    self.estimate = estimate
    tree = Array(repeating: 0, count: count + 1)
  }

  func isMeasured(_ row: Int) -> Bool { measured[row] != nil }

  func height(of row: Int) -> CGFloat { measured[row] ?? estimate }

  /// Records `row`'s measured height; returns true when it changed.
  @discardableResult
  mutating func set(_ height: CGFloat, for row: Int) -> Bool {
    let delta = height - self.height(of: row)
    measured[row] = height
    guard delta != 0 else { return false }
    var index = row + 1
    while index <= count {
      tree[index] += delta
      index += index & -index
    }
    return true
  }

  /// The top of `row` (the total height for `row == count`).
  func top(of row: Int) -> CGFloat {
    var sum: CGFloat = 0
    var index = row
    while index > 0 {
      sum += tree[index]
      index -= index & -index
    }
    return CGFloat(row) * estimate + sum
  }

  var total: CGFloat { top(of: count) }

  /// The first row whose bottom lies below `y` (`count` when none does).
  func firstRow(below y: CGFloat) -> Int {
    var (low, high) = (0, count)
    while low < high {
      let mid = (low + high) / 2
      if top(of: mid + 1) <= y { low = mid + 1 } else { high = mid }
    }
    return low
  }
}
