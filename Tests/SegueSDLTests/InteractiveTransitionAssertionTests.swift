import Segue
import SeguePlaygroundCore
import SegueTesting
import Testing

/// `assertInteractiveTransition` refuses what it cannot hold still, before any screenshot.
@MainActor
@Suite struct InteractiveTransitionAssertionTests {
  private func window() -> (UIWindow, UIViewController) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 120, height: 240))
    let home = UIViewController()
    window.rootViewController = home
    window.makeKeyAndVisible()
    return (window, home)
  }

  @Test func anInteractionTheDelegateDoesNotReturnIsNamed() {
    let (window, home) = window()
    let delegate = CardDragDelegate()
    let card = UIViewController()
    card.modalPresentationStyle = .custom
    card.transitioningDelegate = delegate
    #expect(
      throws: TransitionError(
        "the transition began, but not driven by this interaction: return it from your "
          + "delegate's interactionController… method while the gesture is interacting")
    ) {
      try assertInteractiveTransition(in: window, driving: delegate.interaction, at: [0.5]) {
        home.present(card, animated: true)
      }
    }
  }

  @Test func noTransitionIsNamed() {
    let (window, _) = window()
    #expect(throws: TransitionError.self) {
      try assertInteractiveTransition(
        in: window, driving: UIPercentDrivenInteractiveTransition(), at: [0.5]
      ) {}
    }
  }

  @Test func aBadProgressIsNamed() {
    let (window, _) = window()
    #expect(throws: TransitionError("progress 2 is outside 0…1")) {
      try assertInteractiveTransition(
        in: window, driving: UIPercentDrivenInteractiveTransition(), at: [2]
      ) {}
    }
  }
}
