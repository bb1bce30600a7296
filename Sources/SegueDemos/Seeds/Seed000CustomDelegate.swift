// Seed 000: CustomDelegate, with the article's later additions (the `interactive` object,
// `interactive.dismissedVc = presented` in the present method, the dismissal interaction).
// Mechanical change: Swift 3's `interactionController(forDismissal:)` is spelled
// `interactionControllerForDismissal(using:)`. The Xcode 8 beta spellings of the two
// animationController methods are kept: Segue asks them as UIKit did. `customAnimator` is
// `private(set)` instead of `private`, so the playground can tune it.
import Segue

class CustomDelegate: NSObject, UIViewControllerTransitioningDelegate {
  private(set) lazy var customAnimator = CustomAnimator()
  // 注意在present接口里面设置了
  //  interactive.dismissedVc = presented
  private(set) lazy var interactive = Interactive()

  // 提供present的时候使用到的动画执行对象
  func animationController(
    forPresentedController presented: UIViewController, presenting: UIViewController,
    sourceController source: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    interactive.dismissedVc = presented
    return customAnimator
  }
  // 提供dismiss的时候使用到的动画执行对象
  func animationController(forDismissedController dismissed: UIViewController)
    -> UIViewControllerAnimatedTransitioning?
  {
    return customAnimator
  }

  // 提供dismiss的时候使用到的可交互动画执行对象
  func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
    -> UIViewControllerInteractiveTransitioning?
  {
    // 因为执行自定义动画会先调用这个方法, 如果返回不为nil, 那么将不会执行非交互的动画!!
    // 所以isInteracting只有在手势开始的时候才被设置为true
    // 返回nil便于不是可交互的时候就直接执行不可交互的动画
    return interactive.isInteracting ? interactive : nil
  }
}
