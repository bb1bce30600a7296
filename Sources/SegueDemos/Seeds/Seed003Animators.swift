// Seed 003 (iOS 自定义转场动画, Objective-C with Facebook POP): PresentAnimator drops the
// presented view in from above on a POP spring (bounciness 10) while its scale springs from
// (1.2, 1.4) to 1 (bounciness 20); DismissAnimator flies it back up and out.
// Mechanical changes: Objective-C to Swift; `SCREEN_WIDTH`/`SCREEN_HEIGHT` are
// `UIScreen.main.bounds`' size; `[POPSpringAnimation animationWithPropertyNamed:]` is
// `POPSpringAnimation(propertyNamed:)`, `@(x)` is `x`, `setCompletionBlock:` is
// `completionBlock =`.
import Segue

class PresentAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  // 交互所用时间
  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  {
    return 0.5
  }
  // 具体动画方式, 上面提到的POP
  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    // 这里拿到即将新推出的VC的View
    let toView = transitionContext.viewController(forKey: UITransitionContextToViewControllerKey)!
      .view!
    // 这里设置退出view具体如何设置
    toView.frame = CGRectMake(0, 0, SCREEN_WIDTH, SCREEN_HEIGHT)
    toView.center = CGPointMake(
      transitionContext.containerView.center.x, -transitionContext.containerView.center.y)

    transitionContext.containerView.addSubview(toView)
    // pop动画
    let positionAnim = POPSpringAnimation(propertyNamed: kPOPLayerPositionY)
    positionAnim.toValue = transitionContext.containerView.center.y
    positionAnim.springBounciness = 10
    positionAnim.completionBlock = { anim, finished in
      transitionContext.completeTransition(true)
    }
    let scaleAnim = POPSpringAnimation(propertyNamed: kPOPLayerScaleXY)
    scaleAnim.springBounciness = 20
    scaleAnim.fromValue = NSValue(cgPoint: CGPointMake(1.2, 1.4))

    toView.layer.pop_add(positionAnim, forKey: "positionAnimation")
    toView.layer.pop_add(scaleAnim, forKey: "scaleAnimation")
  }
}

class DismissAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  {
    return 0.5
  }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    // fromVC 很好理解吧?? 就是从哪个控制器推过来回到哪里去.
    let fromVC = transitionContext.viewController(forKey: UITransitionContextFromViewControllerKey)!
    let offscreenAnimation = POPBasicAnimation(propertyNamed: kPOPLayerPositionY)
    offscreenAnimation.toValue = -fromVC.view.layer.position.y
    offscreenAnimation.completionBlock = { anim, finished in
      transitionContext.completeTransition(true)
    }
    fromVC.view.layer.pop_add(offscreenAnimation, forKey: "offscreenAnimation")
  }
}

/// The article's size macros.
@MainActor var SCREEN_WIDTH: CGFloat { UIScreen.main.bounds.size.width }
@MainActor var SCREEN_HEIGHT: CGFloat { UIScreen.main.bounds.size.height }
