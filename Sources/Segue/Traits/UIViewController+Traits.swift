import Foundation

extension UIViewController {
  /// The controller's traits: those of the view its root view is in (the window's screen's,
  /// a container's), else of its parent or presenter, else the main screen's; with
  /// `overrideUserInterfaceStyle` applied. Its root view and children inherit them.
  public var traitCollection: UITraitCollection {
    let inherited =
      viewIfLoaded?.superview?.traitCollection ?? parent?.traitCollection
      ?? presentingViewController?.traitCollection ?? UIScreen.main.traitCollection
    return inherited.with(style: overrideUserInterfaceStyle)
  }
}
