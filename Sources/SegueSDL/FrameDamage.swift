import Foundation
import Segue

/// The pixels a frame changes from the frame drawn before it, so that the window redraws and
/// presents only those (GTK diffs its render nodes the same way). The lists are compared
/// item by item, an item being a command at the top level or a push with all it holds up to
/// its pop; an item that differs damages what it covered before and what it covers now. The
/// damage then grows over whatever reads pixels around what it draws, so that a redraw
/// clipped to the damage is the full redraw byte for byte there:
/// - a group's shadow is blurred from all of the group's content: a group casting one that
///   the damage touches is redrawn whole, shadow and all;
/// - a backdrop blur samples what lies under and around its rect: one inside a damaged
///   screen (its `limit`, or the frame) damages all of that screen;
/// - an image, a gradient or a blur drawn into a group's or a mask's surface is sampled from
///   where that surface starts: the outermost group or mask holding one is redrawn whole,
///   so that its surface starts at the same corner in every pass;
/// - a slanted or curved edge (a rounded corner, a rotated fill, a path, an image or a
///   gradient cairo samples) is rasterised a level differently beside a clip's edge that
///   cuts it (cairo clips the edge, and steps along it from where it was cut; pixman steps
///   a gradient along a row from the first pixel it draws), and so are a rounded
///   shape's corners when a clip's edge crosses its rows: a rectangle is grown over all of
///   such a shape it touches (`curves`: each one's box).
///
/// The damage is a few rectangles of whole pixels (past 8, the two closest are merged into
/// their bounding box), each drawn in a clipped pass of its own; they may overlap. A reader
/// is merged whole into every rectangle it overlaps, so that each pass draws it whole.
/// Bounds are conservative: a wrapped text (whose lines may overflow its rect) or a
/// projection reaching behind the eye damages the clip it is drawn in, or the whole frame
/// outside any. An item inserted or removed damages itself alone (`diff`).
///
/// Its storage is kept between frames: computing the damage of a steady frame allocates
/// nothing.
@MainActor
public final class FrameDamage {
  /// The damaged rectangles, in pixels, inside the frame (each drawn in a pass of its own;
  /// they may overlap); empty when nothing changed.
  public private(set) var rects: [CGRect] = []
  /// Boxes (pixels) that are redrawn whole when the damage touches them.
  private var readers: [CGRect] = []
  /// Boxes (pixels) of slanted or curved edges, which a rectangle holds whole or not at all.
  private var curves: [CGRect] = []
  private var frame = CGRect.zero
  private var scale: CGFloat = 1
  /// The list last drawn, before culling, and the frame and scale it was drawn into.
  private var shown = DisplayList()
  private var shownFrame: FrameRenderer?
  private var shownScale: CGFloat = 0
  /// What measures changed texts while the damage is computed.
  private var measurer: FrameRenderer?

  /// More rectangles than this are merged, two by two.
  static let maximumRects = 8

  public init() {
    rects.reserveCapacity(Self.maximumRects + 2)
    readers.reserveCapacity(16)
    curves.reserveCapacity(256)
  }

  /// Culls `list` to `bounds` (points) and draws it into `frame` at `scale` where it differs
  /// from the list drawn there before: everywhere the first time, at another scale, or
  /// when `whole` (what was drawn there is gone). `rects` is then what was drawn.
  public func draw(
    _ list: inout DisplayList, into frame: FrameRenderer, scale: CGFloat, culledTo bounds: CGRect,
    whole: Bool = false
  ) {
    let same = frame === shownFrame && scale == shownScale && !whole
    let partial = compute(
      from: same ? shown.commands : nil, to: list.commands, scale: scale,
      size: (frame.width, frame.height), measuringTextIn: frame)
    shown.removeAll()
    for command in list.commands { shown.append(command) }
    (shownFrame, shownScale) = (frame, scale)
    list.cull(to: bounds, scale: scale)
    guard !rects.isEmpty else { return }
    frame.draw(list, scale: scale, within: partial ? rects : nil)
  }

