import Foundation

extension UIWindow {
  /// A Segue extra: the system appearance became `style` (light or dark; `.unspecified`
  /// reads as light), as when the user switches Dark Mode: the window's screen takes it
  /// (`UIScreen.traitCollection`, and so `UITraitCollection.current` outside trait
  /// callbacks), then each view and controller whose traits changed hears
  /// `traitCollectionDidChange`, parents first. Dynamic colors draw for it from the next
  /// frame. Hosts call it for `--appearance`.
  ///
  ///     window.setSystemAppearance(.dark)
  public func setSystemAppearance(_ style: UIUserInterfaceStyle) {
    let before = traitSnapshot()
    screen.configure(userInterfaceStyle: style)
    deliverTraitChanges(since: before)
  }
}
