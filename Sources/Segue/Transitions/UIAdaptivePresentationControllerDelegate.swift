import Foundation

/// Hears about a user's attempt to dismiss a sheet by swiping it down. Every method is
/// optional. UIKit's order: `presentationControllerShouldDismiss` (asked only when
/// `isModalInPresentation` is false); if it returns false,
/// `presentationControllerDidAttemptToDismiss`; else `presentationControllerWillDismiss`
/// as the dismissal starts and `presentationControllerDidDismiss` once it completed. None is
/// called for a `dismiss(animated:)` from code.
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
  /// True (the default) lets the swipe dismiss the sheet.
  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
    -> Bool
  /// The swipe was refused (by `isModalInPresentation` or `…ShouldDismiss`), for example to
  /// ask whether to discard changes.
  func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController)
  func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
  public func presentationControllerShouldDismiss(
    _ presentationController: UIPresentationController
  ) -> Bool { true }
  public func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController
  ) {}
  public func presentationControllerWillDismiss(
    _ presentationController: UIPresentationController
  ) {}
  public func presentationControllerDidDismiss(
    _ presentationController: UIPresentationController
  ) {}
}
