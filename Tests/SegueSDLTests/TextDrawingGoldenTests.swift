import Foundation
import Segue
import SegueSDL
import SegueTesting
import SnapshotTesting
import Testing

/// A price tag drawn in `draw(_:)` with UIKit's string drawing, as iOS apps draw badges.
private final class PriceTagView: UIView {
  var price = "$4.99"

  override func draw(_ rect: CGRect) {
    UIColor.systemYellow.setFill()
    UIBezierPath(roundedRect: bounds.insetBy(dx: 2, dy: 2), cornerRadius: 8).fill()
    let centered = NSMutableParagraphStyle()
    centered.alignment = .center
    price.draw(
      in: bounds.insetBy(dx: 6, dy: 8),
      withAttributes: [
        .font: UIFont.boldSystemFont(ofSize: 17), .foregroundColor: UIColor.black,
        .paragraphStyle: centered,
      ])
  }
}

/// "Inbox" drawn at (10, 5) in `draw(_:)`, black 17-point system font.
private final class InboxView: UIView {
  override func draw(_ rect: CGRect) {
    "Inbox".draw(
      at: CGPoint(x: 10, y: 5),
      withAttributes: [.font: UIFont.systemFont(ofSize: 17), .foregroundColor: UIColor.black])
  }
}

/// Goldens of text drawn into Core Graphics contexts. Each reference PNG in
/// `__Snapshots__/TextDrawingGoldenTests` was looked at before it was committed.
@MainActor
@Suite struct TextDrawingGoldenTests {
  /// A renderer image with a caption at a point, a wrapped paragraph in a rect, and a
  /// rotated attributed label: the current transform applies to text.
  @Test func textInAnImageRenderer() {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 2
    let image = UIGraphicsImageRenderer(size: CGSize(width: 200, height: 120), format: format)
      .image { ctx in
        UIColor.white.setFill()
        ctx.fill(CGRect(x: 0, y: 0, width: 200, height: 120))
        ("Caption" as NSString).draw(
          at: CGPoint(x: 8, y: 6), withAttributes: [.font: UIFont.systemFont(ofSize: 15)])
        "A paragraph that wraps inside its rect and is cut at the rect's bottom edge".draw(
          in: CGRect(x: 8, y: 30, width: 120, height: 50),
          withAttributes: [
            .font: UIFont.systemFont(ofSize: 12), .foregroundColor: UIColor.systemBlue,
          ])
        UIColor.systemGray4.setStroke()
        UIBezierPath(rect: CGRect(x: 8, y: 30, width: 120, height: 50)).stroke()
        let cg = ctx.cgContext
        cg.saveGState()
        cg.translateBy(x: 170, y: 110)
        cg.rotate(by: -.pi / 2)
        NSAttributedString(
          string: "Sideways",
          attributes: [
            .font: UIFont.boldSystemFont(ofSize: 14), .foregroundColor: UIColor.systemRed,
          ]
        ).draw(at: .zero)
        cg.restoreGState()
      }
    let view = UIImageView(image: image)
    view.frame = CGRect(x: 0, y: 0, width: 200, height: 120)
    assertSnapshot(of: view, as: .image(scale: 2))
  }

  @Test func textInADrawRectOverride() {
    let tag = PriceTagView(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
    tag.backgroundColor = .white
    assertSnapshot(of: tag, as: .image(scale: 2))
  }

  /// A string drawn at a point in `draw(_:)` has a label's pixels: same font path, same
  /// placement for a left-aligned label whose bounds start at the point, one line high (wide
  /// enough not to truncate).
  @Test func drawnTextHasTheLabelsPixels() throws {
    let font = UIFont.systemFont(ofSize: 17)
    let size = "Inbox".size(withAttributes: [.font: font])
    // The renderer's hinted line box at 17 points is a point taller than the model's
    // estimate (`size(withAttributes:)`): a label that tall centers its line at its top.
    let label = UILabel(frame: CGRect(x: 10, y: 5, width: 65, height: size.height + 1))
    label.text = "Inbox"
    label.font = font
    label.textColor = .black
    label.textAlignment = .left
    let labelled = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 30))
    labelled.backgroundColor = .white
    labelled.addSubview(label)
    let drawn = InboxView(frame: labelled.frame)
    drawn.backgroundColor = .white
    let renderer = try HeadlessRenderer(size: CGSize(width: 80, height: 30), scale: 2)
    let expected = try renderer.render(labelled)
    #expect(try renderer.render(drawn) == expected)
    // And the label drew something.
    let blank = UIView(frame: labelled.frame)
    blank.backgroundColor = .white
    #expect(expected != (try renderer.render(blank)))
  }
}
