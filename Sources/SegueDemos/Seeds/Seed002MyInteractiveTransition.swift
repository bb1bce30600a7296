// Seed 002: Listings 10-3 and 10-4, a percent-driven interactive animator that installs a
// pan on the container view when the transition starts and drives it with the vertical
// travel over the container's height; the end of the drag finishes the transition.
// Mechanical changes: Objective-C to Swift; the `@selector` is a closure;
// `updateInteractiveTransition:`/`finishInteractiveTransition` are `update(_:)`/`finish()`;
// `fabs` is `abs`; `state >= UIGestureRecognizerStateEnded` compares raw values.
import Segue

class MyInteractiveTransition: UIPercentDrivenInteractiveTransition {
  var contextData: UIViewControllerContextTransitioning?
  var panGesture: UIPanGestureRecognizer!

  // Listing 10-3Configuring a percent-driven interactive animator
  override func startInteractiveTransition(
    _ transitionContext: UIViewControllerContextTransitioning
  ) {
    // Always call super first.
    super.startInteractiveTransition(transitionContext)

    // Save the transition context for future reference.
    self.contextData = transitionContext

    // Create a pan gesture recognizer to monitor events.
    self.panGesture = UIPanGestureRecognizer(target: self) { [unowned self] gesture in
      self.handleSwipeUpdate(gesture)
    }
    self.panGesture.maximumNumberOfTouches = 1

    // Add the gesture recognizer to the container view.
    let container = transitionContext.containerView
    container.addGestureRecognizer(self.panGesture)
  }

  // Listing 10-4Using events to update the animation progress
  func handleSwipeUpdate(_ gestureRecognizer: UIGestureRecognizer) {
    let container = self.contextData!.containerView

    if gestureRecognizer.state == .began {
      // Reset the translation value at the beginning of the gesture.
      self.panGesture.setTranslation(CGPointMake(0, 0), in: container)
    } else if gestureRecognizer.state == .changed {
      // Get the current translation value.
      let translation = self.panGesture.translation(in: container)

      // Compute how far the gesture has travelled vertically,
      //  relative to the height of the container view.
      let percentage = abs(translation.y / CGRectGetHeight(container.bounds))

      // Use the translation value to update the interactive animator.
      self.update(percentage)
    } else if gestureRecognizer.state.rawValue >= UIGestureRecognizer.State.ended.rawValue {
      // Finish the transition and remove the gesture recognizer.
      self.finish()
      self.contextData!.containerView.removeGestureRecognizer(self.panGesture)
    }
  }
}