  /// Computes the damage from `old` (nil: nothing drawn yet, or not at this size and
  /// scale) to `new`, drawn at `scale` into a frame of `size` pixels; false when the whole
  /// frame is damaged (`rects` then holds it). A text that changed damages where its ink
  /// falls as `renderer` measures it (`FrameRenderer.inkBounds`), when given, rather than all of
  /// its rect.
  @discardableResult
  func compute(
    from old: [DisplayCommand]?, to new: [DisplayCommand], scale: CGFloat,
    size: (width: Int, height: Int), measuringTextIn renderer: FrameRenderer? = nil
  ) -> Bool {
    measurer = renderer
    defer { measurer = nil }
    self.scale = scale
    frame = CGRect(x: 0, y: 0, width: size.width, height: size.height)
    rects.removeAll(keepingCapacity: true)
    guard let old, diff(old, old.indices, new, new.indices, within: .infinite) else {
      return whole()
    }
    guard !rects.isEmpty else { return true }
    guard collectReaders(in: new) else { return whole() }
    // Every rectangle a reader overlaps must hold it whole, its pass drawing it whole; and
    // one rectangle at most, or each pass would draw it (a blur is the costliest command).
    // Each round merges rectangles, or grows one; a damage that will not settle is the
    // frame.
    for _ in 0..<Self.maximumRounds {
      guard let (index, other) = neededMerge() else { return true }
      let merged = rects[index].union(other)
      rects.remove(at: index)
      add(merged)
    }
    return whole()
  }

  /// Rounds of merging readers into the damage before it is taken to be the whole frame.
  static let maximumRounds = 64

  /// A rectangle (its index) to merge with a box so that readers are drawn whole in one
  /// pass: with the reader it overlaps without holding, or with the other rectangle that
  /// holds the reader too; nil when every reader is drawn whole once or not at all.
  private func neededMerge() -> (Int, CGRect)? {
    for curve in curves {
      for index in rects.indices where rects[index].overlaps(curve) && !rects[index].contains(curve)
      {
        return (index, curve)
      }
    }
    for reader in readers {
      var holding: Int?
      for index in rects.indices where rects[index].overlaps(reader) {
        guard rects[index].contains(reader) else { return (index, reader) }
        if let first = holding { return (index, rects[first]) }
        holding = index
      }
    }
    return nil
  }

  /// The whole frame: false, for `compute`.
  private func whole() -> Bool {
    rects.removeAll(keepingCapacity: true)
    rects.append(frame)
    return false
  }

  /// Adds the items of `old` and `new` in the ranges that differ, within `limit` (points:
  /// the clips they are drawn in); false when one that differs has no bounds. Two clips, or
  /// two groups casting no shadow, that open alike are compared item by item inside: a group
  /// without a shadow composites each pixel from its content at that pixel alone.
  ///
  /// Items are paired one for one, in order. Where one range holds more items than the
  /// other (a label shown, a row of a log removed), an item is first looked for a few items
  /// ahead on the longer side: those it passes were inserted (or removed) and damage alone,
  /// so that what follows them pairs with its own kind again instead of every item after
  /// differing, or the whole clip. Any pairing is exact: a pixel that no damaged item covers
  /// is covered by the same items, in the same order, before and after.
  private func diff(
    _ old: [DisplayCommand], _ oldRange: Range<Int>, _ new: [DisplayCommand],
    _ newRange: Range<Int>, within limit: CGRect
  ) -> Bool {
    var (i, j) = (oldRange.lowerBound, newRange.lowerBound)
    // Items in `new` less items in `old`, of those left; counted only where the commands'
    // counts differ (as in a steady frame they do not).
    var surplus =
      oldRange.count == newRange.count
      ? 0 : Self.itemCount(new, newRange) - Self.itemCount(old, oldRange)
    while i < oldRange.upperBound || j < newRange.upperBound {
      let oldEnd =
        i < oldRange.upperBound ? min(Self.itemEnd(old, from: i), oldRange.upperBound) : i
      let newEnd =
        j < newRange.upperBound ? min(Self.itemEnd(new, from: j), newRange.upperBound) : j
      let (oldLeft, newLeft) = (i < oldEnd, j < newEnd)
      if !oldLeft
        || (newLeft && surplus > 0 && old[i] != new[j]
          && Self.holds(new, newEnd..<newRange.upperBound, old[i]))
      {
        guard add(new, j..<newEnd, within: limit) else { return false }
        (j, surplus) = (newEnd, surplus - 1)
        continue
      }
      if !newLeft
        || (surplus < 0 && old[i] != new[j]
          && Self.holds(old, oldEnd..<oldRange.upperBound, new[j]))
      {
        guard add(old, i..<oldEnd, within: limit) else { return false }
        (i, surplus) = (oldEnd, surplus + 1)
        continue
      }
      defer { (i, j) = (oldEnd, newEnd) }
      if old[i..<oldEnd] == new[j..<newEnd] { continue }
      if old[i] == new[j], let inner = Self.innerLimit(of: new[j], within: limit),
        oldEnd - i > 1, newEnd - j > 1, old[oldEnd - 1].isPop, new[newEnd - 1].isPop,
        diff(old, i + 1..<oldEnd - 1, new, j + 1..<newEnd - 1, within: inner)
      {
        continue
      }
      guard add(old, i..<oldEnd, within: limit), add(new, j..<newEnd, within: limit) else {
        return false
      }
    }
    return true
  }

