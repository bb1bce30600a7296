import Segue
import SegueSDL
import Testing

/// A single-line label wider than its frame ends in "…" inside it, as UILabel's default
/// `.byTruncatingTail` draws it: no ink past the frame, and the same pixels as the kept start
/// of the text with the ellipsis written out.
@MainActor
@Suite struct LabelTruncationTests {
  private func render(_ text: String, width: CGFloat) throws -> Bitmap {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 30))
    root.backgroundColor = .white
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: width, height: 30))
    label.text = text
    label.textColor = .black
    root.addSubview(label)
    return try HeadlessRenderer(size: root.bounds.size).render(root)
  }

  private func inkColumns(_ bitmap: Bitmap) -> [Int] {
    (0..<bitmap.width).filter { x in (0..<bitmap.height).contains { bitmap[x, $0].r < 200 } }
  }

  @Test func aLongLineEndsInAnEllipsisWithinTheFrame() throws {
    let long = "1  animationController(forPresented:presenting:source:)"
    let cut = try render(long, width: 120)
    #expect(try #require(inkColumns(cut).last) < 120)
    let kept = try (1..<long.count).map { long.prefix($0) + "…" }
      .first { try render($0, width: 300) == cut }
    #expect(kept != nil, "the cut line is a start of the text and an ellipsis")
    #expect(try #require(inkColumns(try render(long, width: 300)).last) > 120)
  }

  @Test func aLineThatFitsIsUntouched() throws {
    #expect(try render("Cards", width: 120) == render("Cards", width: 300))
  }
}
