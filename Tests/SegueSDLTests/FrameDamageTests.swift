import Foundation
import Segue
import SegueDemos
import SeguePlaygroundCore
import Testing

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

  /// A label that changes inside a clipping panel damages about its own rect, not the
  /// panel; a frame equal to the one before damages nothing.
  @Test func aReadingThatChangesDamagesItsLabelAlone() throws {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 690, height: 844))
    root.backgroundColor = .white
    let panel = UIView(frame: CGRect(x: 390, y: 0, width: 300, height: 844))
    panel.clipsToBounds = true
    panel.backgroundColor = .systemGray6
    root.addSubview(panel)
    let reading = UILabel(frame: CGRect(x: 10, y: 100, width: 120, height: 20))
    reading.text = "12 %"
    panel.addSubview(reading)
    let frame = try FrameRenderer(width: 690, height: 844)
    let damage = FrameDamage()
    let bounds = root.bounds
    func draw() {
      var list = DisplayList()
      list.build(from: root)
      damage.draw(&list, into: frame, scale: 1, culledTo: bounds)
    }
    draw()
    #expect(damage.rects == [bounds], "the first frame is drawn whole")
    draw()
    #expect(damage.rects.isEmpty, "an unchanged frame damages nothing")
    reading.text = "13 %"
    draw()
    let label = CGRect(x: 400, y: 100, width: 120, height: 20)
    #expect(damage.rects.count == 1)
    let rect = damage.rects.first ?? .null
    #expect(rect.contains(label), "\(rect) holds the label")
    // A pixel more each way for anti-aliasing.
    #expect(panel.frame.insetBy(dx: -1, dy: -1).contains(rect), "\(rect) stays in the panel")
    #expect(rect.width * rect.height < bounds.width * bounds.height / 20, "\(rect) is small")
  }
}
