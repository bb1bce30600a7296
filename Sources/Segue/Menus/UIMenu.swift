import Foundation

/// A menu as `menu:` parameters take one (`UIBarButtonItem(title:image:primaryAction:menu:)`).
/// Segue stores it and shows nothing: a control or item with only a menu does nothing on a
/// tap. UIKit's identifier, options and element-size parameters are not taken.
@preconcurrency @MainActor
open class UIMenu: UIMenuElement {
  public let children: [UIMenuElement]

  public init(title: String = "", image: UIImage? = nil, children: [UIMenuElement] = []) {
    self.children = children
    super.init(title: title, image: image)
  }
}
