import Foundation

/// How a container (a parent controller, a presentation controller) and its children agree
/// on sizes, and hear about size and trait changes. `UIViewController` and
/// `UIPresentationController` conform and give every member a default; override them and
/// call `super` where the default forwards.
///
///     override func viewWillTransition(
///       to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
///     ) {
///       super.viewWillTransition(to: size, with: coordinator)
///       coordinator.animate(alongsideTransition: { _ in self.layoutCards(for: size) })
///     }
@preconcurrency @MainActor
public protocol UIContentContainer: NSObjectProtocol {
  /// The size the container's content would like, in points; `.zero` for no preference.
  var preferredContentSize: CGSize { get }
  /// A child's `preferredContentSize` changed.
  func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer)
  /// A child's Auto Layout fitting size changed.
  func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer)
  /// The size to give `container` inside a parent of `parentSize` points.
  func size(
    forChildContentContainer container: any UIContentContainer,
    withParentContainerSize parentSize: CGSize
  ) -> CGSize
  /// The container's view is about to change to `size` points; animations added to
  /// `coordinator` run with the change.
  func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator)
  /// The container's traits are about to become `newCollection`.
  func willTransition(
    to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
  )
}
