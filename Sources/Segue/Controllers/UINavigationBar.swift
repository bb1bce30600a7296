import Foundation

/// The bar at the top of a navigation controller (`navigationController.navigationBar`):
/// the top item's title, its bar button items at either end, the back button to the
/// controller below it (`backItem`), and under them its large title when one shows
/// (`prefersLargeTitles`). The title slides and fades with push and pop, the buttons, the
/// back button and the large title cross-fade with the transition's progress. The 44
/// points below the top of the safe area hold the title and the buttons (52 more the large
/// title); above, the background reaches up under the status bar.
///
///     let bar = navigationController.navigationBar
///     bar.prefersLargeTitles = true
///     bar.tintColor = .systemOrange
///     bar.titleTextAttributes = [.foregroundColor: UIColor.systemIndigo]
///
/// The back button, as UIKit's: the back indicator (a chevron, or `backIndicatorImage`)
/// 8 points from the leading edge, then the title the item below asks for
/// (`backBarButtonItem`'s, `backButtonTitle`, `title`, by its `backButtonDisplayMode`), in
/// the tint color. When that title does not fit before the centered title (8 points
/// short of it, after any leading items that supplement the back button), it shows "Back",
/// and when that does not fit either, the indicator alone. A tap pops the top controller,
/// animated. The top item's `hidesBackButton` hides it, its leading items replace it
/// unless `leftItemsSupplementBackButton`.
///
/// A large title collapses as the top controller's content scroll view
/// (`contentScrollView(for: .top)`) scrolls up, as on iOS: the row under the title row
/// shrinks point for point with the offset, the content's top edge following the bar's
/// bottom edge, the large title riding up with it behind the title row, until the bar is its
/// standard 44 points; the inline title fades in over the last quarter (13 points) of the
/// collapse. Scrolling back to the top grows it again; a pull past the top leaves it at its
/// full height (iOS stretches it). It is a function of the offset alone, so a scroll, an
/// animated offset and a scrub collapse it the same way.
///
/// Its look is the appearance in force (`UINavigationBarAppearance`): the top item's, else
/// the bar's, `scrollEdgeAppearance` while a large title shows and the content has not
/// scrolled under the bar (the large title collapsed and the content went on up),
/// `compactAppearance` in a vertically compact window, else `standardAppearance`. While
/// that is the bar's own untouched `standardAppearance`, the older properties apply:
/// `barTintColor` (opaque when `isTranslucent` is false) and
/// `titleTextAttributes`/`largeTitleTextAttributes`.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
  /// The background color; nil (the default) is the system material.
  open var barTintColor: UIColor? { didSet { applyAppearance() } }
  /// True by default: a `barTintColor` with alpha shows content scrolled under the bar
  /// (Segue's content goes under it only once a large title has collapsed); false draws
  /// `barTintColor` fully opaque.
  open var isTranslucent = true { didSet { applyAppearance() } }
  /// `.foregroundColor` and `.font` of the inline title; nil by default.
  open var titleTextAttributes: [NSAttributedString.Key: Any]? { didSet { applyAppearance() } }
  /// `.foregroundColor` and `.font` of the large title; nil by default.
  open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? {
    didSet { applyAppearance() }
  }
  /// True shows the top item's title large under the bar (`largeTitleDisplayMode`); false
  /// by default.
  open var prefersLargeTitles = false { didSet { onLargeTitlePreference?() } }
  /// The look of the bar at rest; the system material with a hairline by default.
  open var standardAppearance = UINavigationBarAppearance() {
    didSet {
      hasOwnStandardAppearance = true
      applyAppearance()
    }
  }
  /// The look in a vertically compact window; nil (the default) is the standard one.
  open var compactAppearance: UINavigationBarAppearance? { didSet { applyAppearance() } }
  /// The look while a large title shows; nil (the default) is the standard one on a
  /// transparent background.
  open var scrollEdgeAppearance: UINavigationBarAppearance? { didSet { applyAppearance() } }
  /// `scrollEdgeAppearance` in a vertically compact window; nil (the default) is that one.
  open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
    didSet { applyAppearance() }
  }

  /// The item shown; its changes are redrawn at once.
  public private(set) var topItem: UINavigationItem?
  /// The item below the top one, which the back button leads back to; nil at the bottom
  /// of the stack. Its back button title's changes are redrawn at once.
  public private(set) var backItem: UINavigationItem?
  /// The back button's indicator in place of the chevron, drawn as a template in the tint,
  /// once `backIndicatorTransitionMaskImage` is set too (as UIKit asks); nil by default. An
  /// indicator set on the appearance in force wins over it.
  open var backIndicatorImage: UIImage? { didSet { applyAppearance() } }
  /// Needed with `backIndicatorImage`; Segue cross-fades the back button, so it masks
  /// nothing. nil by default.
  open var backIndicatorTransitionMaskImage: UIImage? { didSet { applyAppearance() } }

  /// Points: the height of the title row, and of the large title row under it.
  static let rowHeight: CGFloat = 44
  static let largeTitleHeight: CGFloat = 52
  /// Points: the gap between the bar's edges and its outermost buttons, and between buttons.
  static let margin: CGFloat = 16
  static let spacing: CGFloat = 8

  private(set) var titleLabel = UINavigationBar.makeLabel()
  /// The top item's buttons and large title, fading in and out with push and pop.
  private(set) var itemView = NavigationItemView()
  private let hairline = UIView()
  /// Points: the top of the title row (the top of the safe area), set by the navigation
  /// controller.
  var rowTop: CGFloat = 0 {
    didSet { setNeedsLayout() }
  }
  /// True while the top item's large title shows.
  private(set) var showsLargeTitle = false
  /// Points the large-title row has collapsed by: 0 (full height, by default) to
  /// `largeTitleHeight` (gone).
  private(set) var largeTitleCollapse: CGFloat = 0
  /// True once the content has scrolled up under the bar, past the large title's collapse.
  private(set) var hasContentUnder = false
  /// Whether `standardAppearance` was set: until then the older properties apply.
  private var hasOwnStandardAppearance = false
  /// Tells the navigation controller to lay its chrome out again.
  var onLargeTitlePreference: (() -> Void)?
  /// What a tap on the back button does: the navigation controller pops.
  var onBack: (() -> Void)?

  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUp()
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUp()
  }

  private func setUp() {
    hairline.backgroundColor = .separator
    addSubview(hairline)
    addSubview(itemView)
    addSubview(titleLabel)
    applyAppearance()
  }

  private static func makeLabel() -> UILabel {
    let label = UILabel()
    label.font = .boldSystemFont(ofSize: 17)
    label.textAlignment = .center
    return label
  }

  /// Every title takes the bar's size and center, the ones sliding mid-transition too
  /// (through bounds and center, which their transforms leave alone): resized mid-swipe, the
  /// leaving and the coming title stay half the bar apart. Item views take the rows.
  open override func layoutSubviews() {
    hairline.frame = CGRect(x: 0, y: bounds.height - 0.5, width: bounds.width, height: 0.5)
    let rows = CGRect(
      x: 0, y: rowTop, width: bounds.width, height: Self.rowHeight + Self.largeTitleHeight)
    for subview in subviews {
      if let label = subview as? UILabel {
        label.bounds = CGRect(origin: .zero, size: titleRow.size)
        label.center = CGPoint(x: titleRow.midX, y: titleRow.midY)
      } else if subview is NavigationItemView {
        subview.frame = rows
      }
    }
  }

  open override func tintColorDidChange() {
    super.tintColorDidChange()
    for case let view as NavigationItemView in subviews { view.tintDidChange() }
  }

  /// The title row.
  private var titleRow: CGRect {
    CGRect(x: 0, y: rowTop, width: bounds.width, height: Self.rowHeight)
  }

  /// Shows `item` at once, its title large or not, with a back button to `back` (the item
  /// below it on the stack, nil at the bottom).
  func show(_ item: UINavigationItem, back: UINavigationItem?, large: Bool) {
    adopt(item, back: back)
    showsLargeTitle = large
    titleLabel.text = item.title
    titleLabel.alpha = inlineTitleAlpha
    titleLabel.frame = titleRow
    applyAppearance()
    redrawItem()
    setNeedsLayout()
  }

  /// Makes `item` the top item and `back` the back item, each told of this bar.
  private func adopt(_ item: UINavigationItem, back: UINavigationItem?) {
    topItem?.bar = nil
    backItem?.bar = nil
    topItem = item
    backItem = back
    back?.bar = self
    item.bar = self
  }

  /// Redraws the top item after a change to it (title, buttons, appearances), or to the
  /// back item (its back button's title).
  func itemDidChange(_ item: UINavigationItem) {
    guard let topItem, item === topItem || item === backItem else { return }
    titleLabel.text = topItem.title
    applyAppearance()
    redrawItem()
  }

  /// Rebuilds the top item's buttons, back button and large title in `itemView`, making
  /// room for the inline title in `titleLabel`.
  private func redrawItem() {
    guard let topItem else { return }
    itemView.inlineTitle = titleLabel
    itemView.show(
      topItem, back: backItem, large: showsLargeTitle,
      onBack: { [weak self] in self?.onBack?() })
  }

  /// The back indicator in force: the appearance's, else the bar's when its mask is set
  /// too; nil is the chevron.
  private var backIndicator: UIImage? {
    if let custom = appearanceInForce.appearance.customBackIndicator { return custom.image }
    return backIndicatorTransitionMaskImage == nil ? nil : backIndicatorImage
  }

  /// Moves the current title out and `item`'s in alongside a push or pop: the new title
  /// comes from half the width on the side the new controller comes from, fading in; the
  /// buttons, back buttons and large titles cross-fade, the back buttons' titles sliding
  /// as the titles do (on a push the new one comes from where the old title was). A
  /// cancelled transition puts the old item back.
  func transition(
    to item: UINavigationItem, back: UINavigationItem?, large: Bool,
    operation: UINavigationController.Operation,
    coordinator: any UIViewControllerTransitionCoordinator
  ) {
    let old = titleLabel
    let new = UINavigationBar.makeLabel()
    new.text = item.title
    new.frame = titleRow
    new.alpha = 0
    let shift = bounds.width / 2 * (operation == .pop ? -1 : 1)
    new.transform = CGAffineTransform(translationX: shift, y: 0)
    addSubview(new)
    let oldItemView = itemView
    let newItemView = NavigationItemView()
    newItemView.alpha = 0
    newItemView.frame = oldItemView.frame
    insertSubview(newItemView, aboveSubview: oldItemView)
    // The leaving buttons fade without taking taps (a second pop would be refused).
    oldItemView.isUserInteractionEnabled = false
    let oldItem = topItem
    let oldBack = backItem
    let wasLarge = showsLargeTitle
    adopt(item, back: back)
    showsLargeTitle = large
    titleLabel = new
    itemView = newItemView
    applyAppearance()
    redrawItem()
    let oldBackTitle = oldItemView.backButton?.label
    let newBackTitle = newItemView.backButton?.label
    newBackTitle?.transform = CGAffineTransform(translationX: shift, y: 0)
    coordinator.animate(
      alongsideTransition: { _ in
        new.alpha = large ? 0 : 1
        new.transform = .identity
        newBackTitle?.transform = .identity
        oldBackTitle?.transform = CGAffineTransform(translationX: -shift, y: 0)
        newItemView.alpha = 1
        old.alpha = 0
        old.transform = CGAffineTransform(translationX: -shift, y: 0)
        oldItemView.alpha = 0
      },
      completion: { [self] context in
        let cancelled = context.isCancelled
        (cancelled ? new : old).removeFromSuperview()
        (cancelled ? newItemView : oldItemView).removeFromSuperview()
        let kept = cancelled ? old : new
        kept.transform = .identity
        if cancelled, let oldItem {
          titleLabel = old
          itemView = oldItemView
          oldItemView.isUserInteractionEnabled = true
          show(oldItem, back: oldBack, large: wasLarge)
        }
        kept.alpha = inlineTitleAlpha
        itemView.alpha = 1
      })
  }

  /// Collapses the large title for content scrolled up by `scrolled` points from its top
  /// (see the type's comment); negative (pulled down) is none.
  func scrollLargeTitle(by scrolled: CGFloat) {
    let collapse = scrolled.isFinite ? min(max(scrolled, 0), Self.largeTitleHeight) : 0
    let under = scrolled > Self.largeTitleHeight
    guard collapse != largeTitleCollapse || under != hasContentUnder else { return }
    largeTitleCollapse = collapse
    hasContentUnder = under
    itemView.largeTitleCollapse = collapse
    titleLabel.alpha = inlineTitleAlpha
    applyAppearance()
  }

  /// The inline title's opacity: 1 without a large title; with one, 0 until the last
  /// quarter of its collapse, then rising linearly to 1 as it goes.
  private var inlineTitleAlpha: CGFloat {
    guard showsLargeTitle else { return 1 }
    let fade = Self.largeTitleHeight / 4
    return min(max((largeTitleCollapse - (Self.largeTitleHeight - fade)) / fade, 0), 1)
  }

  /// The appearance in force for the top item (see the type's comment), and whether it is a
  /// scroll-edge look that fell back to the standard one (drawn on a transparent background).
  private var appearanceInForce: (appearance: UINavigationBarAppearance, transparent: Bool) {
    let item = topItem
    let compact = traitCollection.verticalSizeClass == .compact
    let standard = item?.standardAppearance ?? standardAppearance
    if showsLargeTitle, !hasContentUnder {
      let compactEdge =
        compact ? item?.compactScrollEdgeAppearance ?? compactScrollEdgeAppearance : nil
      if let edge = compactEdge ?? item?.scrollEdgeAppearance ?? scrollEdgeAppearance {
        return (edge, false)
      }
      return (standard, true)
    }
    if compact, let compactLook = item?.compactAppearance ?? compactAppearance {
      return (compactLook, false)
    }
    return (standard, false)
  }

  /// Draws the background, the hairline, the titles and the back indicator as the
  /// appearance in force says.
  private func applyAppearance() {
    let (appearance, transparent) = appearanceInForce
    let legacy = appearance === standardAppearance && !hasOwnStandardAppearance
    var background = appearance.resolvedBackground
    if legacy, let barTintColor {
      background = isTranslucent ? barTintColor : barTintColor.withAlphaComponent(1)
    }
    backgroundColor = transparent ? .clear : background
    itemView.indicator = backIndicator
    hairline.backgroundColor = transparent ? .clear : appearance.shadowColor ?? .clear
    let title = legacy ? titleTextAttributes ?? [:] : appearance.titleTextAttributes
    let largeTitle =
      legacy ? largeTitleTextAttributes ?? [:] : appearance.largeTitleTextAttributes
    for case let label as UILabel in subviews {
      label.textColor = title[.foregroundColor] as? UIColor ?? .label
      label.font = title[.font] as? UIFont ?? .boldSystemFont(ofSize: 17)
    }
    for case let view as NavigationItemView in subviews {
      // The back button's room depends on the inline title's font.
      view.setNeedsLayout()
      view.largeTitle.textColor = largeTitle[.foregroundColor] as? UIColor ?? .label
      view.largeTitle.font = largeTitle[.font] as? UIFont ?? .boldSystemFont(ofSize: 34)
    }
  }
}
