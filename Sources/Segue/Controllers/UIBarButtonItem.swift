import Foundation

/// A navigation item's button, as `segue port` leaves UIKit's target/action bar items: the
/// selector becomes a closure, called with the item, as for controls and recognizers.
/// Segue draws no bar buttons yet; the item keeps what a bar will need.
///
///     let done = UIBarButtonItem(barButtonSystemItem: .done, target: self) { [unowned self] _ in
///       self.dismiss(animated: true)
///     }
@preconcurrency @MainActor
open class UIBarButtonItem: NSObject {
  public enum Style: Int, Sendable {
    case plain, done
  }

  /// The buttons UIKit draws from the system's own titles and symbols.
  public enum SystemItem: Int, Sendable {
    case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action
    case organize, bookmarks, search, refresh, stop, camera, trash, play, pause, rewind
    case fastForward, undo, redo, close
  }

  open var title: String?
  open var style: Style
  open var isEnabled = true
  open var tag = 0
  /// The system button this item is, when made with `init(barButtonSystemItem:target:action:)`.
  public let systemItem: SystemItem?

  private weak var target: AnyObject?
  private let hasTarget: Bool
  private let action: ((UIBarButtonItem) -> Void)?

  /// `action` runs on a tap while the item is enabled and, when `target` is not nil, only
  /// while the target lives (it is held weakly, as UIKit holds targets).
  public init(
    title: String?, style: Style, target: AnyObject?, action: ((UIBarButtonItem) -> Void)?
  ) {
    self.title = title
    self.style = style
    self.systemItem = nil
    self.target = target
    self.hasTarget = target != nil
    self.action = action
    super.init()
  }

  public init(
    barButtonSystemItem systemItem: SystemItem, target: AnyObject?,
    action: ((UIBarButtonItem) -> Void)?
  ) {
    self.style = systemItem == .done ? .done : .plain
    self.systemItem = systemItem
    self.target = target
    self.hasTarget = target != nil
    self.action = action
    super.init()
  }

  /// What a tap on the item does: its action, unless it is disabled or its target is gone.
  func sendAction() {
    guard isEnabled, !hasTarget || target != nil else { return }
    action?(self)
  }
}
