import Foundation
import Testing

@testable import Segue

/// Where the mixed transition of `CoreAnimationTransitionTests` leaves everything once the
/// remainder after `cancel()` has played: each kind back where it started, except what the
/// animator set on the model itself, as Core Animation leaves it.
@MainActor
struct MixedScrubEndTests {
  @Test func cancelledEverythingIsBackAtTheStartButTheModel() {
    let transition = CoreAnimationTransitionTests()
    transition.present()
    transition.delegate.interaction.update(0.75)
    transition.delegate.interaction.cancel()
    transition.engine.step(frames: 46)  // 0.75 s back along easeInOut
    #expect(transition.presenter.presentedViewController == nil)
    #expect(!transition.engine.isAnimating)
    // UIView.animate: the model is put back (alpha was set to 0 before the block).
    #expect(transition.presented.view.alpha == 0)
    // The explicit animations end and show the unchanged model values.
    #expect(transition.presented.view.layer.presentation()!.transform.rotation(about: .z) == 0)
    #expect(transition.ball.presentation()!.position.y == transition.ball.position.y)
    // The implicit fade changed the badge's model to 0; Core Animation keeps it.
    #expect(transition.badge.presentation()!.opacity == 0)
  }
}
