import Foundation

/// The content of a list row as a value: an image, a text and a secondary text, each with
/// its properties, in one of UIKit's arrangements. Get one from a cell's
/// `defaultContentConfiguration()` (or `.cell()`, `.subtitleCell()`, `.valueCell()`), fill
/// it in and set it as the cell's `contentConfiguration`.
///
/// Segue's defaults: 17-point text in the label color; the secondary text 15-point in the
/// secondary label color under it (17-point at the trailing side in a value cell); margins
/// of 11 points above and below and 16 at the sides, 16 points from the image to the text.
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
  /// How a text is drawn.
  public struct TextProperties: Hashable {
    public enum TextAlignment: Int, Hashable, Sendable {
      case natural, center, justified
    }

    public var font: UIFont
    public var color: UIColor
    public var alignment: TextAlignment = .natural
    /// 0 wraps onto as many lines as the text needs; 0 by default, as in UIKit.
    public var numberOfLines = 0
    /// As a label's: how a line too long is cut; `.byTruncatingTail` by default.
    public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    /// As a label's: a single line too wide shrinks, down to `minimumScaleFactor`; false
    /// and 0 (no shrinking) by default.
    public var adjustsFontSizeToFitWidth = false
    public var minimumScaleFactor: CGFloat = 0
    /// Whether the font follows the user's text size; true by default. Segue has one text
    /// size, the default, so the font stays as it is.
    public var adjustsFontForContentSizeCategory = true
  }

  /// How the image is drawn.
  public struct ImageProperties: Hashable {
    /// The image's tint (a template image draws in it); nil: the view's tint color.
    public var tintColor: UIColor?
    /// The largest size the image is drawn at, keeping its aspect; zero in a dimension: no
    /// limit there.
    public var maximumSize: CGSize = .zero
    public var cornerRadius: CGFloat = 0
  }

  public var image: UIImage?
  public var imageProperties = ImageProperties()
  public var text: String?
  public var textProperties: TextProperties
  public var secondaryText: String?
  public var secondaryTextProperties: TextProperties
  public var directionalLayoutMargins = NSDirectionalEdgeInsets(
    top: 11, leading: 16, bottom: 11, trailing: 16)
  /// The text and the secondary text side by side (a value cell), else stacked.
  public var prefersSideBySideTextAndSecondaryText = false
  public var imageToTextPadding: CGFloat = 16
  public var textToSecondaryTextVerticalPadding: CGFloat = 3
  public var textToSecondaryTextHorizontalPadding: CGFloat = 8

  private init(secondaryFont: UIFont, sideBySide: Bool) {
    textProperties = TextProperties(font: .preferredFont(forTextStyle: .body), color: .label)
    secondaryTextProperties = TextProperties(font: secondaryFont, color: .secondaryLabel)
    prefersSideBySideTextAndSecondaryText = sideBySide
  }

  /// A plain list row: the text, and any secondary text under it.
  public static func cell() -> UIListContentConfiguration {
    UIListContentConfiguration(
      secondaryFont: .preferredFont(forTextStyle: .subheadline), sideBySide: false)
  }

  /// A row with a subtitle under the text.
  public static func subtitleCell() -> UIListContentConfiguration { cell() }

  /// A row with the secondary text at the trailing side, as large as the text.
  public static func valueCell() -> UIListContentConfiguration {
    UIListContentConfiguration(
      secondaryFont: .preferredFont(forTextStyle: .body), sideBySide: true)
  }

  @MainActor public func makeContentView() -> any UIView & UIContentView {
    UIListContentView(configuration: self)
  }

  /// The same configuration: a plain row looks alike in every state (the cell's selected
  /// background shows the selection).
  public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration { self }
}
