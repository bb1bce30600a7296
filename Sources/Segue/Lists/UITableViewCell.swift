import Foundation

/// One row of a table view: a `contentView` for your subviews and, by `style`, a
/// `textLabel`, a `detailTextLabel` and an `imageView`, each made on first use; an
/// accessory on the trailing side; backgrounds behind the content, the selected one shown
/// while the row is selected or highlighted.
///
/// Registered classes are made with `init(style: .default, reuseIdentifier:)`, which is
/// therefore `required` here (Swift needs it to make a registered subclass): a subclass
/// that overrides it writes `required init(style:reuseIdentifier:)` where UIKit code
/// writes `override init` (`segue port` rewrites it).
///
///     cell.textLabel?.text = "Flip"
///     cell.accessoryType = .disclosureIndicator
///     cell.selectionStyle = .none
@preconcurrency @MainActor
open class UITableViewCell: UIView {
  public enum CellStyle: Int, Sendable {
    /// A title, after the image if there is one; no detail label.
    case `default`
    /// The detail on the trailing side, in the secondary label color.
    case value1
    /// A short title in the tint color, then the detail.
    case value2
    /// The detail under the title, smaller.
    case subtitle
  }

  /// How a selected row looks: gray unless `.none` (`.blue` is gray too, as since iOS 7).
  public enum SelectionStyle: Int, Sendable {
    case none, blue, gray, `default`
  }

  /// The standard accessories, drawn on the trailing side: a chevron, a checkmark in the
  /// tint color, an info button (a circled "i", which does not call
  /// `accessoryButtonTappedForRowWith`), or both.
  public enum AccessoryType: Int, Sendable {
    case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
  }

  public let style: CellStyle
  public let reuseIdentifier: String?
  /// Holds the cell's content; fills the cell but for the accessory.
  public let contentView = UIView()

  /// `.default` (gray) by default.
  open var selectionStyle: SelectionStyle = .default {
    didSet { layBackgrounds() }
  }

  /// Behind everything; nil by default (the cell's background color shows).
  open var backgroundView: UIView? {
    didSet { layBackgrounds() }
  }

  /// Over the background while the row is selected or highlighted (unless the selection
  /// style is `.none`); nil by default, which shows the system gray.
  open var selectedBackgroundView: UIView? {
    didSet { layBackgrounds() }
  }

  /// `.none` by default; `accessoryView` takes its place when set.
  open var accessoryType: AccessoryType = .none {
    didSet { setNeedsLayout() }
  }

  /// A view on the trailing side (a switch, a badge) in place of `accessoryType`'s, at its
  /// own size; nil by default.
  open var accessoryView: UIView? {
    didSet {
      if oldValue !== accessoryView { oldValue?.removeFromSuperview() }
      setNeedsLayout()
    }
  }

  /// True while the row is selected; false by default. Setting it calls
  /// `setSelected(_:animated: false)`, as the table does when it selects the row.
  open var isSelected: Bool {
    get { selected }
    set { setSelected(newValue, animated: false) }
  }

  /// True while the row is highlighted; false by default. The table does not highlight rows
  /// as they are pressed: setting it is up to your code. Setting it calls
  /// `setHighlighted(_:animated: false)`.
  open var isHighlighted: Bool {
    get { highlighted }
    set { setHighlighted(newValue, animated: false) }
  }

  private var selected = false
  private var highlighted = false
  private var backgrounds = CellBackgrounds()
  /// The system gray shown for a selection without a `selectedBackgroundView`.
  private lazy var systemSelectedBackground: UIView = {
    let view = UIView()
    view.backgroundColor = .systemGray4
    return view
  }()
  private var label: UILabel?
  private var detailLabel: UILabel?
  private var image: UIImageView?
  /// The view `accessoryType` shows, and the type it was made for.
  private var standardAccessory: (type: AccessoryType, view: UIView)?
  private let content = CellContent()

  /// The cell's title, made on first use.
  open var textLabel: UILabel? {
    madeOnce(&label) {
      let made = UILabel()
      if style == .value2 {
        made.font = .boldSystemFont(ofSize: 15)
        made.textColor = tintColor
        made.textAlignment = .right
      }
      return made
    }
  }

  /// The cell's detail, made on first use; nil in the `.default` style, as in UIKit.
  open var detailTextLabel: UILabel? {
    guard style != .default else { return nil }
    return madeOnce(&detailLabel) {
      let made = UILabel()
      if style == .value1 {
        made.textColor = .secondaryLabel
        made.textAlignment = .right
      } else {
        made.font = .systemFont(ofSize: 15)
        if style == .subtitle { made.textColor = .secondaryLabel }
      }
      return made
    }
  }

