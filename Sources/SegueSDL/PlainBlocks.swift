import CCairo
import Foundation

/// The blocks of a backdrop blur's downsampling (`BackdropBlurPass`: `factor`×`factor`
/// pixels from the corner of the region it reads) that are known, before anything is drawn,
/// to hold one opaque color when the blur reads them, and to be painted over after it: a
/// page's plain background under a translucent blur (seed 004's card, a sheet's dimmed
/// page). Such a block's pixels are left undrawn until the blur's paint reaches them: the
/// fills under the blur skip it, the downsample takes its color without reading it, and the
/// paint takes the color in place of the pixel it would read (`segue_blur_paint`'s
/// `under`), writing each pixel once. A known block under the opaque fill that
/// covers the blur (`FrameRenderer.blurCover`) is never drawn at all. So the page's pixels
/// are written once, not filled, read back and written again, and the pixels are the same as
/// drawing everything in turn (`PlainBlocksTests`).
///
/// Found by `FrameRenderer.findPlainBlocks(in:)` for each pass; drawn and forgotten by the
/// blur (`BackdropBlurPass.draw`), which draws them itself first wherever its paint will not
/// (cairo's, or none). Writing into a known block before then is harmless: nothing reads it,
/// and it is drawn whole before anything does.
@MainActor
final class PlainBlocks {
  /// A block's color (premultiplied ARGB32, opaque), or 0 for a block drawn as usual; rows
  /// of `columns`, as the downsampled image's pixels.
  private(set) var colors: [UInt32] = []
  private(set) var columns = 0
  private(set) var rows = 0
  /// The region the blocks tile (whole pixels; the blocks at its right and bottom edges
  /// smaller), and their side.
  private(set) var grid = CGRect.null
  private(set) var factor = 1
  /// Whether some block is known.
  private(set) var isActive = false
  /// The blocks known in the frame's passes so far, and in how many of them the blur's paint
  /// drew known blocks (for tests).
  private(set) var found = 0
  private(set) var handedToPaint = 0

  /// The fewest pixels a blur's region has for its blocks to be looked for: 2²⁰ (4 MB),
  /// between the window's blur at scale 1 (390 × 844 pixels) and at scale 2. Measured
  /// (BENCHMARKS.md, the twenty-first session): at scale 1 the frame stays in cache from the
  /// page's fill through the paint, and seed 004's frames took 15 % longer with the blocks;
  /// at scale 2 the window's card drag, whose frame is out of cache when it starts, went from
  /// a p99 of 5.4–6.0 ms to 3.9–5.0 ms, though frames drawn back to back in cache took 8 %
  /// longer.
  static let defaultMinimumPixels = 1 << 20
  var minimumPixels = defaultMinimumPixels

  /// The runs of a row of blocks, and of the row before, as pairs of columns (kept, so that a
  /// frame does not allocate them).
  private var runs: [Int] = []
  private var previousRuns: [Int] = []

  /// Starts a frame: no block known, none counted.
  func beginFrame() {
    forget()
    found = 0
    handedToPaint = 0
  }

  /// Forgets every block.
  func forget() {
    isActive = false
  }

  /// Whether the blocks are the pixels of a downsampled image of `size` (the blur's own:
  /// they were laid out from the same geometry).
  func tile(_ size: (width: Int, height: Int)) -> Bool {
    columns == size.width && rows == size.height
  }

  /// Tiles `region` with blocks of `factor` pixels, none known.
  func prepare(region: CGRect, factor: Int) {
    grid = region
    self.factor = factor
    columns = (Int(region.width) + factor - 1) / factor
    rows = (Int(region.height) + factor - 1) / factor
    let count = columns * rows
    if colors.count < count { colors = Array(repeating: 0, count: count) }
    colors.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
    isActive = false
  }

  /// Gives every block that lies wholly inside `pixels` the opaque `color`.
  func cover(_ pixels: CGRect, with color: UInt32) {
    guard let (x, y) = blocks(inside: pixels) else { return }
    set(x, y, to: color)
  }

  /// Forgets the blocks `pixels` touches.
  func forget(touching pixels: CGRect) {
    guard let (x, y) = blocks(touching: pixels) else { return }
    set(x, y, to: 0)
  }

  /// Forgets the blocks not wholly inside `pixels`, and notes whether any is left.
  func keepOnly(inside pixels: CGRect) {
    guard let (x, y) = blocks(inside: pixels) else { return forget() }
    forEachBand(outside: x, y) { set($0, $1, to: 0) }
    let known = count(x, y)
    found += known
    isActive = known > 0
  }

