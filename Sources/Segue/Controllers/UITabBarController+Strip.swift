import Foundation

/// The tab strip's place: at the bottom, or slid out to the left (`hidesBottomBarWhenPushed`)
/// with the content taking its height.
extension UITabBarController {
  /// Places the strip (out to the left while hidden) and the content above it.
  func layoutStrip() {
    let size = view.bounds.size
    let stripTop = size.height - Self.stripHeight
    tabStrip.frame = CGRect(
      x: stripHidden ? -size.width : 0, y: stripTop, width: size.width, height: Self.stripHeight)
    contentView.frame = CGRect(
      x: 0, y: 0, width: size.width, height: stripHidden ? size.height : stripTop)
  }

  /// Hides or shows the strip for a navigation stack's change: at once without a
  /// coordinator; with one, sliding in step with the push (out to the left as the pushed
  /// page comes over it) or the pop (back from the left). The content takes the strip's
  /// height as the push starts and gives it back once the pop is done; a cancelled
  /// transition puts everything back.
  func setStripHidden(
    _ hidden: Bool, alongside coordinator: (any UIViewControllerTransitionCoordinator)?
  ) {
    guard hidden != stripHidden, isViewLoaded else { return }
    guard let coordinator else {
      stripHidden = hidden
      return layoutStrip()
    }
    let width = view.bounds.width
    let strip = tabStrip.frame
    if hidden {
      stripHidden = true
      contentView.frame.size.height = view.bounds.height
    }
    coordinator.animate(
      alongsideTransition: { [self] _ in
        tabStrip.frame = strip.offsetBy(dx: hidden ? -width : width, dy: 0)
      },
      completion: { [self] context in
        stripHidden = context.isCancelled ? !hidden : hidden
        layoutStrip()
      })
  }
}
