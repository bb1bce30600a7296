// Core Animation as transition libraries write it, in Swift 5 mode: animations made in free
// helpers, an animator that is its animations' delegate, Hero's pause and resume of a layer
// from nonisolated code. It must compile against Segue unchanged.
import Segue

/// A free helper, as libraries keep their animation factories.
func makeFlip(duration: TimeInterval) -> CABasicAnimation {
  let flip = CABasicAnimation(keyPath: "transform.rotation.y")
  flip.fromValue = 0
  flip.toValue = CGFloat.pi
  flip.duration = duration
  flip.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
  flip.fillMode = .forwards
  flip.isRemovedOnCompletion = false
  return flip
}

/// Hero's pause and resume, nonisolated.
func pauseLayer(_ layer: CALayer) {
  let paused = layer.convertTime(CACurrentMediaTime(), from: nil)
  layer.speed = 0
  layer.timeOffset = paused
}

func resumeLayer(_ layer: CALayer) {
  let paused = layer.timeOffset
  layer.speed = 1
  layer.timeOffset = 0
  layer.beginTime = 0
  layer.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) - paused
}

final class FlipAnimator: NSObject {
  var context: UIViewControllerContextTransitioning?
}

extension FlipAnimator: UIViewControllerAnimatedTransitioning, CAAnimationDelegate {
  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  { 0.5 }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    context = transitionContext
    guard let toView = transitionContext.view(forKey: .to) else { return }
    transitionContext.containerView.addSubview(toView)
    let flip = makeFlip(duration: 0.5)
    flip.delegate = self
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    toView.layer.add(flip, forKey: "flip")
    CATransaction.commit()
  }

  func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
    context?.completeTransition(!(context?.transitionWasCancelled ?? false))
  }
}
