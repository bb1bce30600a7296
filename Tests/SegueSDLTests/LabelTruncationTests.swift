import Segue
import SegueSDL
import SegueTesting
import SnapshotTesting
import Testing

/// A single-line label wider than its frame is cut inside it as UILabel cuts it by its
/// `lineBreakMode` (by default `.byTruncatingTail`: it ends in "…"), or first shrinks
/// (`adjustsFontSizeToFitWidth`): no ink past the frame, and the same pixels as the kept part
/// of the text with the ellipsis written out.
@MainActor
@Suite struct LabelTruncationTests {
  private func render(
    _ text: String, width: CGFloat, fontSize: CGFloat = 17,
    _ configure: (UILabel) -> Void = { _ in }
  ) throws -> Bitmap {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 30))
    root.backgroundColor = .white
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: width, height: 30))
    label.text = text
    label.textColor = .black
    label.font = .systemFont(ofSize: fontSize)
    configure(label)
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

  /// Each way to cut: the pixels are those of the text's kept part with "…" where the mode
  /// puts it (none when clipping), within the frame.
  @Test(arguments: [
    (NSLineBreakMode.byTruncatingHead, "head"), (.byTruncatingMiddle, "middle"),
    (.byClipping, "clip"), (.byCharWrapping, "clip"),
  ])
  func eachLineBreakModeCutsWhereItSays(mode: NSLineBreakMode, cut expected: String) throws {
    let long = "1  animationController(forPresented:presenting:source:)"
    let cut = try render(long, width: 120) { $0.lineBreakMode = mode }
    #expect(try #require(inkColumns(cut).last) < 120)
    let candidates: [String] = (1..<long.count).map { count in
      switch expected {
      case "head": "…" + long.suffix(count)
      case "middle": long.prefix((count + 1) / 2) + "…" + long.suffix(count / 2)
      default: String(long.prefix(count))
      }
    }
    let kept = try #require(
      try candidates.firstIndex { try render($0, width: 300) == cut }, "the cut line is \(expected)"
    )
    // The most that fits: one character more is itself too long for the frame.
    let more = candidates[kept + 1]
    #expect(try render(more, width: 120) { $0.lineBreakMode = mode } != render(more, width: 300))
    #expect(cut != (try render(long, width: 120)), "it is not the tail's cut")
  }

  /// Word wrapping on one line cuts after the last whole word that fits, with no "…"; a
  /// first word too long for the frame is cut after its last character that fits.
  @Test func wordWrappingOnOneLineCutsAfterAWord() throws {
    let line = "Present the card with a spring"
    let cut = try render(line, width: 120) { $0.lineBreakMode = .byWordWrapping }
    let words = line.split(separator: " ")
    let starts = (1..<words.count).map { words.prefix($0).joined(separator: " ") }
    let kept = try #require(
      try starts.firstIndex { try render($0, width: 300) == cut }, "a start of whole words")
    #expect(try render(starts[kept + 1], width: 300) != render(starts[kept + 1], width: 120))

    let long = "animationController(forPresented:)"
    #expect(
      try render(long, width: 120) { $0.lineBreakMode = .byWordWrapping }
        == render(long, width: 120) { $0.lineBreakMode = .byClipping })
  }

  /// A label that adjusts its font to fit shrinks a long line into its width, with no "…";
  /// one that may not shrink far enough shrinks as far as it may, then is cut.
  @Test func aLabelThatAdjustsItsFontShrinksTheLineToFit() throws {
    let line = "Presenting the card"
    let full = try render(line, width: 300)
    let shrunk = try render(line, width: 100) {
      $0.adjustsFontSizeToFitWidth = true
      $0.minimumScaleFactor = 0.3
    }
    let columns = inkColumns(shrunk)
    #expect(try #require(columns.last) < 100)
    // The whole line, at a smaller size (sizes go by hundredths of a point; searched around
    // the size proportional to the widths).
    let width = CGFloat(try #require(inkColumns(full).last))
    let near = Int((17 * 100 / width * 100).rounded())
    let size = try (near - 150...near + 150).reversed().first {
      try render(line, width: 300, fontSize: CGFloat($0) / 100) == shrunk
    }
    #expect(size != nil, "the whole line, shrunk")
    // Smaller glyphs: fewer rows with ink than at the full size.
    func inkRows(_ bitmap: Bitmap) -> Int {
      (0..<bitmap.height).filter { y in (0..<bitmap.width).contains { bitmap[$0, y].r < 200 } }
        .count
    }
    #expect(inkRows(shrunk) < inkRows(full))
    // A factor of 0 does not shrink (UIKit's default): the tail's cut.
    #expect(
      try render(line, width: 100) { $0.adjustsFontSizeToFitWidth = true }
        == render(line, width: 100))

    // At most to 90 %: 15.3 points, then cut with "…".
    let limited = try render(line, width: 100) {
      $0.adjustsFontSizeToFitWidth = true
      $0.minimumScaleFactor = 0.9
    }
    let kept = try (1..<line.count).map { line.prefix($0) + "…" }
      .first { try render($0, width: 300, fontSize: 17 * 0.9) == limited }
    #expect(kept != nil, "shrunk to the limit, then cut")
  }

  /// One long line in seven labels 180 points wide, from the top: cut at the end ("…"
  /// last), at the start ("…" first), in the middle, clipped after the last whole character,
  /// shrunk to fit (smaller, whole, no "…"), shrunk to 80 % then cut at the end, and word
  /// wrapped on one line (its one word cut as clipping cuts it); then a label of two lines
  /// whose second line ends in "…". Looked at before it was recorded.
  @Test func everyWayToFitALine() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 270))
    root.backgroundColor = .white
    let modes: [(NSLineBreakMode, CGFloat)] = [
      (.byTruncatingTail, 0), (.byTruncatingHead, 0), (.byTruncatingMiddle, 0), (.byClipping, 0),
      (.byTruncatingTail, 0.3), (.byTruncatingTail, 0.8), (.byWordWrapping, 0),
    ]
    for (index, (mode, factor)) in modes.enumerated() {
      let label = UILabel(frame: CGRect(x: 10, y: 10 + CGFloat(index) * 30, width: 180, height: 26))
      label.text = "animationController(forPresented:)"
      label.lineBreakMode = mode
      label.adjustsFontSizeToFitWidth = factor > 0
      label.minimumScaleFactor = factor
      label.backgroundColor = .systemGray6
      root.addSubview(label)
    }
    let twoLines = UILabel(frame: CGRect(x: 10, y: 220, width: 180, height: 44))
    twoLines.text = "The card slides up over the dimmed page and springs into place"
    twoLines.numberOfLines = 2
    twoLines.backgroundColor = .systemGray6
    root.addSubview(twoLines)
    assertSnapshot(of: root, as: .image(scale: 2), named: "modes")
  }
}
