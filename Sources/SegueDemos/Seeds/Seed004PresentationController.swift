// Seed 004 (KittenYang, iOS8新特性——UIPresentation在转场动画中的使用, Objective-C): the
// presentation controller behind the card: a dark blurred backdrop fading in to alpha 0.7
// and the presenting view scaling to 0.92, both alongside the transition, and back on
// dismissal.
// Mechanical changes: Objective-C to Swift; the class extension's properties are declared
// here (`bgView`, `blurView`, `contview`, `transitionCoordinator`); `[[UIApplication
// sharedApplication] keyWindow]` is `UIApplication.shared.keyWindow`.
import Segue

class BlurPresentationController: UIPresentationController {
  var bgView: UIView!
  var blurView: UIVisualEffectView!
  var contview: UIView!
  var transitionCoordinator: UIViewControllerTransitionCoordinator?

  override func presentationTransitionWillBegin() {

    //创建视图
    self.bgView = UIView(frame: UIScreen.main.bounds)
    self.blurView = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
    self.blurView.frame = self.containerView!.bounds
    self.bgView.insertSubview(self.blurView, at: 0)

    self.contview = self.containerView
    self.contview.addSubview(self.presentingViewController.view)
    self.contview.addSubview(self.bgView)
    self.contview.addSubview(self.presentedView!)

    // 使用 presentingViewController 的 transitionCoordinator,
    // 背景 bgView 的淡入效果与过渡效果一起执行
    self.bgView.alpha = 0.0
    self.transitionCoordinator = self.presentingViewController.transitionCoordinator
    self.transitionCoordinator?.animate(
      alongsideTransition: { context in
        self.bgView.alpha = 0.7
        self.presentingViewController.view.transform =
          self.presentingViewController.view.transform.scaledBy(x: 0.92, y: 0.92)
      }, completion: nil)
  }

  //在呈现过渡结束时被调用的
  //如果呈现没有完成,那就移除背景 View
  override func presentationTransitionDidEnd(_ completed: Bool) {
    if !completed {
      self.bgView.removeFromSuperview()

    }
  }

  override func dismissalTransitionWillBegin() {
    // 与过渡效果一起执行背景 View 的淡出效果
    self.transitionCoordinator = self.presentingViewController.transitionCoordinator
    self.transitionCoordinator?.animate(
      alongsideTransition: { context in
        self.bgView.alpha = 0
        self.presentingViewController.view.transform = .identity
      }, completion: nil)
  }

  override func dismissalTransitionDidEnd(_ completed: Bool) {
    if completed {
      self.bgView.removeFromSuperview()
    }

    UIApplication.shared.keyWindow?.addSubview(self.presentingViewController.view)
  }
}
