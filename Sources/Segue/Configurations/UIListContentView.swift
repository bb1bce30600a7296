import Foundation

/// The view a `UIListContentConfiguration` makes: its image and two texts, laid out inside
/// the configuration's margins. Usable on its own in a view of the app's.
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
  private var list: UIListContentConfiguration
  private let imageView = UIImageView(frame: .zero)
  private let textLabel = UILabel()
  private let secondaryTextLabel = UILabel()

  public init(configuration: UIListContentConfiguration) {
    list = configuration
    super.init(frame: .zero)
    for view in [imageView, textLabel, secondaryTextLabel] { addSubview(view) }
    imageView.contentMode = .scaleAspectFit
    apply()
  }

  @available(*, unavailable)
  public required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  /// The configuration shown; a configuration of another kind is not taken, with a
  /// warning (`supports(_:)` says which it takes).
  open var configuration: any UIContentConfiguration {
    get { list }
    set {
      guard let newList = newValue as? UIListContentConfiguration else {
        return Diagnostics.warn(
          "UIListContentView: a \(type(of: newValue)) is not a UIListContentConfiguration;"
            + " ignored")
      }
      list = newList
      apply()
    }
  }

  /// The list configuration shown.
  open var listConfiguration: UIListContentConfiguration {
    get { list }
    set { configuration = newValue }
  }

  public func supports(_ configuration: any UIContentConfiguration) -> Bool {
    configuration is UIListContentConfiguration
  }

  private func apply() {
    imageView.image = list.image
    imageView.tintColor = list.imageProperties.tintColor
    imageView.layer.cornerRadius = list.imageProperties.cornerRadius
    imageView.clipsToBounds = list.imageProperties.cornerRadius > 0
    for (label, text, properties) in [
      (textLabel, list.text, list.textProperties),
      (secondaryTextLabel, list.secondaryText, list.secondaryTextProperties),
    ] {
      label.text = text
      label.font = properties.font
      label.textColor = properties.color
      label.numberOfLines = properties.numberOfLines
      label.textAlignment = properties.alignment == .center ? .center : .natural
    }
    if list.prefersSideBySideTextAndSecondaryText { secondaryTextLabel.textAlignment = .right }
    invalidateIntrinsicContentSize()
    setNeedsLayout()
  }

  /// The image's size as drawn: its own, kept within `maximumSize`.
  private var imageSize: CGSize? {
    guard var size = list.image?.size, size.width > 0, size.height > 0 else { return nil }
    let limit = list.imageProperties.maximumSize
    let scale = min(
      limit.width > 0 ? limit.width / size.width : 1,
      limit.height > 0 ? limit.height / size.height : 1,
      1)
    size = CGSize(width: size.width * scale, height: size.height * scale)
    return size
  }

  private var layout: ListRowLayout {
    ListRowLayout(
      arrangement: list.prefersSideBySideTextAndSecondaryText ? .sideBySide : .stacked,
      imageToText: list.imageToTextPadding,
      titleToDetail: list.textToSecondaryTextVerticalPadding)
  }

  private func height(of label: UILabel, at width: CGFloat) -> CGFloat {
    label.text?.isEmpty == false
      ? label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height : 0
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    let margins = list.directionalLayoutMargins
    let room = CGRect(
      x: margins.leading, y: margins.top,
      width: max(bounds.width - margins.leading - margins.trailing, 0),
      height: max(bounds.height - margins.top - margins.bottom, 0))
    let frames = layout.frames(
      in: room, image: imageSize, titleHeight: { height(of: textLabel, at: $0) },
      detailHeight: { height(of: secondaryTextLabel, at: $0) })
    imageView.frame = frames.image
    textLabel.frame = frames.title
    secondaryTextLabel.frame = frames.detail
  }

  /// The margins around the image or the texts, whichever is taller (stacked texts add up),
  /// at `size.width`.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let margins = list.directionalLayoutMargins
    var width = max(size.width - margins.leading - margins.trailing, 0)
    if let image = imageSize { width = max(width - image.width - list.imageToTextPadding, 0) }
    let title = height(of: textLabel, at: width)
    let detail = height(of: secondaryTextLabel, at: width)
    let texts =
      list.prefersSideBySideTextAndSecondaryText
      ? max(title, detail)
      : title + detail + (title > 0 && detail > 0 ? list.textToSecondaryTextVerticalPadding : 0)
    return CGSize(
      width: size.width, height: max(texts, imageSize?.height ?? 0) + margins.top + margins.bottom)
  }
}