  /// Items looked at ahead for one that pairs with an item where the counts differ.
  private static let lookahead = 32

  /// Whether one of the first `lookahead` items of `commands[range]` starts with `command`.
  private static func holds(
    _ commands: [DisplayCommand], _ range: Range<Int>, _ command: DisplayCommand
  ) -> Bool {
    var index = range.lowerBound
    for _ in 0..<lookahead where index < range.upperBound {
      if commands[index] == command { return true }
      index = itemEnd(commands, from: index)
    }
    return false
  }

  /// Adds what the item `commands[range]` drew over, or draws over, within `limit`; false
  /// when it cannot be bounded.
  private func add(_ commands: [DisplayCommand], _ range: Range<Int>, within limit: CGRect)
    -> Bool
  {
    // What cannot be bounded (a wrapped text) still stays inside its clips.
    guard let box = itemBounds(commands, range) ?? (limit.isInfinite ? nil : limit) else {
      return false
    }
    // A clip on whole pixels (the inspector's panel) holds its anti-aliasing too.
    add(pixels(box).intersection(limit.isInfinite ? frame : pixels(limit)))
    return true
  }

  /// What the item `commands[range]` may draw over: as the measurer bounds it (a text
  /// where its ink falls), else `bounds`.
  private func itemBounds(_ commands: [DisplayCommand], _ range: Range<Int>) -> CGRect? {
    guard let measurer else { return Self.bounds(commands, range) }
    return measurer.bounds(of: commands, range, scale: scale)
  }

  /// What the content of a block opened by `push` may draw over, within `limit`; nil for a
  /// block whose content is not compared item by item.
  private static func innerLimit(of push: DisplayCommand, within limit: CGRect) -> CGRect? {
    switch push {
    case .pushClip(let clip): limit.intersection(clip.rect.applying(clip.transform))
    case .pushGroup(let group) where group.shadow == nil: limit
    default: nil
    }
  }

  /// The shadow groups, backdrop blurs, groups and masks that sample (`samples`) and curved
  /// edges of `commands` drawn into the frame (not into a projection's plane, which is
  /// drawn whole); false when one has no bounds.
  private func collectReaders(in commands: [DisplayCommand]) -> Bool {
    readers.removeAll(keepingCapacity: true)
    curves.removeAll(keepingCapacity: true)
    var index = 0
    // Where the outermost group or mask around `index` ends (pops paired as `itemEnd`, and
    // the renderer, pair them): only the outermost one of each nest is read whole.
    var surfaceEnd = 0
    while index < commands.count {
      switch commands[index] {
      case .pushProjection:
        index = Self.itemEnd(commands, from: index)
        continue
      case .fill(let fill):
        addCurves(of: fill.rect, fill.transform, radius: fill.cornerRadius)
      case .border(let border):
        addCurves(of: border.rect, border.transform, radius: border.cornerRadius)
      case .pushClip(let clip) where clip.path == nil:
        addCurves(of: clip.rect, clip.transform, radius: clip.cornerRadius)
      case .pushClip(let clip):
        addCurve(clip.rect.applying(clip.transform))
      case .path, .image, .gradient:
        guard let box = Self.commandBounds(commands[index]) else { return false }
        addCurve(box)
      case .pushGroup, .pushMask:
        // A group casting a shadow is read whole wherever it is; any other group or mask
        // only when outermost and sampling. A nested one is not walked at all.
        var castsShadow = false
        if case .pushGroup(let group) = commands[index] { castsShadow = group.shadow != nil }
        let outermost = index >= surfaceEnd
        guard outermost || castsShadow else { break }
        let end = Self.itemEnd(commands, from: index)
        if outermost { surfaceEnd = end }
        guard castsShadow || Self.samples(commands[index..<end]) else { break }
        guard addReader(commands, index..<end) else { return false }
      case .backdropBlur(let blur):
        readers.append((blur.readPixels(scale: scale) ?? frame).intersection(frame))
      default:
        break
      }
      index += 1
    }
    return true
  }

