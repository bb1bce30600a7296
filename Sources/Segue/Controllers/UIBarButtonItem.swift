import Foundation

/// A navigation item's button, as `segue port` leaves UIKit's target/action bar items: the
/// selector becomes a closure, called with the item, as for controls and recognizers. The
/// bar draws it as its title (17 pt, semibold for `.done`), its image (a template, tinted)
/// or its `customView`, in the bar's `tintColor` (or its own), gray while disabled; a tap
/// on it runs the action.
///
///     let done = UIBarButtonItem(barButtonSystemItem: .done, target: self) { [unowned self] _ in
///       self.dismiss(animated: true)
///     }
@preconcurrency @MainActor
open class UIBarButtonItem: NSObject {
  public enum Style: Int, Sendable {
    case plain, done
  }

  /// The buttons UIKit draws from the system's own titles and symbols. Segue draws `.add`
  /// as a plus and `.close` as an x mark, `.flexibleSpace` and `.fixedSpace` (`width`) as
  /// space, and every other one as its English title ("Done", "Cancel", "Edit", "Save",
  /// "Compose", …; `.done` and `.save` semibold).
  public enum SystemItem: Int, Sendable {
    case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action
    case organize, bookmarks, search, refresh, stop, camera, trash, play, pause, rewind
    case fastForward, undo, redo, close
  }

  open var title: String? { didSet { changed?() } }
  /// A template image shows in the tint color.
  open var image: UIImage? { didSet { changed?() } }
  open var style: Style { didSet { changed?() } }
  open var isEnabled = true { didSet { changed?() } }
  open var tag = 0
  /// The item's own tint; nil (the default) takes the bar's.
  open var tintColor: UIColor? { didSet { changed?() } }
  /// A view the bar shows in place of a title or image, at its frame's size.
  open var customView: UIView? { didSet { changed?() } }
  /// Points: the width of a `.fixedSpace` item, or of any item when above 0; 0 by default.
  open var width: CGFloat = 0 { didSet { changed?() } }
  /// The bar's redraw of this item, set by the bar that shows it.
  var changed: (() -> Void)?
  /// What a tap runs in place of the target and action (iOS 14). Setting it shows its title
  /// and image, except on a system item.
  open var primaryAction: UIAction? { didSet { showPrimaryAction() } }
  /// Stored, not shown: Segue presents no menus.
  open var menu: UIMenu?
  /// The system button this item is, when made with `init(barButtonSystemItem:target:action:)`.
  public let systemItem: SystemItem?

  private let target: WeakTarget
  private let action: ((UIBarButtonItem) -> Void)?

  /// `action` runs on a tap while the item is enabled and, when `target` is not nil, only
  /// while the target lives (it is held weakly, as UIKit holds targets).
  public init(
    title: String?, style: Style, target: AnyObject?, action: ((UIBarButtonItem) -> Void)?
  ) {
    self.title = title
    self.style = style
    self.systemItem = nil
    self.target = WeakTarget(target)
    self.action = action
    super.init()
  }

  public init(
    barButtonSystemItem systemItem: SystemItem, target: AnyObject?,
    action: ((UIBarButtonItem) -> Void)?
  ) {
    self.style = systemItem == .done ? .done : .plain
    self.systemItem = systemItem
    self.target = WeakTarget(target)
    self.action = action
    super.init()
  }

  public init(
    image: UIImage?, style: Style, target: AnyObject?, action: ((UIBarButtonItem) -> Void)?
  ) {
    self.image = image
    self.style = style
    self.systemItem = nil
    self.target = WeakTarget(target)
    self.action = action
    super.init()
  }

  /// An item showing `customView`, which handles its own touches (no action).
  public init(customView: UIView) {
    self.customView = customView
    self.style = .plain
    self.systemItem = nil
    self.target = WeakTarget(nil)
    self.action = nil
    super.init()
  }

  /// Shows the primary action's title and image, unless this is a system item. Initializers
  /// call it too: setting a property there runs no observer.
  func showPrimaryAction() {
    guard let primaryAction, systemItem == nil else { return }
    title = primaryAction.title
    image = primaryAction.image
  }

  /// What a tap on the item does: its primary action, or else its action unless its target
  /// is gone; nothing while it is disabled.
  func sendAction() {
    guard isEnabled else { return }
    if let primaryAction { return primaryAction.perform(sender: self) }
    guard !target.isGone else { return }
    action?(self)
  }
}
