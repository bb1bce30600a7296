import Foundation

/// The view a `UIListContentConfiguration` makes: its image and two texts, laid out inside
/// the configuration's margins. Usable on its own in a view of the app's.
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
  /// The configuration shown, as UIKit types it (so `view.configuration.text` reads).
  open var configuration: UIListContentConfiguration {
    didSet { apply() }
  }
  private let imageView = UIImageView(frame: .zero)
  private let textLabel = UILabel()
  private let secondaryTextLabel = UILabel()

  public init(configuration: UIListContentConfiguration) {
    self.configuration = configuration
    super.init(frame: .zero)
    setUp()
  }

  /// A view showing `.cell()`, empty.
  public required init?(coder: NSCoder) {
    configuration = .cell()
    super.init(coder: coder)
    setUp()
  }

  private func setUp() {
    for view in [imageView, textLabel, secondaryTextLabel] { addSubview(view) }
    imageView.contentMode = .scaleAspectFit
    apply()
  }

  /// `UIContentView`'s configuration: a configuration of another kind is not taken, with a
  /// warning (`supports(_:)` says which it takes).
  @_implements(UIContentView,configuration)
  public var contentViewConfiguration: any UIContentConfiguration {
    get { configuration }
    set {
      guard let list = newValue as? UIListContentConfiguration else {
        return Diagnostics.warn(
          "UIListContentView: a \(type(of: newValue)) is not a UIListContentConfiguration;"
            + " ignored")
      }
      configuration = list
    }
  }

  open func supports(_ configuration: any UIContentConfiguration) -> Bool {
    configuration is UIListContentConfiguration
  }

  private func apply() {
    imageView.image = configuration.image
    imageView.tintColor = configuration.imageProperties.tintColor
    imageView.layer.cornerRadius = configuration.imageProperties.cornerRadius
    imageView.clipsToBounds = configuration.imageProperties.cornerRadius > 0
    for (label, text, properties) in [
      (textLabel, configuration.text, configuration.textProperties),
      (secondaryTextLabel, configuration.secondaryText, configuration.secondaryTextProperties),
    ] {
      label.text = text
      label.font = properties.font
      label.textColor = properties.color
      label.numberOfLines = properties.numberOfLines
      label.lineBreakMode = properties.lineBreakMode
      label.adjustsFontSizeToFitWidth = properties.adjustsFontSizeToFitWidth
      label.minimumScaleFactor = properties.minimumScaleFactor
      label.textAlignment = properties.alignment == .center ? .center : .natural
    }
    if configuration.prefersSideBySideTextAndSecondaryText {
      secondaryTextLabel.textAlignment = .right
    }
    invalidateIntrinsicContentSize()
    setNeedsLayout()
  }

  /// The image's size as drawn: its own, kept within `maximumSize`.
  private var imageSize: CGSize? {
    guard var size = configuration.image?.size, size.width > 0, size.height > 0 else { return nil }
    let limit = configuration.imageProperties.maximumSize
    let scale = min(
      limit.width > 0 ? limit.width / size.width : 1,
      limit.height > 0 ? limit.height / size.height : 1,
      1)
    size = CGSize(width: size.width * scale, height: size.height * scale)
    return size
  }

  private var layout: ListRowLayout {
    ListRowLayout(
      arrangement: configuration.prefersSideBySideTextAndSecondaryText ? .sideBySide : .stacked,
      imageToText: configuration.imageToTextPadding,
      titleToDetail: configuration.textToSecondaryTextVerticalPadding,
      titleToDetailAcross: configuration.textToSecondaryTextHorizontalPadding)
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    let margins = configuration.directionalLayoutMargins
    let room = CGRect(
      x: margins.leading, y: margins.top,
      width: max(bounds.width - margins.leading - margins.trailing, 0),
      height: max(bounds.height - margins.top - margins.bottom, 0))
    let frames = layout.frames(
      in: room, image: imageSize, title: textLabel, detail: secondaryTextLabel)
    imageView.frame = frames.image
    textLabel.frame = frames.title
    secondaryTextLabel.frame = frames.detail
  }

  /// The margins around the image or the texts, whichever is taller (stacked texts add up),
  /// at `size.width`.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let margins = configuration.directionalLayoutMargins
    var width = max(size.width - margins.leading - margins.trailing, 0)
    if let image = imageSize {
      width = max(width - image.width - configuration.imageToTextPadding, 0)
    }
    let title = ListRowLayout.height(of: textLabel, at: width)
    let detail = ListRowLayout.height(of: secondaryTextLabel, at: width)
    let texts =
      configuration.prefersSideBySideTextAndSecondaryText
      ? max(title, detail)
      : title + detail
        + (title > 0 && detail > 0 ? configuration.textToSecondaryTextVerticalPadding : 0)
    return CGSize(
      width: size.width, height: max(texts, imageSize?.height ?? 0) + margins.top + margins.bottom)
  }
}
