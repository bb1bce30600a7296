import Foundation

extension UITableView {
  /// Reads the row counts (and heights, if the delegate gives them) again.
  func reloadIfNeeded() {
    guard needsReload else { return }
    needsReload = false
    // The cells go last: a delegate told they ended displaying finds the new counts.
    defer { shown.removeAll(recycle: recycle) }
    guard let dataSource else {
      rowCounts = []
      rowTops = nil
      contentSize = CGSize(width: bounds.width, height: 0)
      return
    }
    let sections = max(dataSource.numberOfSections(in: self), 0)
    rowCounts = (0..<sections).map { max(dataSource.tableView(self, numberOfRowsInSection: $0), 0) }
    rowTops = nil
    let total = rowCounts.reduce(0, +)
    if let delegate = delegate as? any UITableViewDelegate, total > 0 {
      rowHeightsAreUniform = false
      let first = delegate.tableView(self, heightForRowAt: IndexPath(row: 0, section: 0))
      if !rowHeightsAreUniform {
        var tops: [CGFloat] = [0]
        tops.reserveCapacity(total + 1)
        for path in allIndexPaths() {
          let height =
            path == IndexPath(row: 0, section: 0)
            ? first : delegate.tableView(self, heightForRowAt: path)
          tops.append(tops[tops.count - 1] + validHeight(height, at: path))
        }
        rowTops = tops
      }
    }
    selfSizedRows =
      rowTops == nil && rowHeight == UITableView.automaticDimension
      ? RowHeights(count: total, estimate: resolvedEstimate) : nil
    let height = rowTops?.last ?? selfSizedRows?.total ?? CGFloat(total) * resolvedRowHeight
    contentSize = CGSize(width: bounds.width, height: height)
  }

  /// Sizes the self-sizing row `path` by `cell`'s constraints, the first time it shows;
  /// returns true when its height changed.
  private func measure(_ cell: UITableViewCell, at path: IndexPath) -> Bool {
    guard var rows = selfSizedRows, let index = flatIndex(path), !rows.isMeasured(index) else {
      return false
    }
    // A content view without constraints has no size of its own: the row keeps the
    // estimate (and no layout engine is built for it).
    var height = rows.estimate
    if !cell.contentView.constraints.isEmpty {
      cell.frame.size.width = bounds.width
      let fitted = cell.contentView.systemLayoutSizeFitting(
        CGSize(width: bounds.width, height: 0), withHorizontalFittingPriority: .required,
        verticalFittingPriority: .fittingSizeLevel
      ).height
      if fitted.isFinite, fitted > 0 { height = fitted }
    }
    let changed = rows.set(height, for: index)
    selfSizedRows = rows
    return changed
  }

  private func validHeight(_ height: CGFloat, at path: IndexPath) -> CGFloat {
    if height == UITableView.automaticDimension { return resolvedRowHeight }
    guard height.isFinite, height >= 0 else {
      Diagnostics.warn("tableView(_:heightForRowAt: \(path)) returned \(height); using 0")
      return 0
    }
    return height
  }

  private func allIndexPaths() -> some Sequence<IndexPath> {
    rowCounts.enumerated().lazy.flatMap { section, count in
      (0..<count).lazy.map { IndexPath(row: $0, section: section) }
    }
  }

  /// The row's index in the whole list, or nil when out of range.
  func flatIndex(_ path: IndexPath) -> Int? {
    guard path.count == 2, rowCounts.indices.contains(path.section),
      (0..<rowCounts[path.section]).contains(path.row)
    else { return nil }
    return rowCounts[..<path.section].reduce(0, +) + path.row
  }

  private func indexPath(flat index: Int) -> IndexPath {
    var rest = index
    for (section, count) in rowCounts.enumerated() {
      if rest < count { return IndexPath(row: rest, section: section) }
      rest -= count
    }
    return IndexPath(row: 0, section: rowCounts.count)
  }

  /// The row's rectangle in the table's content coordinates; `.zero` for a missing row.
  public func rectForRow(at indexPath: IndexPath) -> CGRect {
    reloadIfNeeded()
    guard let index = flatIndex(indexPath) else { return .zero }
    if let tops = rowTops {
      return CGRect(
        x: 0, y: tops[index], width: bounds.width, height: tops[index + 1] - tops[index])
    }
    if let rows = selfSizedRows {
      return CGRect(
        x: 0, y: rows.top(of: index), width: bounds.width, height: rows.height(of: index))
    }
    let height = resolvedRowHeight
    return CGRect(x: 0, y: CGFloat(index) * height, width: bounds.width, height: height)
  }

