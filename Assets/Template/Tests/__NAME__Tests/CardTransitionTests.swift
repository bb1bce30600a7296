import Segue
import SegueTesting
import Testing

@testable import __NAME__

/// The transition, rendered headless at progress points: the first run records the
/// references into __Snapshots__/CardTransitionTests (see the README).
@MainActor
@Suite struct CardTransitionTests {
  private func makeHome() -> (UIWindow, HomeViewController) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 240, height: 480))
    let home = HomeViewController()
    window.rootViewController = home
    window.makeKeyAndVisible()
    return (window, home)
  }

  /// The card comes up: at 0 %, 50 % and 100 % of its duration.
  @Test func cardComesUp() throws {
    let (window, home) = makeHome()
    try assertTransition(named: "present", in: window, at: [0, 0.5, 1]) { home.showCard() }
  }

  /// The card held by a drag at 25 % and 75 % of the way down; let go past half way, it
  /// leaves.
  @Test func dragDownDismisses() throws {
    let (window, home) = makeHome()
    home.present(home.makeCard(), animated: false)
    window.step(frames: 2)
    let swipe = home.transition.swipe
    try assertInteractiveTransition(named: "drag", in: window, driving: swipe, at: [0.25, 0.75]) {
      swipe.isInteracting = true
      home.dismiss(animated: true)
    }
    swipe.finish()
    window.step(frames: 30)
    #expect(home.presentedViewController == nil)
  }
}
