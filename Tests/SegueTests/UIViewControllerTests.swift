import Foundation
import Testing

@testable import Segue

/// Records its loading calls in order.
@MainActor
private final class LoggingViewController: UIViewController {
  var calls: [String] = []

  override func loadView() {
    calls.append("loadView")
    super.loadView()
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    calls.append("viewDidLoad")
  }
}

@MainActor
private final class CustomView: UIView {}

@MainActor
private final class CustomLoadViewController: UIViewController {
  var viewDidLoadSawCustomView = false

  override func loadView() {
    view = CustomView(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    viewDidLoadSawCustomView = view is CustomView
  }
}

@MainActor
private final class ForgetfulViewController: UIViewController {
  var didLoadCount = 0

  override func loadView() {}

  override func viewDidLoad() {
    super.viewDidLoad()
    didLoadCount += 1
  }
}

@MainActor
@Suite("UIViewController")
struct UIViewControllerTests {
  @Test func viewLoadsLazilyOnceInOrder() {
    let controller = LoggingViewController()
    #expect(controller.calls.isEmpty)
    #expect(!controller.isViewLoaded)
    #expect(controller.viewIfLoaded == nil)
    #expect(controller.calls.isEmpty)
    let first: UIView = controller.view
    let second: UIView = controller.view
    #expect(first === second)
    #expect(controller.calls == ["loadView", "viewDidLoad"])
    #expect(controller.isViewLoaded)
    #expect(controller.viewIfLoaded === first)
  }

  @Test func loadViewIfNeededLoadsOnce() {
    let controller = LoggingViewController()
    controller.loadViewIfNeeded()
    controller.loadViewIfNeeded()
    _ = controller.view
    #expect(controller.calls == ["loadView", "viewDidLoad"])
  }

  @Test func defaultViewIsAPlainScreenSizedView() {
    let controller = UIViewController()
    let view: UIView = controller.view
    #expect(type(of: view) == UIView.self)
    #expect(view.frame == UIScreen.main.bounds)
    #expect(view.superview == nil)
    #expect(view.subviews.isEmpty)
  }

  @Test func customLoadViewProvidesTheView() {
    let controller = CustomLoadViewController()
    let view: UIView = controller.view
    #expect(view is CustomView)
    #expect(view.frame == CGRect(x: 0, y: 0, width: 120, height: 80))
    #expect(controller.viewDidLoadSawCustomView)
  }

  @Test func loadViewThatForgetsTheViewWarnsAndFallsBack() {
    let controller = ForgetfulViewController()
    let (view, warnings) = capturingWarnings { controller.view! }
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("ForgetfulViewController") == true)
    #expect(warnings.first?.contains("loadView") == true)
    #expect(type(of: view) == UIView.self)
    #expect(view.frame == UIScreen.main.bounds)
    #expect(controller.didLoadCount == 1)
    let (_, later) = capturingWarnings { _ = controller.view }
    #expect(later.isEmpty)
    #expect(controller.didLoadCount == 1)
  }

  @Test func settingTheViewSkipsLoading() {
    let controller = LoggingViewController()
    let provided = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    controller.view = provided
    #expect(controller.isViewLoaded)
    #expect(controller.view === provided)
    #expect(controller.calls.isEmpty)
  }

  @Test func theViewsNextResponderIsItsController() {
    let controller = UIViewController()
    let view: UIView = controller.view
    #expect(view.next === controller)
    let parent = UIView()
    parent.addSubview(view)
    #expect(view.next === controller)
  }

  @Test func theControllersNextResponderIsItsViewsSuperview() {
    let controller = UIViewController()
    #expect(controller.next == nil)
    let parent = UIView()
    parent.addSubview(controller.view)
    #expect(controller.next === parent)
    controller.view.removeFromSuperview()
    #expect(controller.next == nil)
  }

  @Test func plainViewsChainToTheirSuperview() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let controller = UIViewController()
    window.rootViewController = controller
    let child = UIView()
    controller.view.addSubview(child)
    #expect(child.next === controller.view)
    #expect(controller.view.next === controller)
    #expect(controller.next === window)
    #expect(window.next == nil)
  }

  @Test func replacingTheViewMovesTheControllerLink() {
    let controller = UIViewController()
    let old: UIView = controller.view
    let replacement = UIView()
    controller.view = replacement
    #expect(replacement.next === controller)
    #expect(old.next == nil)
  }

  @Test func aNamedNibIsKeptAndItsLoadWarnsThatThereAreNoNibs() {
    let controller = UIViewController(nibName: "Main", bundle: .main)
    #expect(controller.nibName == "Main")
    #expect(controller.nibBundle === Bundle.main)
    #expect(!controller.isViewLoaded)
    let warnings = WarningLog()
    Diagnostics.$sink.withValue(warnings.sink) { controller.loadViewIfNeeded() }
    #expect(warnings.messages.count == 1)
    #expect(warnings.messages.first?.contains("no nibs here, so none named \"Main\"") == true)
    #expect(controller.view.bounds == UIScreen.main.bounds)
  }

  @Test func noNibNamedLoadsWithoutAWarning() {
    let warnings = WarningLog()
    for controller in [UIViewController(), UIViewController(nibName: nil, bundle: nil)] {
      #expect(controller.nibName == nil && controller.nibBundle == nil)
      Diagnostics.$sink.withValue(warnings.sink) { controller.loadViewIfNeeded() }
    }
    #expect(warnings.messages.isEmpty)
  }
}
