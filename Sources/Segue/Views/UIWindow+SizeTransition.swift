import Foundation

extension UIWindow {
  /// Seconds a size change animates by default: what an iPhone's rotation reports as its
  /// coordinator's `transitionDuration`.
  public static let sizeTransitionDuration: TimeInterval = 0.4

  /// A Segue extra: the device area became `size` points at `scale` pixels per point (the
  /// host window was resized, or a rotation). As UIKit does, the controllers hear of it
  /// first, once each and before anything moves: `willTransition(to:with:)` when the traits
  /// change (a size class), then `viewWillTransition(to:with:)` — the root controller, then
  /// each presentation controller up the stack of presentations, each forwarding to its
  /// children. Then one animation block of `duration` seconds (ease-in-out, on the window's
  /// clock) resizes the window, lays it out and runs the coordinator's alongside animations;
  /// their completions run when it ends. A non-finite or negative size or duration is
  /// refused or read as 0, with a warning.
  ///
  ///     window.resize(to: CGSize(width: 844, height: 390), scale: 3)
  public func resize(
    to size: CGSize, scale: CGFloat, duration: TimeInterval = UIWindow.sizeTransitionDuration
  ) {
    guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
      return Diagnostics.warn("UIWindow.resize(to: \(size)): not a size; ignored")
    }
    var seconds = duration
    if !(seconds.isFinite && seconds >= 0) {
      Diagnostics.warn("UIWindow.resize(duration: \(duration)): not a duration; using 0")
      seconds = 0
    }
    let oldTraits = traitCollection
    let before = traitSnapshot()
    screen.configure(size: size, scale: scale)
    let newTraits = traitCollection
    guard size != bounds.size || newTraits != oldTraits else { return }
    let coordinator = SizeTransitionCoordinator(window: self, duration: seconds)
    let containers = contentContainers
    if newTraits != oldTraits {
      for container in containers { container.willTransition(to: newTraits, with: coordinator) }
    }
    if size != bounds.size {
      for container in containers { container.viewWillTransition(to: size, with: coordinator) }
    }
    coordinator.run { [self] in
      frame = CGRect(origin: frame.origin, size: size)
      if newTraits != oldTraits { deliverTraitChanges(since: before) }
      layoutIfNeeded()
    }
  }

  /// The containers a size change is sent to: the root controller, then the presentation
  /// controller of each presentation above it (each forwards to what it contains).
  private var contentContainers: [any UIContentContainer] {
    guard let root = rootViewController else { return [] }
    var containers: [any UIContentContainer] = [root]
    var presented = root.presentedViewController
    while let controller = presented {
      if let presentation = controller.activePresentationController {
        containers.append(presentation)
      }
      presented = controller.presentedViewController
    }
    return containers
  }
}
