import Foundation

/// One item of a collection view: a `contentView` for your subviews, and backgrounds behind
/// it, the selected one shown while the item is selected or highlighted.
///
/// Registered classes are made with `init(frame:)`, which is therefore `required` here
/// (Swift needs it to make a registered subclass): a subclass that overrides it writes
/// `required init(frame:)` where UIKit code writes `override init(frame:)` (`segue port`
/// rewrites it).
@preconcurrency @MainActor
open class UICollectionViewCell: UIView {
  /// Holds the cell's content; fills the cell.
  public let contentView = UIView()
  public internal(set) var reuseIdentifier: String?
  /// True while the item is selected; false by default. Override it with `didSet` to
  /// restyle the cell as the selection changes.
  open var isSelected = false {
    didSet {
      layBackgrounds()
      if isSelected != oldValue { setNeedsUpdateConfiguration() }
    }
  }

  /// True while the item is highlighted; false by default. The collection view does not
  /// highlight items as they are pressed: setting it is up to your code.
  open var isHighlighted = false {
    didSet {
      layBackgrounds()
      if isHighlighted != oldValue { setNeedsUpdateConfiguration() }
    }
  }

  /// Behind everything; nil by default (the cell's background color shows).
  open var backgroundView: UIView? {
    didSet { layBackgrounds() }
  }

  /// Over the background while the item is selected or highlighted; nil by default (a
  /// collection cell shows no selection of its own, as in UIKit).
  open var selectedBackgroundView: UIView? {
    didSet { layBackgrounds() }
  }

  private var backgrounds = CellBackgrounds()
  private let content = CellContent()

  public required override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(contentView)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    addSubview(contentView)
  }

  /// Called before the collection view hands the cell out again; resets selection and
  /// highlight.
  open func prepareForReuse() {
    isSelected = false
    isHighlighted = false
  }

  // MARK: Configurations (as UITableViewCell's)

  open var contentConfiguration: (any UIContentConfiguration)? {
    get { content.configuration }
    set {
      content.show(
        automaticallyUpdatesContentConfiguration
          ? newValue?.updated(for: configurationState) : newValue, in: contentView)
    }
  }

  open var automaticallyUpdatesContentConfiguration = true

  public typealias ConfigurationUpdateHandler =
    @MainActor (UICollectionViewCell, UICellConfigurationState) -> Void

  open var configurationUpdateHandler: ConfigurationUpdateHandler? {
    didSet { setNeedsUpdateConfiguration() }
  }

  open var configurationState: UICellConfigurationState {
    CellContent.state(of: self, selected: isSelected, highlighted: isHighlighted)
  }

  public func setNeedsUpdateConfiguration() {
    content.needsUpdate = true
    setNeedsLayout()
  }

  /// Override it to restyle the cell for its state.
  open func updateConfiguration(using state: UICellConfigurationState) {}

  private func updateConfigurations() {
    let state = configurationState
    if automaticallyUpdatesContentConfiguration { content.update(for: state, in: contentView) }
    updateConfiguration(using: state)
    configurationUpdateHandler?(self, state)
  }

  private func layBackgrounds() {
    backgrounds.lay(
      backgroundView, isSelected || isHighlighted ? selectedBackgroundView : nil, in: self,
      behind: contentView)
  }

  open override func layoutSubviews() {
    if content.takeNeededUpdate() { updateConfigurations() }
    super.layoutSubviews()
    contentView.frame = bounds
  }
}
