import Foundation
import Testing

@testable import Segue

/// `viewWillLayoutSubviews` and `viewDidLayoutSubviews` as a controller that positions a
/// view by hand reads them.
@MainActor
@Suite struct ViewControllerLayoutCallbackTests {
  final class Controller: UIViewController {
    let badge = UIView()
    var calls: [String] = []

    override func loadView() {
      view = LoggingView()
      (view as! LoggingView).log = { [unowned self] in self.calls.append("layoutSubviews") }
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      view.addSubview(badge)
    }

    override func viewWillLayoutSubviews() {
      super.viewWillLayoutSubviews()
      calls.append("will")
    }

    override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      calls.append("did")
      badge.frame = CGRect(x: view.bounds.maxX - 44, y: 0, width: 44, height: 44)
    }
  }

  final class LoggingView: UIView {
    var log: () -> Void = {}
    override func layoutSubviews() {
      super.layoutSubviews()
      log()
    }
  }

  @Test func theControllerBracketsItsViewsLayoutAndSeesEachResize() {
    let controller = Controller()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = controller
    window.layoutIfNeeded()
    #expect(controller.calls == ["will", "layoutSubviews", "did"])
    #expect(controller.badge.frame.minX == 346)
    controller.calls = []
    window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
    window.layoutIfNeeded()
    #expect(controller.calls == ["will", "layoutSubviews", "did"])
    #expect(controller.badge.frame.minX == 800)
    controller.calls = []
    window.layoutIfNeeded()
    #expect(controller.calls.isEmpty)
  }
}