  /// Rows whose rectangles meet `rect` (content coordinates), found by arithmetic or a
  /// binary search: never by walking the list.
  private func flatRange(in rect: CGRect) -> Range<Int> {
    let total = rowCounts.reduce(0, +)
    guard total > 0, rect.height > 0 else { return 0..<0 }
    if let tops = rowTops {
      func firstRow(below y: CGFloat) -> Int {
        var (low, high) = (0, total)
        while low < high {
          let mid = (low + high) / 2
          if tops[mid + 1] <= y { low = mid + 1 } else { high = mid }
        }
        return low
      }
      return firstRow(below: rect.minY)..<min(firstRow(below: rect.maxY - 1e-9) + 1, total)
    }
    if let rows = selfSizedRows {
      return rows.firstRow(
        below: rect.minY)..<min(
          rows.firstRow(below: rect.maxY - 1e-9) + 1, total)
    }
    let height = resolvedRowHeight
    let first = max(Int((rect.minY / height).rounded(.down)), 0)
    let end = min(Int((rect.maxY / height).rounded(.up)), total)
    return first < end ? first..<end : 0..<0
  }

  /// The layout pass: makes the rows on screen exist, and only those. Self-sizing rows
  /// measured on the way move the rows below them, so the pass runs again (at most three
  /// times) until the rows on screen are the ones that fill it. A row measured above the
  /// first one on screen moves the offset by its change, as UIKit does, so the rows on
  /// screen do not jump.
  internal func layoutRows() {
    reloadIfNeeded()
    let tableDelegate = delegate as? any UITableViewDelegate
    for _ in 0..<3 {
      var resized = false
      let range = flatRange(in: bounds)
      // The first row on screen measured before this pass stays put (else the first row).
      let anchor = (range.first { selfSizedRows?.isMeasured($0) == true } ?? range.first).map {
        (row: $0, top: selfSizedRows?.top(of: $0) ?? 0)
      }
      let paths = range.map { indexPath(flat: $0) }
      shown.update(
        to: paths, in: self, frame: { rectForRow(at: $0) },
        make: { path in
          guard let cell = dataSource?.tableView(self, cellForRowAt: path) else { return nil }
          if measure(cell, at: path) { resized = true }
          return cell
        },
        display: { tableDelegate?.tableView(self, willDisplay: $0, forRowAt: $1) },
        recycle: recycle)
      guard resized, let rows = selfSizedRows else { return }
      contentSize = CGSize(width: bounds.width, height: rows.total)
      if let anchor { shiftContent(by: CGPoint(x: 0, y: rows.top(of: anchor.row) - anchor.top)) }
    }
  }

  /// The cell showing the row; nil when the row is off screen or missing.
  public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
    layoutIfNeeded()
    return shown.cells[indexPath]
  }

  /// The row a visible cell shows.
  public func indexPath(for cell: UITableViewCell) -> IndexPath? { shown.indexPath(for: cell) }

  /// The row under `point` (content coordinates).
  public func indexPathForRow(at point: CGPoint) -> IndexPath? {
    reloadIfNeeded()
    let range = flatRange(in: CGRect(x: 0, y: point.y, width: 1, height: 1e-6))
    guard point.x >= 0, point.x < bounds.width, let index = range.first else { return nil }
    return indexPath(flat: index)
  }

  /// The cells on screen, top to bottom.
  public var visibleCells: [UITableViewCell] {
    layoutIfNeeded()
    return shown.ordered
  }

  public var indexPathsForVisibleRows: [IndexPath]? {
    layoutIfNeeded()
    return shown.cells.keys.sorted()
  }

  /// Scrolls so the row sits at `position`; a missing row is ignored with a warning.
  public func scrollToRow(
    at indexPath: IndexPath, at position: ScrollPosition, animated: Bool
  ) {
    let rect = rectForRow(at: indexPath)
    guard flatIndex(indexPath) != nil else {
      Diagnostics.warn("UITableView.scrollToRow(at: \(indexPath)): no such row; ignored")
      return
    }
    let visible = bounds.height - adjustedContentInset.top - adjustedContentInset.bottom
    let y: CGFloat
    switch position {
    case .none: return scrollRectToVisible(rect, animated: animated)
    case .top: y = rect.minY - adjustedContentInset.top
    case .middle: y = rect.midY - adjustedContentInset.top - visible / 2
    case .bottom: y = rect.maxY - adjustedContentInset.top - visible
    }
    setContentOffset(clampedOffset(CGPoint(x: contentOffset.x, y: y)), animated: animated)
  }
}
