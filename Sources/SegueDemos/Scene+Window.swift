import Foundation
import Segue

extension Scene {
  /// A key window of `size` points showing this scene's root controller; the screen is set
  /// to the same size first, so controllers that read `UIScreen.main.bounds` fit it.
  @MainActor
  public func makeWindow(size: CGSize, scale: CGFloat = 1) -> UIWindow {
    UIScreen.main.configure(size: size, scale: scale)
    let window = UIWindow(frame: CGRect(origin: .zero, size: size))
    window.rootViewController = makeRootViewController()
    window.makeKeyAndVisible()
    return window
  }
}
