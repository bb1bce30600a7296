import Foundation

extension UIViewController {
  /// Makes `childController` a child: calls its `willMove(toParent: self)`; the container
  /// adds its view and then calls `didMove(toParent: self)`, as in UIKit.
  public func addChild(_ childController: UIViewController) {
    guard childController !== self, childController.parent !== self else { return }
    childController.removeFromParent()
    childController.willMove(toParent: self)
    children.append(childController)
    childController.parent = self
  }

  /// Removes this controller from its parent and calls `didMove(toParent: nil)`; call
  /// `willMove(toParent: nil)` and remove its view first.
  public func removeFromParent() {
    guard let parent else { return }
    parent.children.removeAll { $0 === self }
    self.parent = nil
    didMove(toParent: nil)
  }

  /// The nearest navigation controller among this controller and its ancestors.
  public var navigationController: UINavigationController? {
    var current = parent
    while let controller = current {
      if let navigation = controller as? UINavigationController { return navigation }
      current = controller.parent
    }
    return nil
  }

  /// The nearest tab bar controller among this controller's ancestors.
  public var tabBarController: UITabBarController? {
    var current = parent
    while let controller = current {
      if let tabs = controller as? UITabBarController { return tabs }
      current = controller.parent
    }
    return nil
  }

  /// The top of this controller's parent chain: the controller a presentation from it
  /// presents from.
  var presentationContextRoot: UIViewController {
    var root = self
    while let parent = root.parent { root = parent }
    return root
  }
}