  /// Notes the item `commands[range]` as a reader, over its bounds; false when it has none.
  private func addReader(_ commands: [DisplayCommand], _ range: Range<Int>) -> Bool {
    guard let box = Self.bounds(commands, range) else { return false }
    let reader = pixels(box).intersection(frame)
    if !reader.isNull, !reader.isEmpty { readers.append(reader) }
    return true
  }

  /// Whether `commands` hold something whose pixels cairo samples through a fixed-point
  /// matrix that takes in the offset of the surface drawn into: an image (not a symbol's
  /// paths), a gradient, a backdrop blur's result. (A plane is warped in the frame's pixels
  /// and painted at whole ones.)
  static func samples(_ commands: ArraySlice<DisplayCommand>) -> Bool {
    for command in commands {
      switch command {
      case .image(let image):
        if case .vector = image.image.source { continue }
        return true
      case .gradient, .backdropBlur: return true
      default: continue
      }
    }
    return false
  }

  /// Notes the slanted or curved edges of a (rounded) rect drawn through `transform`: all of
  /// it when rotated or rounded, nothing when square and unrotated. Not only a rounded rect's
  /// corners: cairo's scan converter steps a row of pixels otherwise when a clip's edge
  /// crosses it, so a rectangle cutting the rect's straight sides changes its corners' pixels
  /// in the same rows by a level.
  private func addCurves(of rect: CGRect, _ transform: CGAffineTransform, radius: CGFloat) {
    guard transform.b != 0 || transform.c != 0 || radius > 0 else { return }
    addCurve(rect.applying(transform))
  }

  private func addCurve(_ box: CGRect) {
    let curve = pixels(box).intersection(frame)
    if !curve.isNull, !curve.isEmpty { curves.append(curve) }
  }

  /// Adds `box`, unless a rectangle holds it already; the rectangles it holds go. Past
  /// `maximumRects`, the two whose bounding box adds the least area become that box.
  /// Rectangles may overlap: each is drawn in a pass of its own, the same pixels each time.
  /// (Loops, not `contains(where:)` and `removeAll(where:)`: a closure made on the main actor
  /// checks its executor on every call, and this runs for every damaged item.)
  private func add(_ box: CGRect) {
    let box = box.intersection(frame)
    guard !box.isNull, !box.isEmpty else { return }
    for rect in rects where rect.contains(box) { return }
    var index = rects.count
    while index > 0 {
      index -= 1
      if box.contains(rects[index]) { rects.remove(at: index) }
    }
    rects.append(box)
    guard rects.count > Self.maximumRects else { return }
    var best = (first: 0, second: 1, growth: CGFloat.infinity)
    for first in rects.indices {
      for second in rects.indices where second > first {
        let (a, b) = (rects[first], rects[second])
        let joined = a.union(b)
        let growth = joined.width * joined.height - a.width * a.height - b.width * b.height
        if growth < best.growth { best = (first, second, growth) }
      }
    }
    let joined = rects[best.first].union(rects[best.second])
    rects.remove(at: best.second)
    rects.remove(at: best.first)
    add(joined)
  }

  private func pixels(_ box: CGRect) -> CGRect {
    box.outerPixels(scale: scale)
  }
}
