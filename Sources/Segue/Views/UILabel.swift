import Foundation

/// A view that draws text, vertically centered in its bounds as UILabel does.
///
///     let title = UILabel(frame: CGRect(x: 0, y: 60, width: 390, height: 44))
///     title.text = "Inbox"
///     title.font = .boldSystemFont(ofSize: 17)
///     title.textAlignment = .center
@preconcurrency @MainActor
open class UILabel: UIView {
  open var text: String? {
    didSet { if text != oldValue { invalidateIntrinsicContentSize() } }
  }
  /// 17 pt regular by default, as in UIKit.
  open var font: UIFont = .systemFont(ofSize: 17) {
    didSet { if font != oldValue { invalidateIntrinsicContentSize() } }
  }
  open var textColor: UIColor = .label
  /// How a line too long for the label is cut; `.byTruncatingTail` by default.
  open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
  /// Whether a single line too wide shrinks, down to `minimumScaleFactor` of the font's
  /// size, before it is cut; false by default. Wrapped lines do not shrink.
  open var adjustsFontSizeToFitWidth = false
  /// The smallest fraction of the font's size `adjustsFontSizeToFitWidth` may shrink it to;
  /// 0 by default, which, as in UIKit, does not shrink it at all.
  open var minimumScaleFactor: CGFloat = 0
  /// Whether the font follows the user's text size; false by default. Segue has one text
  /// size, the default, so a `preferredFont` stays as it is either way.
  open var adjustsFontForContentSizeCategory = false
  open var textAlignment: NSTextAlignment = .natural
  /// 1 by default; 0 wraps at word boundaries onto as many lines as the text needs, and
  /// more than 1 onto at most that many, the last holding the rest cut by `lineBreakMode`.
  open var numberOfLines = 1 {
    didSet { if numberOfLines != oldValue { invalidateIntrinsicContentSize() } }
  }

  /// The estimated size of the text on one line (each explicit line, at most
  /// `numberOfLines` of them, when it is not 1), rounded up to whole points as UIKit rounds
  /// to pixels; zero without text.
  open override var intrinsicContentSize: CGSize {
    guard let text, !text.isEmpty else { return .zero }
    return shownSize(of: numberOfLines == 1 ? [Substring(text)] : text.split(separator: "\n"))
  }

  /// The text's size, on one line, or (`numberOfLines` 0, or more than 1 and at most that
  /// many) on lines wrapped at `size.width` when it is a positive width (each explicit line
  /// otherwise); zero without text. Not limited to `size`, as UIKit's is not.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    guard let text, !text.isEmpty else { return .zero }
    guard numberOfLines != 1 else { return intrinsicContentSize }
    let width = size.width > 0 && size.width.isFinite ? size.width : nil
    var attributes = TextAttributes(nil)
    attributes.font = font
    return shownSize(of: attributes.lines(of: text, wrappingTo: width))
  }

  /// The size of `lines` as the label shows them (at most `numberOfLines` of them, when more
  /// than 1), rounded up to whole points as UIKit rounds to pixels.
  private func shownSize(of lines: [Substring]) -> CGSize {
    let shown = numberOfLines > 1 ? lines.prefix(numberOfLines) : lines[...]
    return CGSize(
      width: (shown.map(font.estimatedWidth).max() ?? 0).rounded(.up),
      height: font.height(ofLines: shown.count).rounded(.up))
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    isUserInteractionEnabled = false
  }

  /// The fraction of the font's size a line may shrink to: 1 (none) unless the label adjusts
  /// its font to fit, with a factor in (0, 1).
  private var shrinkLimit: CGFloat {
    adjustsFontSizeToFitWidth && minimumScaleFactor > 0 && minimumScaleFactor < 1
      ? minimumScaleFactor : 1
  }

  override func appendContent(
    to list: inout DisplayList, transform: CGAffineTransform, opacity: CGFloat
  ) {
    guard let text, !text.isEmpty else { return }
    let color = RGBA(resolvedForDrawing(textColor) ?? textColor, opacity: opacity)
    guard color.alpha > 0 else { return }
    list.append(
      .text(
        TextRun(
          string: text, rect: bounds, transform: transform, pointSize: font.pointSize,
          bold: font.isBold, color: color, alignment: TextRun.Alignment(textAlignment),
          wraps: numberOfLines != 1, truncation: TextRun.Truncation(lineBreakMode),
          lineLimit: numberOfLines > 1 ? numberOfLines : 0, minimumScaleFactor: shrinkLimit)))
  }
}