  /// Calls `body` with the columns and rows of the blocks outside `x` × `y`, as four bands:
  /// above, below, left and right of it.
  private func forEachBand(
    outside x: Range<Int>, _ y: Range<Int>, _ body: (Range<Int>, Range<Int>) -> Void
  ) {
    body(0..<columns, 0..<y.lowerBound)
    body(0..<columns, y.upperBound..<rows)
    body(0..<x.lowerBound, y)
    body(x.upperBound..<columns, y)
  }

  /// How many blocks of `x` × `y` are known. (Loops, not `reduce`: a closure made on the main
  /// actor checks its executor on every call.)
  private func count(_ x: Range<Int>, _ y: Range<Int>) -> Int {
    let columns = columns
    return colors.withUnsafeBufferPointer { colors in
      var count = 0
      for row in y {
        for column in x { count &+= colors[row * columns + column] == 0 ? 0 : 1 }
      }
      return count
    }
  }

  /// Sets the blocks `x` × `y` to `value`, a row at a time.
  private func set(_ x: Range<Int>, _ y: Range<Int>, to value: UInt32) {
    guard !x.isEmpty else { return }
    let columns = columns
    colors.withUnsafeMutableBufferPointer { colors in
      for row in y {
        UnsafeMutableBufferPointer(
          rebasing: colors[row * columns + x.lowerBound..<row * columns + x.upperBound]
        )
        .update(repeating: value)
      }
    }
  }

