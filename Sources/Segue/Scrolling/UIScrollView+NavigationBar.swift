import Foundation

extension UIScrollView {
  /// When this is the content scroll view (`contentScrollView(for: .top)`) of a navigation
  /// controller's top controller, lays that controller's bar out again: its large title
  /// follows the offset (`UINavigationBar`). Called on every offset or inset change; the
  /// walk up to the controller stops at the first view that has one.
  func tellNavigationBar() {
    var view: UIView = self
    while view.owningController == nil {
      guard let superview = view.superview else { return }
      view = superview
    }
    guard let controller = view.owningController,
      let navigation = controller.parent as? UINavigationController,
      navigation.topViewController === controller,
      controller.contentScrollView(for: .top) === self
    else { return }
    navigation.layoutChrome()
  }
}
