import Foundation
import Segue
import SeguePlaygroundCore
import SegueSDL
import SnapshotTesting

/// Asserts screenshots of your interactive transition with the interaction held at each
/// percentage, as a finger would hold it: `start` begins the transition the way your gesture's
/// `.began` does (so that your delegate returns `interaction` as its interaction controller),
/// then `interaction.update(p)` moves it to each progress p and the window is rendered.
/// Snapshots are named by percent, after `name` if given (`swipe.p050.png`):
///
///     @MainActor @Test func swipeDown() throws {
///       let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 240, height: 480))
///       let home = HomeViewController()
///       window.rootViewController = home
///       window.makeKeyAndVisible()
///       home.present(home.makeDetail(), animated: false)
///       let swipe = home.transition.swipe
///       try assertInteractiveTransition(named: "swipe", in: window, driving: swipe,
///                                       at: [0.25, 0.5, 0.75]) {
///         swipe.isInteracting = true
///         home.dismiss(animated: true)
///       }
///       swipe.finish()
///       window.step(frames: 30)
///       #expect(home.presentedViewController == nil)
///     }
///
/// The transition stays where the last progress left it, still interactive: `finish()` or
/// `cancel()` it and `window.step(frames:)` to go on. A transition that does not start, or
/// that `interaction` does not drive (the delegate returned another interaction or none),
/// throws a `TransitionError` saying so; a bad progress list as in `assertTransition`. Pixels
/// are compared as there (`tolerance`, or a `perceptualThreshold`).
@MainActor
public func assertInteractiveTransition(
  named name: String? = nil, in window: UIWindow,
  driving interaction: UIPercentDrivenInteractiveTransition,
  at progress: [Double] = standardTransitionProgress, scale: CGFloat = 1,
  tolerance: UInt8 = 0, perceptualThreshold: Double? = nil, maximumDifferingFraction: Double = 0,
  fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
  testName: String = #function, line: UInt = #line, column: UInt = #column,
  start: () -> Void
) throws {
  let points = try TransitionPoint.progress(progress, duration: 1)
  let run = try TransitionRun(window: window, start: start)
  // The interaction learns its duration when the transition starts it.
  guard interaction.duration > 0 || run.duration == 0 else {
    throw TransitionError(
      "the transition began, but not driven by this interaction: return it from your "
        + "delegate's interactionController… method while the gesture is interacting")
  }
  try assertSnapshots(
    of: window, at: points, named: name, variant: nil, scale: scale,
    mode: PixelDifference(tolerance: tolerance, perceptualThreshold: perceptualThreshold),
    maximumDifferingFraction: maximumDifferingFraction, fileID: fileID, file: filePath,
    testName: testName, line: line, column: column
  ) { point in
    window.animationEngine.perform { interaction.update(CGFloat(point.progress)) }
    window.step()
  }
}