  /// The image on the leading side, made on first use; it takes room only while it has an
  /// image.
  open var imageView: UIImageView? {
    madeOnce(&image) {
      let made = UIImageView(frame: .zero)
      made.contentMode = .scaleAspectFit
      return made
    }
  }

  public required init(style: CellStyle, reuseIdentifier: String?) {
    self.style = style
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    setUp()
  }

  /// A `.default` cell with no reuse identifier at `frame` (320 × 44 points for a zero
  /// one), so `UITableViewCell()` makes one as in UIKit, and a subclass that overrides
  /// `init(style:reuseIdentifier:)` and `init?(coder:)` keeps both.
  public convenience override init(frame: CGRect) {
    self.init(style: .default, reuseIdentifier: nil)
    if frame != .zero { self.frame = frame }
  }

  /// A `.default` cell with no reuse identifier, as `init(style: .default,
  /// reuseIdentifier: nil)` makes.
  public required init?(coder: NSCoder) {
    style = .default
    reuseIdentifier = nil
    super.init(coder: coder)
    frame = CGRect(x: 0, y: 0, width: 320, height: 44)
    setUp()
  }

  private func setUp() {
    backgroundColor = .systemBackground
    // The content view follows the cell's size as soon as the table sets the row's frame:
    // a constraint pass solved before `layoutSubviews` would otherwise see it at the old
    // height and break a self-sizing cell's constraints.
    contentView.frame = bounds
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(contentView)
  }

  /// Selects or deselects the row, showing the selected background unless the selection
  /// style is `.none`. Override it, calling `super`, to restyle the cell as the selection
  /// changes; `animated` is true when the table selects or deselects with animation, and the change
  /// shows at once either way.
  open func setSelected(_ selected: Bool, animated: Bool) {
    if selected != self.selected { setNeedsUpdateConfiguration() }
    self.selected = selected
    layBackgrounds()
  }

  /// Highlights the row or not, showing the selected background as `setSelected` does.
  open func setHighlighted(_ highlighted: Bool, animated: Bool) {
    if highlighted != self.highlighted { setNeedsUpdateConfiguration() }
    self.highlighted = highlighted
    layBackgrounds()
  }

  /// Called before the table view hands the cell out again; resets selection and
  /// highlight. Override it, calling `super`, to clear what the last row set.
  open func prepareForReuse() {
    isSelected = false
    isHighlighted = false
  }

  open override func layoutSubviews() {
    // The configuration update a state change asked for comes before the layout.
    if content.takeNeededUpdate() { updateConfigurations() }
    super.layoutSubviews()
    let accessory = layOutAccessory()
    contentView.frame = CGRect(
      x: 0, y: 0, width: accessory.map { max($0.minX - Self.accessorySpacing, 0) } ?? bounds.width,
      height: bounds.height)
    layOutContent()
  }

  // MARK: Configurations

  /// What the cell shows as a value (nil by default), as it looks in the cell's state when
  /// the cell updates it automatically. The view the configuration makes fills the content
  /// view, under what the app adds there (UIKit makes it the content view).
  open var contentConfiguration: (any UIContentConfiguration)? {
    get { content.configuration }
    set {
      content.show(
        automaticallyUpdatesContentConfiguration
          ? newValue?.updated(for: configurationState) : newValue, in: contentView)
    }
  }

  /// Whether the configuration is updated for the cell's state (`updated(for:)`) as the
  /// state changes; true by default.
  open var automaticallyUpdatesContentConfiguration = true

  public typealias ConfigurationUpdateHandler =
    @MainActor (UITableViewCell, UICellConfigurationState) -> Void

  /// Called with the cell and its state at each configuration update; nil by default.
  open var configurationUpdateHandler: ConfigurationUpdateHandler? {
    didSet { setNeedsUpdateConfiguration() }
  }

  /// The cell's state as configurations read it: its traits, selection and highlight.
  open var configurationState: UICellConfigurationState {
    CellContent.state(of: self, selected: isSelected, highlighted: isHighlighted)
  }

  /// Asks for `updateConfiguration(using:)` before the cell's next layout (once, however
  /// many changes came), as a change of its state does.
  public func setNeedsUpdateConfiguration() {
    content.needsUpdate = true
    setNeedsLayout()
  }

  /// Override it to restyle the cell for `state`: called before the layout that follows a
  /// change of state, after the content configuration was updated for it (when it updates
  /// automatically) and before `configurationUpdateHandler`. Does nothing itself.
  open func updateConfiguration(using state: UICellConfigurationState) {}

  /// The configuration update a change of state asked for.
  private func updateConfigurations() {
    let state = configurationState
    if automaticallyUpdatesContentConfiguration { content.update(for: state, in: contentView) }
    updateConfiguration(using: state)
    configurationUpdateHandler?(self, state)
  }

