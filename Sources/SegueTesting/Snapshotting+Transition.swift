import Foundation
import Segue
import SeguePlaygroundCore
import SegueSDL
import SnapshotTesting

extension Snapshotting where Value == UIViewController, Format == Bitmap {
  /// The presentation of the controller at `progress` (0…1): it is presented, animated and
  /// with its own `transitioningDelegate` and `modalPresentationStyle`, from a plain
  /// `.systemBackground` controller in a window of `size` points, and the window is
  /// rendered p × the transition's duration after its first frame, what a percent-driven
  /// scrub to p shows. For swift-snapshot-testing users:
  ///
  ///     let detail = DetailViewController()
  ///     detail.modalPresentationStyle = .custom
  ///     detail.transitioningDelegate = cardTransition
  ///     assertSnapshot(of: detail, as: .transition(at: 0.5))
  ///
  /// Pixels are compared as by the `.image` strategies. A progress outside 0…1, or a
  /// controller whose presentation does not start, is reported (`segue: warning: …`) and
  /// snapshots as an empty image, which no reference matches.
  @MainActor
  public static func transition(
    at progress: Double, size: CGSize = CGSize(width: 390, height: 844), scale: CGFloat = 1,
    tolerance: UInt8 = 0, maximumDifferingFraction: Double = 0
  ) -> Snapshotting {
    Snapshotting<UIView, Bitmap>.image(
      scale: scale, tolerance: tolerance, maximumDifferingFraction: maximumDifferingFraction
    ).pullback { controller in
      MainActor.assumeIsolated { presentationWindow(of: controller, at: progress, size: size) }
    }
  }

  @MainActor
  private static func presentationWindow(
    of controller: UIViewController, at progress: Double, size: CGSize
  ) -> UIWindow {
    let window = UIWindow(frame: CGRect(origin: .zero, size: size))
    let presenter = UIViewController()
    presenter.view.backgroundColor = .systemBackground
    window.rootViewController = presenter
    window.makeKeyAndVisible()
    do {
      _ = try TransitionPoint.progress([progress], duration: 1)
      let run = try TransitionRun(window: window) { presenter.present(controller, animated: true) }
      run.advance(to: progress * run.duration)
    } catch {
      Diagnostics.warn("cannot snapshot the presentation of \(type(of: controller)): \(error)")
      return UIWindow(frame: .zero)
    }
    return window
  }
}
