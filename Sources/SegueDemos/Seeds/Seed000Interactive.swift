// Seed 000: Interactive, the pan-to-dismiss percent-driven transition.
// Mechanical changes: `#selector(self.handlePan(gesture:))` becomes a closure calling it.
// The article's release rule (v ≤ 0 cancels, v > 100 pt/s finishes, else p > 0.3) is the
// identical `TransitionDecisionPolicy.velocityThenProgress(threshold: 0.3, velocity: 100)`,
// stored in `decisionPolicy` so the playground can tune it, and read from the same
// translation and velocity: `Release` clamps the percent to 0…1, which no comparison with
// 0.3 can tell. Each update hands the interaction that release and policy
// (`update(_:policy:)`, the same percent), so the playground's inspector predicts the release
// with the policy this code applies.
import Segue

class Interactive: UIPercentDrivenInteractiveTransition {
  // pan手势
  lazy var panGesture: UIPanGestureRecognizer = UIPanGestureRecognizer(target: self) {
    [unowned self] gesture in self.handlePan(gesture: gesture)
  }
  // 用于添加手势
  var containerView: UIView!
  // 将要被dismiss的控制器, 在动画的delegate中传入
  var dismissedVc: UIViewController! = nil {
    didSet {
      containerView = dismissedVc.view
      containerView.addGestureRecognizer(panGesture)
    }
  }
  // 是否执行交互动画
  var isInteracting = false
  // The article's release rule.
  var decisionPolicy = TransitionDecisionPolicy.velocityThenProgress(threshold: 0.3, velocity: 100)

  override init() {
    super.init()

  }
  // 处理手势
  func handlePan(gesture: UIPanGestureRecognizer) {
    //动画是否完成或者取消
    func finishOrCancel() {
      let release = TransitionDecisionPolicy.Release(
        pan: gesture, in: containerView, direction: CGVector(dx: 1, dy: 0))
      let isFinished = decisionPolicy.shouldFinish(release)

      isFinished ? finish() : cancel()
    }

    switch gesture.state {

    case .began:
      // 手势开始, 开启交互动画, 并且dismiss(需要设置animated: true)
      isInteracting = true
      // dimiss
      dismissedVc.dismiss(animated: true, completion: nil)
    case .changed:
      // 手势改变状态, 计算动画的进度
      if isInteracting {  // 开始执行交互动画的时候才设置为非nil
        let translation = gesture.translation(in: containerView)
        var percent = translation.x / containerView.bounds.width
        if percent < 0 {
          percent = 0
        }
        // 更新动画 (Segue: with the release the end reads, so the inspector predicts it)
        update(
          TransitionDecisionPolicy.Release(
            progress: min(percent, 1), velocity: gesture.velocity(in: containerView).x,
            distance: containerView.bounds.width),
          policy: decisionPolicy)

      }
    case .cancelled:
      if isInteracting {
        finishOrCancel()
        isInteracting = false

      }
    case .ended:
      if isInteracting {
        finishOrCancel()
        isInteracting = false

      }
    default:
      break
    }
  }
}
