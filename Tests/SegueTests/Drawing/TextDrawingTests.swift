import Foundation
import Testing

@testable import Segue

@MainActor
@Suite struct TextDrawingTests {
  private func recorded(_ draw: (CGContext) -> Void) -> [DisplayCommand] {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    let image = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 100), format: format)
      .image { draw($0.cgContext) }
    guard case .drawing(let drawing, _) = image.cgImage?.source else { return [] }
    return drawing.commands
  }

  @Test func aStringDrawnAtAPointIsATextRunUnderTheTransform() {
    let commands = recorded { ctx in
      ctx.translateBy(x: 10, y: 20)
      ("Hi" as NSString).draw(
        at: CGPoint(x: 5, y: 6),
        withAttributes: [
          .font: UIFont.boldSystemFont(ofSize: 20), .foregroundColor: UIColor.red,
        ])
    }
    guard case .text(let run) = commands.first, commands.count == 1 else {
      Issue.record("not one text command: \(commands)")
      return
    }
    #expect(run.string == "Hi")
    #expect(run.rect.origin == CGPoint(x: 5, y: 6))
    #expect(run.transform == CGAffineTransform(translationX: 10, y: 20))
    #expect(run.pointSize == 20)
    #expect(run.bold)
    #expect(run.color == RGBA(red: 1, green: 0, blue: 0, alpha: 1))
    #expect(run.alignment == .left)
    #expect(run.alignsTop)
  }

  @Test func aStringDrawnInARectIsClippedToItAndAlignedByItsStyle() {
    let style = NSMutableParagraphStyle()
    style.alignment = .right
    let rect = CGRect(x: 0, y: 0, width: 60, height: 30)
    let commands = recorded { ctx in
      ctx.setAlpha(0.5)
      "Hello".draw(in: rect, withAttributes: [.paragraphStyle: style])
    }
    guard commands.count == 3, case .pushClip(let clip) = commands[0],
      case .text(let run) = commands[1], case .popClip = commands[2]
    else {
      Issue.record("not a clipped text command: \(commands)")
      return
    }
    #expect(clip.rect == rect)
    #expect(run.rect == rect)
    #expect(run.alignment == .right)
    #expect(run.wraps)
    // The default: 12-point black, times the context's alpha.
    #expect(run.pointSize == 12)
    #expect(run.color == RGBA(red: 0, green: 0, blue: 0, alpha: 0.5))
  }

  @Test func sizesAreTheLabelsEstimate() {
    let font = UIFont.systemFont(ofSize: 17)
    let label = UILabel()
    label.text = "Inbox"
    label.font = font
    let size = ("Inbox" as NSString).size(withAttributes: [.font: font])
    #expect(size.width.rounded(.up) == label.intrinsicContentSize.width)
    #expect(size.height.rounded(.up) == label.intrinsicContentSize.height)
    let attributed = NSAttributedString(string: "Inbox", attributes: [.font: font])
    #expect(attributed.size() == size)
  }

  @Test func boundingRectsWrapWithLineFragmentOrigin() {
    let font = UIFont.systemFont(ofSize: 10)
    let text = "one two three four"
    // 5.5 points a character: "one two" is 38.5 wide, "one two three" 71.5.
    let wrapped = text.boundingRect(
      with: CGSize(width: 50, height: 1000), options: .usesLineFragmentOrigin,
      attributes: [.font: font], context: nil)
    #expect(wrapped.size.height == font.height(ofLines: 3))
    #expect(wrapped.size.width == font.estimatedWidth(of: "one two"))
    let context = NSStringDrawingContext()
    let oneLine = text.boundingRect(
      with: CGSize(width: 50, height: 1000), options: [], attributes: [.font: font],
      context: context)
    #expect(oneLine.size == text.size(withAttributes: [.font: font]))
    #expect(context.totalBounds == oneLine)
  }

  @Test func badInputIsIgnoredWithAWarning() {
    let (commands, warnings) = capturingWarnings {
      recorded { _ in "x".draw(at: CGPoint(x: CGFloat.nan, y: 0), withAttributes: nil) }
    }
    #expect(commands.isEmpty)
    #expect(warnings.count == 1)
    let (_, outside) = capturingWarnings { "x".draw(at: .zero, withAttributes: nil) }
    #expect(outside.count == 1)
    let mixed = NSMutableAttributedString(string: "ab")
    mixed.addAttribute(
      .font, value: UIFont.systemFont(ofSize: 30), range: NSRange(location: 1, length: 1))
    let (runs, mixedWarnings) = capturingWarnings { recorded { _ in mixed.draw(at: .zero) } }
    #expect(runs.count == 1)
    #expect(mixedWarnings.count == 1)
  }
}
