import Foundation
import SegueDemos
import SeguePlaygroundCore
import Testing

@testable import Segue
@testable import SegueSDL

/// The window redraws only what changed (`FrameDamage`): every frame of a recorded drag, drawn
/// over the frame before where it changed, is the full draw of that frame byte for byte,
/// inspector and all, while most frames redraw less than the whole frame.
@MainActor
@Suite struct FrameDamageTests {
  /// The back swipe at scale 2 (the top controller's view casting its shadow, sliding over
  /// the one beneath, the inspector's readings changing beside it), and seed 004's card
  /// dismissed at scale 1 (a blurred backdrop, the card's shadow, the dimming overlay).
  @Test(arguments: [
    ("navigation-pop-cancelled", 2.0), ("seed004-dismiss-finished", 1.0),
    ("seed004-dismiss-finished", 3.0), ("navigation-pop-finished", 3.0),
    ("sheet-list-dismiss-finished", 2.0), ("photo-grid-dismiss-finished", 2.0),
  ])
  func damagedFramesAreTheFullFramesOverAWholeDrag(name: String, scale: CGFloat) throws {
    var comparison = try RecordedFrameComparison(name, scale: scale)
    #expect(comparison.app.isInspectorShown)
    let bounds = CGRect(origin: .zero, size: comparison.size)
    let (damaged, full) = (comparison.first, comparison.second)
    let damage = FrameDamage()
    var partialFrames = 0
    comparison.run { _, list in
      var culled = list
      culled.cull(to: bounds, scale: scale)
      damage.draw(&list, into: damaged, scale: scale, culledTo: bounds)
      full.draw(culled, scale: scale)
      let area = damage.rects.reduce(0) { $0 + $1.width * $1.height }
      if area < CGFloat(full.width * full.height) * 0.8 { partialFrames += 1 }
      return "damage \(damage.rects)"
    }
    #expect(comparison.mismatches.isEmpty, "\(comparison.report) from a full draw")
    let frames = comparison.frames
    #expect(frames > 60)
    // The inspector's unchanged parts are not redrawn: most frames redraw the device area
    // (more than half the frame) and a few readings beside it, or nothing.
    #expect(
      partialFrames > frames / 2, "\(partialFrames) of \(frames) frames redrew under 80 % of it")
  }

  /// A 690 × 844 point window with a clipping panel (an inspector's) on its right, 300 wide.
  private static func windowWithPanel() -> (root: UIView, panel: UIView) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 690, height: 844))
    root.backgroundColor = .white
    let panel = UIView(frame: CGRect(x: 390, y: 0, width: 300, height: 844))
    panel.clipsToBounds = true
    panel.backgroundColor = .systemGray6
    root.addSubview(panel)
    return (root, panel)
  }

  /// A label that changes inside a clipping panel damages where its text's ink falls, before
  /// and after, not its rect (an inspector reading's is as wide as the panel) nor the panel;
  /// a frame equal to the one before damages nothing.
  @Test func aReadingThatChangesDamagesItsTextAlone() throws {
    let (root, panel) = Self.windowWithPanel()
    let reading = UILabel(frame: CGRect(x: 10, y: 100, width: 280, height: 20))
    reading.text = "12 %"
    panel.addSubview(reading)
    let frame = try FrameRenderer(width: 690, height: 844)
    let damage = FrameDamage()
    let bounds = root.bounds
    func draw(into frame: FrameRenderer, damage: FrameDamage) {
      var list = DisplayList()
      list.build(from: root)
      damage.draw(&list, into: frame, scale: 1, culledTo: bounds)
    }
    draw(into: frame, damage: damage)
    #expect(damage.rects == [bounds], "the first frame is drawn whole")
    let before = try FrameRenderer(width: 690, height: 844)
    draw(into: before, damage: FrameDamage())
    draw(into: frame, damage: damage)
    #expect(damage.rects.isEmpty, "an unchanged frame damages nothing")
    reading.text = "13.5 %"
    draw(into: frame, damage: damage)
    #expect(damage.rects.count == 1)
    let rect = damage.rects.first ?? .null
    // The pixels that changed, from the frame drawn whole before.
    let changed = frame.difference(from: before) ?? .null
    #expect(!changed.isNull && rect.contains(changed), "\(rect) holds the changed \(changed)")
    let label = CGRect(x: 400, y: 100, width: 280, height: 20)
    #expect(label.insetBy(dx: -2, dy: -4).contains(rect), "\(rect) stays about the label")
    #expect(rect.width < label.width / 2, "\(rect) is the text's, not the label's rect")
  }

  /// A label shown among others inside a clipping panel damages itself alone, not the panel
  /// nor the rows after it (the items no longer pair one for one there); removed, the same.
  /// Each frame drawn over the one before is the frame drawn whole, byte for byte.
  @Test func aLabelShownOrRemovedInAPanelDamagesItselfAlone() throws {
    let (root, panel) = Self.windowWithPanel()
    for row in 0..<8 {
      let label = UILabel(frame: CGRect(x: 10, y: 40 + 60 * row, width: 280, height: 20))
      label.text = "row \(row)"
      panel.addSubview(label)
    }
    // Between rows 3 (y 220) and 4 (y 280).
    let shown = UILabel(frame: CGRect(x: 10, y: 250, width: 280, height: 20))
    shown.text = "shown"
    let frame = try FrameRenderer(width: 690, height: 844)
    let damage = FrameDamage()
    func draw(into frame: FrameRenderer, damage: FrameDamage) {
      var list = DisplayList()
      list.build(from: root)
      damage.draw(&list, into: frame, scale: 1, culledTo: root.bounds)
    }
    draw(into: frame, damage: damage)
    for change in ["shown", "removed"] {
      if change == "shown" {
        panel.insertSubview(shown, at: 4)
      } else {
        shown.removeFromSuperview()
      }
      draw(into: frame, damage: damage)
      let whole = try FrameRenderer(width: 690, height: 844)
      draw(into: whole, damage: FrameDamage())
      #expect(frame.difference(from: whole) == nil, "\(change): the frame drawn whole differs")
      let label = CGRect(x: 400, y: 250, width: 280, height: 20)
      #expect(damage.rects.count == 1, "\(change): \(damage.rects)")
      for rect in damage.rects {
        #expect(label.insetBy(dx: -2, dy: -4).contains(rect), "\(change): \(rect)")
      }
    }
  }

  /// Draws `old` whole, then `new` only where the damage says, into a 160 × 120 point frame
  /// at `scale`; the pixels that then differ from `new` drawn whole (nil: none), and the
  /// damage.
  func redrawn(
    _ old: [DisplayCommand], then new: [DisplayCommand], scale: CGFloat
  ) throws -> (difference: CGRect?, damage: [CGRect]) {
    let (width, height) = (Int(160 * scale), Int(120 * scale))
    let bounds = CGRect(x: 0, y: 0, width: 160, height: 120)
    let frame = try FrameRenderer(width: width, height: height)
    let damage = FrameDamage()
    var before = DisplayList()
    before.commands = old
    damage.draw(&before, into: frame, scale: scale, culledTo: bounds)
    var after = DisplayList()
    after.commands = new
    var whole = after
    damage.draw(&after, into: frame, scale: scale, culledTo: bounds)
    let full = try FrameRenderer(width: width, height: height)
    FrameDamage().draw(&whole, into: full, scale: scale, culledTo: bounds)
    return (frame.difference(from: full), damage.rects)
  }

  static func fill(_ rect: CGRect, _ color: RGBA, radius: CGFloat = 0) -> DisplayCommand {
    .fill(Fill(rect: rect, transform: .identity, color: color, cornerRadius: radius))
  }

  /// Two fills change color; the square one's damage cuts the straight sides of the
  /// translucent rounded one between pixels. cairo's scan converter steps a row otherwise
  /// where a clip's edge crosses it, so the rounded fill's corners in those rows came out a
  /// level off: a rectangle that touches a rounded fill now holds all of it. (Found by a
  /// review's fuzzing of random lists.)
  @Test func aRoundedFillCutOnItsSidesIsRedrawnWhole() throws {
    let white = Self.fill(
      CGRect(x: 0, y: 0, width: 160, height: 120), RGBA(red: 1, green: 1, blue: 1, alpha: 1))
    func square(_ color: RGBA) -> DisplayCommand {
      Self.fill(CGRect(x: 10, y: 10, width: 40, height: 30), color)
    }
    func rounded(_ color: RGBA) -> DisplayCommand {
      Self.fill(CGRect(x: -2, y: 19.25, width: 48, height: 22), color, radius: 6)
    }
    let (difference, damage) = try redrawn(
      [
        white, square(RGBA(red: 0, green: 0, blue: 1, alpha: 1)),
        rounded(RGBA(red: 0, green: 1, blue: 0, alpha: 0.5)),
      ],
      then: [
        white, square(RGBA(red: 0, green: 0, blue: 0, alpha: 1)),
        rounded(RGBA(red: 1, green: 0, blue: 0, alpha: 0.5)),
      ],
      scale: 2)
    #expect(difference == nil, "damage \(damage)")
  }

  /// A rounded fill in two nested translucent groups, redrawn alone, is the full draw's. (Found
  /// by the same fuzzing.) The inner group was cairo's, its surface the clip's extents: with
  /// something of it outside the pass (`far`), cairo composited it onto the outer group with
  /// another rounding in the pass than in the full draw, a level off all over the fill. Both
  /// groups are now drawn into the renderer's own surfaces, the same way whatever the pass.
  @Test func aRoundedFillInNestedGroupsRedrawnAlone() throws {
    let group = DisplayCommand.pushGroup(Group(opacity: 0.5, shadow: nil))
    let far = Self.fill(
      CGRect(x: 112, y: 10, width: 8, height: 22), RGBA(red: 1, green: 0, blue: 0, alpha: 0.5))
    func rounded(_ color: RGBA) -> DisplayCommand {
      Self.fill(CGRect(x: 101.5, y: 76.25, width: 40, height: 23), color, radius: 6)
    }
    let (difference, damage) = try redrawn(
      [
        group, group, far, rounded(RGBA(red: 0, green: 0, blue: 1, alpha: 0.5)), .popGroup,
        .popGroup,
      ],
      then: [
        group, group, far, rounded(RGBA(red: 1, green: 0, blue: 0, alpha: 0.5)), .popGroup,
        .popGroup,
      ],
      scale: 1)
    #expect(difference == nil, "damage \(damage)")
  }

  /// An adding group (drawn by cairo) gains a line far from its rounded fill: the pass over
  /// the fill, which leaves the line out, is the full draw's. cairo knew the group's surface
  /// clear and composited its first draw with SRC, so the fill, first in that pass and
  /// second in the full draw, came out a level off at a corner (pixel 148, 40). Found by
  /// `FrameDamageRandomEditTests`.
  @Test func anAddingGroupsFillIsTheSameWhetherFirstOrNot() throws {
    let group = DisplayCommand.pushGroup(Group(opacity: 0.8, shadow: nil, adds: true))
    let line = DisplayCommand.text(
      TextRun(
        string: "Ajy ÅÇ ‖ 42", rect: CGRect(x: 93, y: 63, width: 20, height: 18),
        transform: .identity, pointSize: 12, bold: false,
        color: RGBA(red: 1, green: 0, blue: 0, alpha: 0.5), alignment: .right, wraps: false))
    let rounded = Self.fill(
      CGRect(x: 10, y: 10, width: 40, height: 30),
      RGBA(red: 0.2, green: 0.8, blue: 0.1, alpha: 0.35), radius: 6)
    let (difference, damage) = try redrawn(
      [group, .popGroup], then: [group, line, rounded, .popGroup], scale: 3)
    #expect(damage.count == 2, "the line and the fill, each in a pass: \(damage)")
    #expect(difference == nil, "damage \(damage)")
  }

  /// At 1.5 pixels a point (no window draws at it: their scales are whole), a translucent fill
  /// between pixels cut by a clip between pixels, redrawn in two overlapping passes, is a level
  /// off along a row of the full draw (found by `FrameDamageRandomEditTests`; not mended).
  @Test func aFillBetweenPixelsInAClipBetweenPixelsAtOneAndAHalf() throws {
    let clip = Clip(rect: CGRect(x: 20, y: 5, width: 100, height: 100), transform: .identity)
    let line = DisplayCommand.text(
      TextRun(
        string: "Ajy ÅÇ ‖ 42", rect: CGRect(x: 21, y: 60, width: 60, height: 18),
        transform: .identity, pointSize: 12, bold: true,
        color: RGBA(red: 0.2, green: 0.8, blue: 0.1, alpha: 0.35), alignment: .center,
        wraps: false))
    let (difference, damage) = try redrawn(
      [],
      then: [
        .pushClip(clip),
        Self.fill(
          CGRect(x: 70.5, y: 99, width: 30, height: 14), RGBA(red: 1, green: 0, blue: 0, alpha: 0.5)
        ),
        .popClip, .pushGroup(Group(opacity: 1, shadow: nil)), line, .popGroup,
      ],
      scale: 1.5)
    withKnownIssue("a fill and a clip between pixels at 1.5x, in overlapping passes") {
      #expect(difference == nil, "damage \(damage)")
    }
  }

  /// Where a changed line's ink may fall is measured where drawing it is known: a line that
  /// fits, or one cut with "…" (within its rect); a wrapped line damages what its rect
  /// bounds (its clip).
  @Test func onlyWrappedTextsAreNotMeasured() throws {
    let frame = try FrameRenderer(width: 200, height: 100)
    // A label's line, wrapping (`numberOfLines` 0) or not.
    func run(_ string: String, width: CGFloat, wraps: Bool) throws -> TextRun {
      let label = UILabel(frame: CGRect(x: 10, y: 10, width: width, height: 20))
      label.text = string
      label.numberOfLines = wraps ? 0 : 1
      var list = DisplayList()
      list.build(from: label)
      let runs = list.commands.compactMap { if case .text(let run) = $0 { run } else { nil } }
      return try #require(runs.first, "\(string): no text drawn")
    }
    let fits = frame.inkBounds(of: try run("Fits", width: 150, wraps: false), scale: 1)
    #expect(fits.map { $0.width < 60 && $0.minX < 12 } == true, "\(String(describing: fits))")
    // The label is the list's root: its rect starts at 0.
    let cut = frame.inkBounds(of: try run("Far too long to fit", width: 40, wraps: false), scale: 1)
    #expect(
      cut.map { $0.minX >= -2 && $0.maxX <= 42 && $0.height < 24 } == true,
      "\(String(describing: cut))")
    #expect(frame.inkBounds(of: try run("Wraps", width: 150, wraps: true), scale: 1) == nil)
  }
}

