// Seed 000: Test1Controller, which presents a red TestController through CustomDelegate.
// Mechanical changes: `UIColor.red()` is `.red`; the storyboard's button and its
// `@IBAction` connection are made in code (`viewDidLoad`), with a closure for the action.
import Segue

class Test1Controller: UIViewController {
  // 动画代理
  let deletage = CustomDelegate()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    // The storyboard's button.
    let button = UIButton(type: .system)
    button.frame = CGRect(
      x: view.bounds.midX - 100, y: view.bounds.midY - 25, width: 200, height: 50)
    button.setTitle("Present", for: .normal)
    button.addTarget(self, for: .touchUpInside) { [unowned self] sender in self.present(sender) }
    view.addSubview(button)
  }

  func present(_ sender: UIButton) {
    let testVc = TestController()
    testVc.view.backgroundColor = .red
    testVc.modalPresentationStyle = .fullScreen
    // 因为transitioningDelegate是weak 所以这里不能使用局部变量 CustomDelegate()
    //        testVc.transitioningDelegate = CustomDelegate()
    // 设置代理为我们自定义的
    testVc.transitioningDelegate = deletage
    // 弹出控制器
    present(testVc, animated: true, completion: nil)

  }
}

/// The article's presented controller (its code is not shown): a plain controller.
class TestController: UIViewController {}
