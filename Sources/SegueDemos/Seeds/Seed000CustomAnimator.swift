// Seed 000 (iOS中应该知道的自定义各种Controller的转场过渡动画, Swift 3.0): CustomAnimator.
// Mechanical changes: `transitionDuration(_:)`/`animateTransition(_:)` take `using:`;
// `containerView()` and `transitionWasCancelled()` are properties. For the playground's
// tuning, `duration` is a `var` and the curve `[.curveLinear]` is the stored `options`,
// both still the article's values. The rest is the article's.
import Segue

class CustomAnimator: NSObject, UIViewControllerAnimatedTransitioning {

  var duration = 0.35
  var options: UIView.AnimationOptions = [.curveLinear]
  // 返回动画时间
  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  {
    return duration
  }
  // 处理具体动画, 通过transitionContext可以获取到很多我们需要的东西
  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    // fromVc 总是获取到正在显示在屏幕上的Controller
    let fromVc = transitionContext.viewController(forKey: UITransitionContextFromViewControllerKey)!
    // toVc 总是获取到将要显示的controller
    let toVc = transitionContext.viewController(forKey: UITransitionContextToViewControllerKey)!
    let containView = transitionContext.containerView

    let toView: UIView
    let fromView: UIView

    if transitionContext.responds(to: NSSelectorFromString("viewForKey:")) {
      // 通过这种方法获取到view不一定是对应controller.view
      toView = transitionContext.view(forKey: UITransitionContextToViewKey)!
      fromView = transitionContext.view(forKey: UITransitionContextFromViewKey)!
    } else {  // Apple文档中提到不要直接使用这种方法来获取fromView和toView
      toView = toVc.view
      fromView = fromVc.view
    }
    //  添加toview到最上面(fromView是当前显示在屏幕上的view不用添加)
    containView.addSubview(toView)

    // 最终显示在屏幕上的controller的frame
    let visibleFrame = transitionContext.initialFrame(for: fromVc)
    // 隐藏在右边的controller的frame
    let rightHiddenFrame = CGRect(
      origin: CGPoint(x: visibleFrame.width, y: visibleFrame.origin.y), size: visibleFrame.size)
    // 隐藏在左边的controller的frame
    let leftHiddenFrame = CGRect(
      origin: CGPoint(x: -visibleFrame.width, y: visibleFrame.origin.y), size: visibleFrame.size)

    // toVc.presentingViewController --> 弹出toVc的controller
    // 所以如果是present的时候  == fromVc
    // 或者可以使用 fromVc.presentedViewController == toVc

    let isPresenting = toVc.presentingViewController == fromVc

    if isPresenting {  // present Vc左移
      toView.frame = rightHiddenFrame
      fromView.frame = visibleFrame
    } else {  // dismiss Vc右移
      fromView.frame = visibleFrame
      toView.frame = leftHiddenFrame
      // 有时需要将toView添加到fromView的下面便于执行动画
      //            containView.insertSubview(toView, belowSubview: fromView)
    }
    UIView.animate(
      withDuration: duration, delay: 0.0, options: options,
      animations: {
        if isPresenting {
          toView.frame = visibleFrame
          fromView.frame = leftHiddenFrame
        } else {
          fromView.frame = rightHiddenFrame
          toView.frame = visibleFrame
        }
      }
    ) { (_) in
      let cancelled = transitionContext.transitionWasCancelled
      if cancelled {
        // 如果中途取消了就移除toView(可交互的时候会发生)
        toView.removeFromSuperview()
      }
      // 通知系统动画是否完成或者取消了
      transitionContext.completeTransition(!cancelled)
    }
  }
}
