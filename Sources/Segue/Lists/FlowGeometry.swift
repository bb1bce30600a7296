import Foundation

/// The flow layout's arithmetic, in scroll-axis terms: "along" is the scroll direction,
/// "across" the other; `vertical` maps them back to x and y.
internal struct FlowGeometry {
  let vertical: Bool
  let inset: UIEdgeInsets
  let lineSpacing: CGFloat
  let itemSpacing: CGFloat
  let crossLength: CGFloat

  /// Non-finite insets and spacings read as zero, with a warning (negative spacings, which
  /// overlap items, are kept).
  init(
    vertical: Bool, inset: UIEdgeInsets, lineSpacing: CGFloat, itemSpacing: CGFloat,
    crossLength: CGFloat
  ) {
    func finite(_ value: CGFloat, _ name: String) -> CGFloat {
      guard value.isFinite else {
        Diagnostics.warn("UICollectionViewFlowLayout: \(name) \(value) is invalid; using zero")
        return 0
      }
      return value
    }
    self.vertical = vertical
    self.inset = UIEdgeInsets(
      top: finite(inset.top, "section inset top"), left: finite(inset.left, "section inset left"),
      bottom: finite(inset.bottom, "section inset bottom"),
      right: finite(inset.right, "section inset right"))
    self.lineSpacing = finite(lineSpacing, "line spacing")
    self.itemSpacing = finite(itemSpacing, "interitem spacing")
    self.crossLength = finite(crossLength, "width across")
  }

  private var insetBefore: CGFloat { vertical ? inset.top : inset.left }
  private var insetAfter: CGFloat { vertical ? inset.bottom : inset.right }
  private var crossStart: CGFloat { vertical ? inset.left : inset.top }
  private var crossRoom: CGFloat {
    max(crossLength - crossStart - (vertical ? inset.right : inset.bottom), 0)
  }

  /// A size the layout can use: negative or non-finite sizes read as zero, with a warning.
  func valid(_ size: CGSize, at path: IndexPath?) -> CGSize {
    guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
      let which = path.map { "sizeForItemAt \($0)" } ?? "itemSize"
      Diagnostics.warn("UICollectionViewFlowLayout: \(which) \(size) is invalid; using zero")
      return .zero
    }
    return size
  }

  /// A section of `count` items of one size: a grid whose frames are arithmetic.
  func section(count: Int, itemSize: CGSize, start: CGFloat) -> FlowSection {
    let along = vertical ? itemSize.height : itemSize.width
    let across = vertical ? itemSize.width : itemSize.height
    // Items that take no room across (with their spacing) all fit on one line; a tiny pitch
    // is kept to a count an Int holds.
    let pitch = across + itemSpacing
    let perLine =
      pitch > 0
      ? max(Int(min(((crossRoom + itemSpacing) / pitch).rounded(.down), CGFloat(1 << 30))), 1)
      : max(count, 1)
    // The room left on a full line goes evenly between its items.
    let gap =
      perLine > 1 ? (crossRoom - CGFloat(perLine) * across) / CGFloat(perLine - 1) : 0
    let lines = (count + perLine - 1) / perLine
    let body = lines > 0 ? CGFloat(lines) * along + CGFloat(lines - 1) * lineSpacing : 0
    let grid = FlowSection.Grid(
      perLine: perLine, along: along, across: across, pitchAlong: along + lineSpacing,
      pitchAcross: across + max(gap, itemSpacing), origin: start + insetBefore,
      crossOrigin: crossStart)
    return FlowSection(
      vertical: vertical, start: start, end: start + insetBefore + body + insetAfter, count: count,
      grid: grid, frames: [])
  }

  /// A section of items sized one by one: lines packed greedily, each line as tall as its
  /// tallest item, its items spread over the room across.
  func section(sizes: [CGSize], start: CGFloat) -> FlowSection {
    var frames: [CGRect] = []
    var position = start + insetBefore
    var index = 0
    while index < sizes.count {
      var line = [sizes[index]]
      var used = vertical ? sizes[index].width : sizes[index].height
      index += 1
      while index < sizes.count {
        let next = vertical ? sizes[index].width : sizes[index].height
        guard used + itemSpacing + next <= crossRoom else { break }
        used += itemSpacing + next
        line.append(sizes[index])
        index += 1
      }
      let gap =
        line.count > 1
        ? max(
          (crossRoom - (used - CGFloat(line.count - 1) * itemSpacing)) / CGFloat(line.count - 1),
          itemSpacing)
        : 0
      let thickness = line.map { vertical ? $0.height : $0.width }.max() ?? 0
      var cross = crossStart
      for size in line {
        let across = vertical ? size.width : size.height
        let along = vertical ? size.height : size.width
        // Centred across the line's thickness, as UIKit's flow layout does.
        let offset = position + (thickness - along) / 2
        frames.append(
          vertical
            ? CGRect(x: cross, y: offset, width: size.width, height: size.height)
            : CGRect(x: offset, y: cross, width: size.width, height: size.height))
        cross += across + gap
      }
      position += thickness + (index < sizes.count ? lineSpacing : 0)
    }
    return FlowSection(
      vertical: vertical, start: start, end: position + insetAfter, count: sizes.count,
      grid: nil, frames: frames)
  }
}

/// One laid-out section of a flow layout.
internal struct FlowSection {
  struct Grid {
    let perLine: Int
    let along: CGFloat
    let across: CGFloat
    let pitchAlong: CGFloat
    let pitchAcross: CGFloat
    /// Where the first line starts along, and the first item across.
    let origin: CGFloat
    let crossOrigin: CGFloat
  }

  let vertical: Bool
  /// Along the scroll axis, in content coordinates.
  let start: CGFloat
  let end: CGFloat
  let count: Int
  let grid: Grid?
  let frames: [CGRect]

  func frame(of item: Int) -> CGRect {
    guard let grid else { return frames[item] }
    let along = grid.origin + CGFloat(item / grid.perLine) * grid.pitchAlong
    let across = grid.crossOrigin + CGFloat(item % grid.perLine) * grid.pitchAcross
    return vertical
      ? CGRect(x: across, y: along, width: grid.across, height: grid.along)
      : CGRect(x: along, y: across, width: grid.along, height: grid.across)
  }

  /// The items whose lines meet [low, high) along the scroll axis: arithmetic on a grid.
  func items(between low: CGFloat, and high: CGFloat) -> Range<Int> {
    guard let grid else {
      let hits = frames.indices.filter { index in
        let frame = frames[index]
        return (vertical ? frame.maxY : frame.maxX) > low
          && (vertical ? frame.minY : frame.minX) < high
      }
      guard let first = hits.first, let last = hits.last else { return 0..<0 }
      return first..<(last + 1)
    }
    guard grid.pitchAlong > 0 else { return 0..<count }
    // Line numbers kept to the section's lines before they become Ints: a far or
    // non-finite edge, or a tiny pitch, would not fit one.
    let lines = (count + grid.perLine - 1) / grid.perLine
    func line(_ value: CGFloat) -> Int {
      value.isNaN ? 0 : Int(min(max(value, 0), CGFloat(lines)))
    }
    let firstLine = line(((low - grid.origin - grid.along) / grid.pitchAlong).rounded(.down) + 1)
    let lastLine = line(((high - grid.origin) / grid.pitchAlong).rounded(.up))
    let first = min(firstLine * grid.perLine, count)
    let end = min(lastLine * grid.perLine, count)
    return first < end ? first..<end : first..<first
  }
}
