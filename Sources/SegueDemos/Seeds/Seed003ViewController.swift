// Seed 003: the presenting ViewController, its own transitioning delegate, which presents a
// ModelViewController with the custom style.
// Mechanical changes: Objective-C to Swift; `click:` is wired to a button made in code
// with a closure. The article's empty `interactionControllerForDismissal:` ("想要实现手势控制
// 可在这个方法中进行修改", no return) returns nil; the navigation-controller variant at its
// end is not ported.
import Segue

class ViewController: UIViewController, UIViewControllerTransitioningDelegate {
  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    let button = UIButton(type: .system)
    button.frame = CGRect(
      x: view.bounds.midX - 100, y: view.bounds.midY - 25, width: 200, height: 50)
    button.setTitle("Present", for: .normal)
    button.addTarget(self, for: .touchUpInside) { [unowned self] sender in self.click(sender) }
    view.addSubview(button)
  }

  func click(_ sender: UIButton) {
    let modalViewController = ModelViewController()
    // 指定代理
    modalViewController.transitioningDelegate = self
    // Style = 自定义方式
    modalViewController.modalPresentationStyle = .custom
    self.present(
      modalViewController,
      animated: true,
      completion: nil)
  }

  // 修改动画的两个相关的协议方法, 建议仔细查看UIViewControllerTransitioningDelegate里面的注释
  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    // 推出动画 - 下面会给出代码 我参照POP动画Demo写的.
    return PresentAnimator()
  }

  func animationController(forDismissed dismissed: UIViewController)
    -> UIViewControllerAnimatedTransitioning?
  {
    // 退出
    return DismissAnimator()
  }
  // 想要实现手势控制可在这个方法中进行修改
  func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
    -> UIViewControllerInteractiveTransitioning?
  {
    return nil
  }
}

/// The presented controller (its code is not in the article): a colored page with a
/// Dismiss button.
class ModelViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemTeal
    let button = UIButton(type: .custom)
    button.frame = CGRect(
      x: view.bounds.midX - 100, y: view.bounds.midY - 25, width: 200, height: 50)
    button.setTitle("Dismiss", for: .normal)
    button.addTarget(self, for: .touchUpInside) { [unowned self] _ in
      self.dismiss(animated: true, completion: nil)
    }
    view.addSubview(button)
  }
}
