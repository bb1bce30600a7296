import Foundation
import Segue
import Testing

@testable import SegueSDL

/// A renderer measures a line once for its face, size and scale (`LineMetrics`), however
/// often it draws it or bounds its ink, and again when any of them changes.
@MainActor
@Suite struct LineMetricsTests {
  /// Draws `view` into `frame` at `scale` and returns the first line of text it drew.
  @discardableResult
  private func draw(_ view: UIView, into frame: FrameRenderer, scale: CGFloat = 1) throws
    -> TextRun
  {
    var list = DisplayList()
    list.build(from: view)
    frame.draw(list, scale: scale)
    let runs = list.commands.compactMap { if case .text(let run) = $0 { run } else { nil } }
    return try #require(runs.first)
  }

  @Test func aLineDrawnAgainIsNotMeasuredAgain() throws {
    let frame = try FrameRenderer(width: 400, height: 100)
    let label = UILabel(frame: CGRect(x: 10, y: 10, width: 180, height: 30))
    label.text = "Percent complete"
    try draw(label, into: frame)
    let first = frame.metrics.measured
    #expect(first > 0)
    try draw(label, into: frame)
    #expect(frame.metrics.measured == first, "drawn again: measured again")
    label.font = .systemFont(ofSize: 13)
    try draw(label, into: frame)
    #expect(frame.metrics.measured > first, "a new size: not measured")
    let resized = frame.metrics.measured
    try draw(label, into: frame, scale: 2)
    #expect(frame.metrics.measured > resized, "a new scale: not measured")
  }

  /// A line cut to fit one width (an inspector's log row) is cut again for another: the cut
  /// kept for a line is that of its width.
  @Test func aLineIsCutForTheWidthItIsDrawnIn() throws {
    let frame = try FrameRenderer(width: 200, height: 40)
    func cut(width: CGFloat) throws -> CGRect {
      let label = UILabel(frame: CGRect(x: 0, y: 0, width: width, height: 20))
      label.text = "context.updateInteractiveTransition(0.42)"
      let run = try draw(label, into: frame)
      return try #require(frame.inkBounds(of: run, scale: 1))
    }
    let (narrow, wide, again) = (try cut(width: 80), try cut(width: 160), try cut(width: 80))
    #expect(narrow.maxX <= 82 && wide.maxX <= 162, "\(narrow), \(wide)")
    #expect(wide.width > narrow.width + 40, "\(wide) is cut for 160 points, \(narrow) for 80")
    #expect(again == narrow)
  }

  /// The ink bounds of a line are where a draw of it puts pixels, at every alignment, and
  /// of a line too long for its label (drawn cut, with "…") too.
  @Test(arguments: [
    (NSTextAlignment.left, false), (.center, false), (.right, false), (.left, true), (.right, true),
  ])
  func aLinesInkBoundsHoldItsPixels(_ alignment: NSTextAlignment, cut: Bool) throws {
    let frame = try FrameRenderer(width: 200, height: 60)
    let label = UILabel(frame: CGRect(x: 10, y: 10, width: cut ? 80 : 180, height: 40))
    label.text = cut ? "Ajy ÅÇ ‖ context.update(0.42)" : "Ajy ÅÇ ‖ 42"
    label.textAlignment = alignment
    label.textColor = .black
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
    root.backgroundColor = .white
    root.addSubview(label)
    let run = try draw(root, into: frame, scale: 2)
    let ink = try #require(frame.inkBounds(of: run, scale: 2))
    // Every pixel that is not the white background lies inside the bounds (in pixels).
    let box = ink.applying(CGAffineTransform(scaleX: 2, y: 2))
    var outside = 0
    for y in 0..<frame.height {
      for x in 0..<frame.width {
        let pixel = frame.pixels.load(fromByteOffset: y * frame.stride + x * 4, as: UInt32.self)
        if pixel != 0xffff_ffff, !box.contains(CGPoint(x: x, y: y)) { outside += 1 }
      }
    }
    #expect(outside == 0, "\(outside) pixels of ink outside \(box)")
    #expect(box.width < 360, "\(box) is the text's, not the label's")
    if cut {
      #expect(box.minX >= 18 && box.maxX <= 182, "\(box) lies in the label, 20 to 180")
    }
  }
}