extension FrameDamageTests {
  /// A line squashed to nothing (a singular transform, which cairo refuses as a matrix),
  /// moved by NaN, or in a rect that is not numbers, is not measured (the frame's context
  /// would be left in an error): it damages what its rect bounds, and what is drawn after it
  /// is still drawn.
  @Test(arguments: [
    (CGAffineTransform(scaleX: 0, y: 1), 20.0), (CGAffineTransform(translationX: .nan, y: 0), 20),
    (.identity, .nan),
  ])
  func aLineThatCannotBeMeasuredLeavesTheFrameDrawing(
    _ transform: CGAffineTransform, height: CGFloat
  ) throws {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    root.backgroundColor = .white
    let label = UILabel(frame: CGRect(x: 10, y: 10, width: 80, height: height))
    label.text = "Gone"
    label.transform = transform
    root.addSubview(label)
    let square = UIView(frame: CGRect(x: 40, y: 60, width: 20, height: 20))
    square.backgroundColor = .red
    root.addSubview(square)
    let frame = try FrameRenderer(width: 100, height: 100)
    let damage = FrameDamage()
    for color in [UIColor.red, .blue] {
      square.backgroundColor = color
      label.text = color == .red ? "Gone" : "Still gone"
      var list = DisplayList()
      list.build(from: root)
      damage.draw(&list, into: frame, scale: 1, culledTo: root.bounds)
    }
    let pixel = frame.pixels.load(fromByteOffset: 70 * frame.stride + 50 * 4, as: UInt32.self)
    #expect(pixel == 0xff00_00ff, "the square is blue: \(String(pixel, radix: 16))")
  }

  /// A mask with no shape (a list that ends its mask without `maskWith`) closes at its end:
  /// a fill after it, changed, is redrawn where the full draw shows it. The renderer left
  /// such a mask open to the end of the list, drawing the fill inside it where the damage
  /// skipped the mask and drew the fill alone (found by a review).
  @Test func aMaskWithNoShapeEndsAtItsEnd() throws {
    let mask = Self.fill(
      CGRect(x: 10, y: 10, width: 20, height: 20), RGBA(red: 1, green: 0, blue: 0, alpha: 1))
    func after(_ color: RGBA) -> DisplayCommand {
      Self.fill(CGRect(x: 60, y: 10, width: 20, height: 20), color)
    }
    let (difference, damage) = try redrawn(
      [.pushMask, mask, .popMask, after(RGBA(red: 0, green: 0, blue: 1, alpha: 1))],
      then: [.pushMask, mask, .popMask, after(RGBA(red: 0, green: 1, blue: 0, alpha: 1))],
      scale: 1)
    #expect(difference == nil, "damage \(damage)")
  }
}
