import Foundation

/// iOS 14's bar button items made from an action:
/// `UIBarButtonItem(systemItem: .add, primaryAction: UIAction { _ in … })`.
extension UIBarButtonItem {
  /// A plain item showing `title` and `image`, or the primary action's when it is given.
  public convenience init(
    title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil,
    menu: UIMenu? = nil
  ) {
    self.init(title: title, style: .plain, target: nil, action: nil)
    self.image = image
    self.primaryAction = primaryAction
    self.menu = menu
    showPrimaryAction()
  }

  /// A system item (which keeps its own title or symbol) that runs `primaryAction` on a tap.
  public convenience init(
    systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil
  ) {
    self.init(barButtonSystemItem: systemItem, target: nil, action: nil)
    self.primaryAction = primaryAction
    self.menu = menu
  }

  /// A plain item showing the action's title and image that runs it on a tap.
  public convenience init(primaryAction: UIAction?) {
    self.init(title: nil, style: .plain, target: nil, action: nil)
    self.primaryAction = primaryAction
    showPrimaryAction()
  }
}
