import Foundation
import Segue
import Testing

@testable import SegueSDL

/// The blocks a backdrop blur reads that hold one opaque color are not drawn until the blur's
/// paint reaches them (`PlainBlocks`): every frame is the frame drawn in turn, byte for byte,
/// whatever the pixels held before (a frame scribbled over first), and the blocks are found
/// where they are and only there.
@MainActor
@Suite struct PlainBlocksTests {
  /// A page (stripes, a translucent band, a label) under a dark blur faded to 0.6 (so that
  /// the page shows through it, as seed 004's backdrop is faded), and a card over it: seed
  /// 004's frame in small.
  private func scene(
    blurAlpha: CGFloat = 0.6, blurTransform: CGAffineTransform = .identity,
    clippedBetweenPixels: Bool = false, blurClippedToTop: Bool = false
  ) -> UIView {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 200))
    root.backgroundColor = .black
    let page = UIView(frame: CGRect(x: 7.3, y: 9.6, width: 105.5, height: 181))
    page.backgroundColor = .white
    root.addSubview(page)
    for (index, color) in [UIColor.red, .orange, .systemGreen].enumerated() {
      let stripe = UIView(frame: CGRect(x: 8, y: 20 + CGFloat(index) * 30, width: 89, height: 20))
      stripe.backgroundColor = color
      stripe.layer.cornerRadius = 6
      page.addSubview(stripe)
    }
    let band = UIView(frame: CGRect(x: 0, y: 120, width: 105.5, height: 12))
    band.backgroundColor = UIColor.blue.withAlphaComponent(0.4)
    page.addSubview(band)
    let label = UILabel(frame: CGRect(x: 10, y: 140, width: 80, height: 20))
    label.text = "Page"
    page.addSubview(label)
    let blur = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
    blur.frame = root.bounds
    blur.alpha = blurAlpha
    blur.transform = blurTransform
    // The blur's whole rect inside a view clipping it: to its top half, or to a rect between
    // pixels (whose paint cairo's must be).
    let clip =
      blurClippedToTop
      ? CGRect(x: 0, y: 0, width: 120, height: 100)
      : clippedBetweenPixels ? CGRect(x: 0.25, y: 0.25, width: 119.5, height: 199.5) : nil
    if let clip {
      let view = UIView(frame: clip)
      view.clipsToBounds = true
      blur.frame.origin = CGPoint(x: -clip.minX, y: -clip.minY)
      view.addSubview(blur)
      root.addSubview(view)
    } else {
      root.addSubview(blur)
    }
    let card = UIView(frame: CGRect(x: 12, y: 80, width: 96, height: 140))
    card.backgroundColor = .white
    card.layer.cornerRadius = 10
    root.addSubview(card)
    return root
  }

  /// Draws `root` at `scale` into a frame scribbled over first and, with no block known, into
  /// another: returns the blocks the first found, and whether the two frames differ.
  private func compare(
    _ root: UIView, scale: CGFloat, within damage: [CGRect]? = nil
  ) throws -> (found: Int, handed: Int, differs: CGRect?) {
    let (width, height) = (Int(root.bounds.width * scale), Int(root.bounds.height * scale))
    let known = try FrameRenderer(width: width, height: height)
    let drawn = try FrameRenderer(width: width, height: height)
    drawn.findsPlainBlocks = false
    // Small frames, whose blocks the renderer would not look for.
    known.plainBlocks.minimumPixels = 0
    var list = DisplayList()
    list.build(from: root)
    if let damage {
      // What the damage is drawn over: the same frame in both, but for one damaged rectangle,
      // scribbled over in the first (a draw there writes every pixel; with two, the first's
      // blur would read the second's scribbles, as a blur reads beyond its pass).
      known.draw(list, scale: scale)
      drawn.draw(list, scale: scale)
      for rect in damage where damage.count == 1 {
        for y in Int(rect.minY)..<Int(rect.maxY) {
          memset(
            UnsafeMutableRawPointer(mutating: known.pixels) + y * known.stride
              + Int(rect.minX) * 4, 0x5a, Int(rect.width) * 4)
        }
      }
      root.subviews[0].frame.origin.y += 3
      list.build(from: root)
    } else {
      memset(UnsafeMutableRawPointer(mutating: known.pixels), 0x5a, known.stride * height)
    }
    known.draw(list, scale: scale, within: damage)
    drawn.draw(list, scale: scale, within: damage)
    return (
      known.plainBlocks.found, known.plainBlocks.handedToPaint, known.difference(from: drawn)
    )
  }

  /// At scale 1 and 2 (×4 and ×8, whose sampling is exact), most of the page's blocks are
  /// known, the blur's paint draws them, and the frame is the one drawn in turn, the blur
  /// faded or opaque.
  @Test(arguments: [1.0, 2.0])
  func aPageUnderABlurIsDrawnByThePaint(scale: CGFloat) throws {
    // Faded, and opaque (the paint's alpha the same everywhere: 255).
    for alpha in [0.6, 1] {
      let result = try compare(scene(blurAlpha: alpha), scale: scale)
      #expect(result.differs == nil, "alpha \(alpha): \(result.differs.debugDescription)")
      // 30 × 50 blocks of 4 points.
      #expect(result.found > 500, "alpha \(alpha): \(result.found) of 1,500 blocks known")
      #expect(result.handed == 1, "alpha \(alpha): the paint drew no known block")
    }
  }

  /// Every frame of seed 004's card dismissed (the window's frame, the inspector beside it),
  /// drawn over a frame scribbled over, is the frame drawn in turn, and most frames know
  /// blocks and have the paint draw them.
  @Test(arguments: [1.0, 2.0])
  func seed004sFramesAreThoseDrawnInTurn(scale: CGFloat) throws {
    var comparison = try RecordedFrameComparison("seed004-dismiss-finished", scale: scale)
    let bounds = CGRect(origin: .zero, size: comparison.size)
    let (known, drawn) = (comparison.first, comparison.second)
    drawn.findsPlainBlocks = false
    known.plainBlocks.minimumPixels = 0
    var knowing = 0
    comparison.run { _, list in
      list.cull(to: bounds, scale: scale)
      memset(UnsafeMutableRawPointer(mutating: known.pixels), 0x5a, known.stride * known.height)
      known.draw(list, scale: scale)
      drawn.draw(list, scale: scale)
      if known.plainBlocks.handedToPaint > 0 { knowing += 1 }
      return "\(known.plainBlocks.found) blocks known"
    }
    #expect(comparison.mismatches.isEmpty, "\(comparison.report)")
    #expect(knowing > 20, "\(knowing) frames had the paint draw known blocks")
  }

  /// A blur reading fewer pixels than a core's cache holds finds no block (the window's
  /// frame at scale 1: 690 × 844 pixels, its blur's 390 × 844), one reading more does (at
  /// scale 2).
  @Test func smallBlursFindNoBlock() throws {
    for (scale, finds) in [(1.0, false), (2.0, true)] {
      var comparison = try RecordedFrameComparison("seed004-dismiss-finished", scale: scale)
      let bounds = CGRect(origin: .zero, size: comparison.size)
      let frame = comparison.first
      var found = 0
      comparison.run { _, list in
        list.cull(to: bounds, scale: scale)
        frame.draw(list, scale: scale)
        found += frame.plainBlocks.found
        return ""
      }
      #expect((found > 0) == finds, "at \(scale)×: \(found) blocks found")
    }
  }

  /// At scale 3 (×12: not exact) cairo paints the blur, reading the frame: no block is known.
  @Test func noBlockIsKnownWhereCairoPaints() throws {
    let result = try compare(scene(), scale: 3)
    #expect(result.differs == nil)
    #expect(result.found == 0)
  }

  /// Where the blur cannot paint itself after all (a rotated one, one clipped between
  /// pixels) or paints nothing (faded out to an alpha that rounds to 0), every known block
  /// is drawn before anything reads it: the same frame.
  @Test(arguments: ["rotated", "clipped between pixels", "faded out"])
  func everyOtherPathDrawsTheKnownBlocks(_ name: String) throws {
    let root =
      switch name {
      case "rotated": scene(blurTransform: CGAffineTransform(rotationAngle: 0.2))
      case "clipped between pixels": scene(clippedBetweenPixels: true)
      default: scene(blurAlpha: 0.001)
      }
    for scale in [1.0, 2.0] {
      let result = try compare(root, scale: scale)
      #expect(result.differs == nil, "\(name) at \(scale)×: \(result.differs.debugDescription)")
      // The blocks were found, and left for something other than the paint to draw.
      #expect(result.found > 0, "\(name) at \(scale)×: no block known")
      #expect(result.handed == 0, "\(name) at \(scale)×: the paint drew known blocks")
    }
  }

  /// Drawing only damaged rectangles over the frame before finds the blocks inside each and
  /// gives the frame drawn in turn.
  @Test func damagedRectanglesAreDrawnAsAWholeFrameWouldBe() throws {
    for damage in [
      [CGRect(x: 0, y: 0, width: 240, height: 400)],
      [CGRect(x: 16, y: 24, width: 160, height: 96)],
      [CGRect(x: 0, y: 0, width: 240, height: 120), CGRect(x: 8, y: 200, width: 200, height: 96)],
    ] {
      let result = try compare(scene(), scale: 2, within: damage)
      #expect(result.differs == nil, "\(damage): \(result.differs.debugDescription)")
      #expect(result.found > 0, "\(damage)")
    }
  }

  /// A blur clipped to the top half finds no block below it: a pass there skips the clip and
  /// the blur with it, and would leave those blocks undrawn. Found in the top half, drawn.
  @Test func aClippedBlurFindsBlocksOnlyInsideItsClip() throws {
    let below = try compare(
      scene(blurClippedToTop: true), scale: 2,
      within: [CGRect(x: 0, y: 240, width: 240, height: 120)])
    #expect(below.differs == nil, "\(below.differs.debugDescription)")
    #expect(below.found == 0)
    let whole = try compare(scene(blurClippedToTop: true), scale: 2)
    #expect(whole.differs == nil, "\(whole.differs.debugDescription)")
    #expect(whole.found > 0 && whole.handed == 1)
  }

  /// Bounds that are not numbers, or are infinite, touch every block: a command drawn
  /// there leaves none known.
  @Test func boundsNotNumbersForgetEveryBlock() {
    let blocks = PlainBlocks()
    for bounds in [
      CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10),
      CGRect(x: 0, y: 0, width: CGFloat.nan, height: 10),
      CGRect(x: -CGFloat.infinity, y: 0, width: CGFloat.infinity, height: 10),
    ] {
      blocks.prepare(region: CGRect(x: 0, y: 0, width: 64, height: 64), factor: 8)
      blocks.cover(CGRect(x: 0, y: 0, width: 64, height: 64), with: 0xffff_ffff)
      blocks.forget(touching: bounds)
      blocks.keepOnly(inside: .infinite)
      #expect(!blocks.isActive, "\(bounds) left \(blocks.found) blocks known")
    }
  }

  /// A rectangle less the known blocks, in parts: every pixel of it is in exactly one part or
  /// one known block, and no part reaches outside it.
  @Test func thePartsOfARectangleLeaveOutExactlyTheKnownBlocks() {
    var noise = Noise(state: 5)
    let blocks = PlainBlocks()
    for round in 0..<40 {
      let factor = [1, 4, 8][round % 3]
      let grid = CGRect(
        x: noise.below(20), y: noise.below(20), width: 1 + noise.below(90),
        height: 1 + noise.below(90))
      blocks.prepare(region: grid, factor: factor)
      for _ in 0..<4 {
        let x = Int(grid.minX) + noise.below(Int(grid.width))
        let y = Int(grid.minY) + noise.below(Int(grid.height))
        blocks.cover(
          CGRect(x: x, y: y, width: noise.below(60), height: noise.below(60)),
          with: 0xff00_0000 | UInt32(round))
      }
      blocks.keepOnly(inside: .infinite)
      let rect = CGRect(
        x: noise.below(110), y: noise.below(110), width: 1 + noise.below(60),
        height: 1 + noise.below(60))
      var count = [Int](repeating: 0, count: 200 * 200)
      var outside = false
      blocks.forEachPart(of: rect) { part in
        outside = outside || !rect.contains(part) || part.isEmpty
        for y in Int(part.minY)..<Int(part.maxY) {
          for x in Int(part.minX)..<Int(part.maxX) { count[y * 200 + x] += 1 }
        }
      }
      for y in Int(rect.minY)..<Int(rect.maxY) {
        for x in Int(rect.minX)..<Int(rect.maxX) {
          let inGrid = grid.contains(CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5))
          let column = (x - Int(grid.minX)) / factor
          let row = (y - Int(grid.minY)) / factor
          let known = inGrid && blocks.colors[row * blocks.columns + column] != 0
          #expect(count[y * 200 + x] == (known ? 0 : 1), "round \(round): pixel \(x), \(y)")
        }
      }
      #expect(!outside, "round \(round): a part outside \(rect)")
    }
  }
}
