import Foundation

/// A tab's title in a tab bar controller's strip (images are not drawn here).
@preconcurrency @MainActor
open class UITabBarItem: NSObject {
  open var title: String?
  open var tag: Int

  public init(title: String?, image: AnyObject?, tag: Int) {
    self.title = title
    self.tag = tag
    super.init()
  }
}