  /// Calls `body` with `rect` (whole pixels) less the known blocks, as rectangles: each row of
  /// blocks' runs of unknown ones, a run carried down the rows while the runs stay the same.
  func forEachPart(of rect: CGRect, _ body: (CGRect) -> Void) {
    guard isActive, !rect.isNull, !rect.isEmpty else { return body(rect) }
    let inside = rect.intersection(grid)
    guard let (x, y) = blocks(touching: inside) else { return body(rect) }
    BackdropBlurPass.forEachPiece(of: rect, less: inside, body)
    func flush(_ runs: [Int], from top: Int, to bottom: Int) {
      let minY = max(edgeY(top), inside.minY)
      let maxY = min(edgeY(bottom), inside.maxY)
      for pair in Swift.stride(from: 0, to: runs.count, by: 2) {
        let minX = max(edgeX(runs[pair]), inside.minX)
        let maxX = min(edgeX(runs[pair + 1]), inside.maxX)
        body(CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY))
      }
    }
    previousRuns.removeAll(keepingCapacity: true)
    var top = y.lowerBound
    let columns = columns
    for row in y {
      runs.removeAll(keepingCapacity: true)
      colors.withUnsafeBufferPointer { colors in
        let line = colors.baseAddress! + row * columns
        var column = x.lowerBound
        while column < x.upperBound {
          guard line[column] == 0 else {
            column += 1
            continue
          }
          let start = column
          while column < x.upperBound, line[column] == 0 { column += 1 }
          runs.append(start)
          runs.append(column)
        }
      }
      if runs != previousRuns {
        flush(previousRuns, from: top, to: row)
        swap(&runs, &previousRuns)
        top = row
      }
    }
    flush(previousRuns, from: top, to: y.upperBound)
  }

  /// Draws every known block but those wholly inside `sparing` (pixels painted over before
  /// anything reads them), and forgets them all.
  func drawAll(in frame: FrameRenderer, sparing: CGRect) {
    guard isActive else { return }
    draw(0..<columns, 0..<rows, in: frame, sparing: sparing)
    forget()
  }

  /// Before the blur's own paint over `painted` (whole pixels), which takes the colors of
  /// the known blocks it paints in place of their pixels (`segue_blur_paint`'s `under`):
  /// draws the known blocks not wholly inside `painted`, but those wholly inside `sparing`.
  /// True when some known block is left for the paint.
  func leave(_ painted: CGRect, toPaintSparing sparing: CGRect, in frame: FrameRenderer) -> Bool {
    guard isActive else { return false }
    guard let (x, y) = blocks(inside: painted) else {
      drawAll(in: frame, sparing: sparing)
      return false
    }
    forEachBand(outside: x, y) { draw($0, $1, in: frame, sparing: sparing) }
    guard anyKnown(x, y) else {
      forget()
      return false
    }
    handedToPaint += 1
    return true
  }

  /// Whether some block of `x` × `y` is known.
  private func anyKnown(_ x: Range<Int>, _ y: Range<Int>) -> Bool {
    let columns = columns
    return colors.withUnsafeBufferPointer { colors in
      for row in y {
        for column in x where colors[row * columns + column] != 0 { return true }
      }
      return false
    }
  }

  /// Stores the known blocks among `x` × `y` in their colors, each run of one color in a row
  /// of blocks one fill, and forgets them; those wholly inside `sparing` are forgotten only.
  /// Returns how many blocks it stored.
  @discardableResult
  private func draw(
    _ x: Range<Int>, _ y: Range<Int>, in frame: FrameRenderer, sparing: CGRect
  ) -> Int {
    let spared = blocks(inside: sparing)
    var stored = 0
    for row in y {
      guard let spared, spared.1.contains(row) else {
        stored += draw(x, row, in: frame)
        continue
      }
      let low = max(x.lowerBound, spared.0.lowerBound)
      let high = min(x.upperBound, spared.0.upperBound)
      guard low < high else {
        stored += draw(x, row, in: frame)
        continue
      }
      stored += draw(x.lowerBound..<low, row, in: frame)
      set(low..<high, row..<row + 1, to: 0)
      stored += draw(high..<x.upperBound, row, in: frame)
    }
    if stored > 0 { cairo_surface_mark_dirty(frame.surface) }
    return stored
  }

  /// Stores the known blocks among `x` in row `row`, each run of one color one fill, and
  /// forgets them; returns how many it stored.
  private func draw(_ x: Range<Int>, _ row: Int, in frame: FrameRenderer) -> Int {
    guard !x.isEmpty else { return 0 }
    let compositor = frame.compositor
    let image = compositor.frame.image
    let (columns, factor) = (columns, factor)
    let (left, top) = (Int(grid.minX), Int(grid.minY) + row * factor)
    let (maxX, bottom) = (Int(grid.maxX), min(top + factor, Int(grid.maxY)))
    return colors.withUnsafeMutableBufferPointer { colors in
      let line = colors.baseAddress! + row * columns
      var stored = 0
      var column = x.lowerBound
      while column < x.upperBound {
        let color = line[column]
        guard color != 0 else {
          column += 1
          continue
        }
        let start = column
        while column < x.upperBound, line[column] == color {
          line[column] = 0
          column += 1
        }
        let right = min(left + column * factor, maxX)
        compositor.fillOpaque(
          color, x: Int32(left + start * factor), y: Int32(top),
          width: Int32(right - left - start * factor), height: Int32(bottom - top), in: image)
        stored += column - start
      }
      return stored
    }
  }

  /// The left edge of column `column` (the grid's right edge past the last), in pixels.
  private func edgeX(_ column: Int) -> CGFloat {
    min(grid.minX + CGFloat(column * factor), grid.maxX)
  }

  private func edgeY(_ row: Int) -> CGFloat {
    min(grid.minY + CGFloat(row * factor), grid.maxY)
  }

  /// The columns and rows of the blocks `pixels` (whole) touches; nil when none. A rect
  /// whose sides are not numbers touches them all: what it stands for is not known.
  private func blocks(touching pixels: CGRect) -> (Range<Int>, Range<Int>)? {
    guard !pixels.isNull, !pixels.isEmpty else { return nil }
    guard !pixels.minX.isNaN, !pixels.minY.isNaN, !pixels.maxX.isNaN, !pixels.maxY.isNaN
    else { return columns > 0 && rows > 0 ? (0..<columns, 0..<rows) : nil }
    let x = span(pixels.minX - grid.minX, pixels.maxX - grid.minX, outward: true, count: columns)
    let y = span(pixels.minY - grid.minY, pixels.maxY - grid.minY, outward: true, count: rows)
    return x.isEmpty || y.isEmpty ? nil : (x, y)
  }

  /// The columns and rows of the blocks wholly inside `pixels` (whole); nil when none.
  private func blocks(inside pixels: CGRect) -> (Range<Int>, Range<Int>)? {
    guard !pixels.isNull, !pixels.isEmpty else { return nil }
    // A side past the grid's holds its smaller edge blocks.
    let right = pixels.maxX >= grid.maxX ? CGFloat.infinity : pixels.maxX - grid.minX
    let bottom = pixels.maxY >= grid.maxY ? CGFloat.infinity : pixels.maxY - grid.minY
    let x = span(pixels.minX - grid.minX, right, outward: false, count: columns)
    let y = span(pixels.minY - grid.minY, bottom, outward: false, count: rows)
    return x.isEmpty || y.isEmpty ? nil : (x, y)
  }

  /// The blocks of `factor` from `low` to `high` (pixels from the grid's corner): those they
  /// touch (`outward`) or that lie wholly between them, within 0..<count.
  private func span(_ low: CGFloat, _ high: CGFloat, outward: Bool, count: Int) -> Range<Int> {
    guard !low.isNaN, !high.isNaN else { return 0..<0 }
    let side = CGFloat(factor)
    let first = outward ? (low / side).rounded(.down) : (low / side).rounded(.up)
    let last = outward ? (high / side).rounded(.up) : (high / side).rounded(.down)
    // Clamped before converting: a side far outside would not fit an Int.
    let start = Int(min(max(first, 0), CGFloat(count)))
    let end = Int(min(max(last, 0), CGFloat(count)))
    return start < end ? start..<end : 0..<0
  }
}
