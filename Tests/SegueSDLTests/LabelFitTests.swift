import Foundation
import Segue
import SegueSDL
import Testing

/// A label at its intrinsic width shows its text whole: the model's estimate of the text's
/// width is never less than what the renderer measures for it (else it draws "…"), at every
/// whole pixel scale, in both weights.
@MainActor
struct LabelFitTests {
  static let texts = [
    "Done", "Edit", "Orange", "Hello, world", "WWW mmm", "il1!|", "Back", "Inbox",
  ]

  @Test(arguments: [
    UIFont.systemFont(ofSize: 17), UIFont.boldSystemFont(ofSize: 17),
    UIFont.systemFont(ofSize: 13), UIFont.systemFont(ofSize: 34, weight: .bold),
  ])
  func aLabelAtItsIntrinsicWidthDrawsItsTextWhole(font: UIFont) throws {
    for scale in [1, 2, 3] as [CGFloat] {
      for text in Self.texts {
        let label = UILabel()
        label.text = text
        label.font = font
        let fitted = label.intrinsicContentSize
        let renderer = try HeadlessRenderer(
          size: CGSize(width: fitted.width + 200, height: fitted.height), scale: scale)
        let root = UIView(frame: CGRect(origin: .zero, size: renderer.size))
        root.backgroundColor = .white
        root.addSubview(label)
        label.frame = CGRect(origin: .zero, size: fitted)
        let atIntrinsicWidth = try renderer.render(root)
        label.frame.size.width += 200
        let roomy = try renderer.render(root)
        #expect(
          atIntrinsicWidth == roomy,
          "\"\(text)\" at \(font.pointSize) pt, weight \(font.weight.rawValue), scale \(scale)")
      }
    }
  }
}
