import Foundation

extension UIWindow {
  /// The controller whose status bar members decide: from the root, the topmost presented
  /// controller whose presentation covers the screen (`.fullScreen`, `.overFullScreen`) or
  /// that captures the status bar (`modalPresentationCapturesStatusBarAppearance`).
  private var statusBarOwner: UIViewController? {
    guard var owner = rootViewController else { return nil }
    var presented = owner.presentedViewController
    while let controller = presented {
      let style = controller.activePresentationController?.presentationStyle
      if style == .fullScreen || style == .overFullScreen
        || controller.modalPresentationCapturesStatusBarAppearance
      {
        owner = controller
      }
      presented = controller.presentedViewController
    }
    return owner
  }

  /// True when the status bar shows: the device has one at this size (not a phone in
  /// landscape) and the deciding controller, through `childForStatusBarHidden`, does not
  /// prefer it hidden.
  var showsStatusBar: Bool {
    guard screen.safeAreaInsets.top > 0 else { return false }
    var controller = statusBarOwner
    while let child = controller?.childForStatusBarHidden { controller = child }
    return !(controller?.prefersStatusBarHidden ?? false)
  }

  /// True when the status bar draws light (white) content: `.lightContent`, or `.default`
  /// in the dark appearance, as the deciding controller (through `childForStatusBarStyle`)
  /// prefers.
  var statusBarHasLightContent: Bool {
    var controller = statusBarOwner
    while let child = controller?.childForStatusBarStyle { controller = child }
    let traits = controller?.traitCollection ?? traitCollection
    return switch controller?.preferredStatusBarStyle ?? .default {
    case .lightContent: true
    case .darkContent: false
    case .default: traits.userInterfaceStyle == .dark
    }
  }
}