  /// A list configuration in this cell's style, to fill in and set as
  /// `contentConfiguration`.
  open func defaultContentConfiguration() -> UIListContentConfiguration {
    switch style {
    case .default: .cell()
    case .subtitle: .subtitleCell()
    case .value1, .value2: .valueCell()
    }
  }

  /// `stored`, or the view `make` gives, then kept there and in the content view.
  private func madeOnce<View: UIView>(_ stored: inout View?, _ make: () -> View) -> View {
    if let stored { return stored }
    let made = make()
    contentView.addSubview(made)
    stored = made
    setNeedsLayout()
    return made
  }

  // MARK: Layout

  /// Points between the content's edges and the labels, and between the accessory and the
  /// cell's trailing edge.
  private static let margin: CGFloat = 16
  /// Points between the content view and the accessory.
  private static let accessorySpacing: CGFloat = 8

  private func layBackgrounds() {
    let selection =
      selectionStyle == .none || !(selected || highlighted)
      ? nil : selectedBackgroundView ?? systemSelectedBackground
    backgrounds.lay(backgroundView, selection, in: self, behind: contentView)
  }

  /// Places the accessory shown (`accessoryView`, else `accessoryType`'s) on the trailing
  /// side, returning its frame; nil with none.
  private func layOutAccessory() -> CGRect? {
    let previous = standardAccessory?.view
    let shown = accessoryView ?? standardAccessoryView()
    if let previous, previous !== shown { previous.removeFromSuperview() }
    guard let shown else { return nil }
    if shown.superview !== self { addSubview(shown) }
    let size = shown.bounds.size
    shown.frame = CGRect(
      x: bounds.width - Self.margin - size.width, y: (bounds.height - size.height) / 2,
      width: size.width, height: size.height)
    return shown.frame
  }

  /// The view `accessoryType` shows, made when the type changes; nil for none.
  private func standardAccessoryView() -> UIView? {
    if let standardAccessory, standardAccessory.type == accessoryType {
      return standardAccessory.view
    }
    let view: UIView? =
      switch accessoryType {
      case .none: nil
      case .disclosureIndicator: Self.chevron()
      case .checkmark: Self.symbol("checkmark", side: 16)
      case .detailButton: Self.infoButton()
      case .detailDisclosureButton: Self.row(Self.infoButton(), Self.chevron())
      }
    standardAccessory = view.map { (accessoryType, $0) }
    return view
  }

  private static func symbol(_ name: String, side: CGFloat, color: UIColor? = nil) -> UIView {
    let view = UIImageView(image: UIImage(systemName: name))
    view.frame = CGRect(x: 0, y: 0, width: side, height: side)
    view.contentMode = .scaleAspectFit
    view.tintColor = color
    return view
  }

  private static func chevron() -> UIView {
    symbol("chevron.right", side: 13, color: .tertiaryLabel)
  }

  /// A circled "i" in system blue (there is no info symbol among the drawn ones).
  private static func infoButton() -> UIView {
    let side: CGFloat = 22
    let ring = UIView(frame: CGRect(x: 0, y: 0, width: side, height: side))
    ring.layer.cornerRadius = side / 2
    ring.layer.borderWidth = 1.5
    ring.layer.borderColor = UIColor.systemBlue.cgColor
    let letter = UILabel(frame: ring.bounds)
    letter.text = "i"
    letter.font = .boldSystemFont(ofSize: 15)
    letter.textColor = .systemBlue
    letter.textAlignment = .center
    ring.addSubview(letter)
    return ring
  }

  /// Two accessories side by side, 12 points apart, centered on one another.
  private static func row(_ first: UIView, _ second: UIView) -> UIView {
    let (a, b) = (first.bounds.size, second.bounds.size)
    let height = max(a.height, b.height)
    let row = UIView(frame: CGRect(x: 0, y: 0, width: a.width + 12 + b.width, height: height))
    first.frame.origin = CGPoint(x: 0, y: (height - a.height) / 2)
    second.frame.origin = CGPoint(x: a.width + 12, y: (height - b.height) / 2)
    row.addSubview(first)
    row.addSubview(second)
    return row
  }

  /// The image and the labels in the content view, by style.
  private func layOutContent() {
    let arrangement: ListRowLayout.Arrangement =
      switch style {
      case .default, .subtitle: .stacked
      case .value1: .sideBySide
      case .value2: .titleColumn
      }
    let frames = ListRowLayout(arrangement: arrangement, imageToText: Self.margin).frames(
      in: contentView.bounds.insetBy(dx: Self.margin, dy: 0), image: image?.image?.size,
      title: label, detail: detailLabel)
    image?.frame = frames.image
    label?.frame = frames.title
    detailLabel?.frame = frames.detail
  }
}
