import Foundation

/// How a `.custom` presentation adapts to a horizontally compact window (an iPhone), as
/// UIKit asks the presentation controller and its delegate.
extension UIPresentationController {
  /// `style` when the delegate may answer it, else `.none` with a warning naming `asked`;
  /// no answer (no delegate) is `.none`.
  func validAdaptiveStyle(_ style: UIModalPresentationStyle?, asked: String)
    -> UIModalPresentationStyle
  {
    guard let style else { return .none }
    switch style {
    case .none, .fullScreen, .overFullScreen: return style
    default:
      Diagnostics.warn(
        "\(asked) returned \(style), which is not .fullScreen, .overFullScreen or .none; "
          + "the presentation does not adapt")
      return .none
    }
  }

  /// The style a `.custom` presentation starting under `traits` adapts to: `.none` in a
  /// regular (or unspecified) horizontal size class, where UIKit does not ask.
  func adaptiveStyle(under traits: UITraitCollection) -> UIModalPresentationStyle {
    guard traits.horizontalSizeClass == .compact else { return .none }
    return adaptivePresentationStyle(for: traits)
  }

  /// The controller shown in the adapted `style`: the delegate's replacement, which from now
  /// on is the presented controller in the presented one's place (the presenter's
  /// `presentedViewController`, the one dismissed), else the presented controller itself.
  /// Not adapting (`.none`), it is the presented controller, and the delegate is not asked.
  /// A replacement that is already in a hierarchy is refused with a warning.
  func controllerShown(adaptingTo style: UIModalPresentationStyle) -> UIViewController {
    let presented = presentedViewController
    guard style != .none else { return presented }
    // Not presented while the delegate is asked, so a container may take it as a child.
    presented.presenter = nil
    let replacement = delegate?.presentationController(
      self, viewControllerForAdaptivePresentationStyle: style)
    guard let replacement, replacement !== presented else {
      presented.presenter = presentingViewController
      return presented
    }
    guard replacement !== presentingViewController, replacement.presenter == nil,
      replacement.parent == nil, replacement.presentedViewController == nil,
      replacement.viewIfLoaded?.window == nil
    else {
      Diagnostics.warn(
        "presentationController(_:viewControllerForAdaptivePresentationStyle:) returned "
          + "\(type(of: replacement)), which is already presented, a child, presenting or on "
          + "screen; the presented controller is shown instead")
      presented.presenter = presentingViewController
      return presented
    }
    presentingViewController.presentedViewController = replacement
    replacement.presenter = presentingViewController
    replacement.isBeingPresented = true
    replacement.isInPresentationTransitionItself = true
    // Wrapped (the usual replacement is a navigation controller around it), the presented
    // controller reaches its presenter through its new parent, as a child does in UIKit;
    // left out, it is not presented at all.
    presented.isBeingPresented = false
    presented.isInPresentationTransitionItself = false
    return replacement
  }
}
