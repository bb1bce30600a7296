import Foundation

extension UIWindow {
  /// What a window that goes away does with its scene (the playground switching scenes, a
  /// test dropping its window): transitions still running complete at once, as the
  /// watchdog would complete them; presentations are unlinked without callbacks, since a
  /// presented controller holds its presentation controller, which holds the presenter;
  /// and the engine drops its animations, whose closures hold it. Without this, a window
  /// dropped mid-transition or with something presented would leak with everything in it.
  /// Meanwhile `keyWindow` is nil, so those transitions' callbacks (seed 004 re-adds the
  /// presenter's view to the key window) cannot reach into another window.
  func tearDown() {
    var controllers: [UIViewController] = []
    var pending = rootViewController.map { [$0] } ?? []
    while let controller = pending.popLast() {
      guard !controllers.contains(where: { $0 === controller }) else { continue }
      controllers.append(controller)
      pending.append(contentsOf: controller.children)
      if let presented = controller.presentedViewController { pending.append(presented) }
    }
    let application = UIApplication.shared
    let wasTearingDown = application.isTearingDownWindow
    application.isTearingDownWindow = true
    defer { application.isTearingDownWindow = wasTearingDown }
    animationEngine.perform {
      for controller in controllers {
        if let context = controller.activeTransition, !context.isCompleted {
          context.completeTransition(!context.transitionWasCancelled)
        }
      }
    }
    for controller in controllers.reversed() where controller.presenter != nil {
      controller.presenter?.presentedViewController = nil
      controller.presenter = nil
      controller.activePresentationController = nil
    }
    animationEngine.stopAll()
  }
}
