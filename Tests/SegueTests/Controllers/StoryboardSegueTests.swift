import Foundation
import Testing

@testable import Segue

@MainActor
private final class DetailViewController: UIViewController {
  var item: String?
}

/// The list of a master-detail port: its storyboard's segues registered in code, and
/// `prepare(for:sender:)` and `shouldPerformSegue` as the iOS code wrote them.
@MainActor
private final class ListViewController: UIViewController {
  let composeButton = UIButton(type: .system)
  /// The source is held weakly: it is this controller, which must not keep itself alive.
  struct Prepared {
    let identifier: String?
    weak var source: UIViewController?
    let destination: UIViewController
  }
  var prepared: [Prepared] = []
  var senders: [String] = []
  var allowsCompose = true

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(composeButton)
    registerSegue(withIdentifier: "showDetail") { DetailViewController() }
    registerSegue(withIdentifier: "compose", kind: .present, triggeredBy: composeButton) {
      DetailViewController()
    }
    registerSegue(
      withIdentifier: "fade",
      kind: .custom { identifier, source, destination in
        FadeSegue(identifier: identifier, source: source, destination: destination)
      }
    ) { DetailViewController() }
  }

  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    prepared.append(
      Prepared(identifier: segue.identifier, source: segue.source, destination: segue.destination))
    senders.append(String(describing: sender ?? "nil"))
    (segue.destination as? DetailViewController)?.item = sender as? String
  }

  override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
    identifier != "compose" || allowsCompose
  }
}

/// A custom segue as iOS code subclasses one.
@MainActor
private final class FadeSegue: UIStoryboardSegue {
  override func perform() {
    destination.modalTransitionStyle = .crossDissolve
    source.present(destination, animated: false)
  }
}

/// `UIStoryboardSegue`, `performSegue(withIdentifier:sender:)`, `prepare(for:sender:)` and
/// `shouldPerformSegue` with segues registered in code (issue 15, point 5).
@MainActor
@Suite struct StoryboardSegueTests {
  func window(_ root: UIViewController) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = root
    window.makeKeyAndVisible()
    return window
  }

  @Test func aShowSeguePushesInANavigationControllerAfterPrepare() {
    let list = ListViewController()
    let navigation = UINavigationController(rootViewController: list)
    let window = window(navigation)
    list.performSegue(withIdentifier: "showDetail", sender: "Inbox")
    window.step(frames: 40)
    #expect(list.prepared.count == 1)
    #expect(list.prepared.first?.identifier == "showDetail")
    #expect(list.prepared.first?.source === list)
    let detail = navigation.topViewController as? DetailViewController
    #expect(detail === list.prepared.first?.destination)
    #expect(detail?.item == "Inbox", "prepare handed the data over")
  }

  @Test func aShowSegueOutsideANavigationControllerPresents() {
    let list = ListViewController()
    let window = window(list)
    list.performSegue(withIdentifier: "showDetail", sender: nil)
    window.step(frames: 40)
    #expect(list.presentedViewController is DetailViewController)
    #expect(list.senders == ["nil"])
  }

  @Test func aCustomSegueRunsItsOwnPerform() {
    let list = ListViewController()
    let window = window(list)
    list.performSegue(withIdentifier: "fade", sender: nil)
    window.step(frames: 2)
    #expect(list.presentedViewController?.modalTransitionStyle == .crossDissolve)
  }

  @Test func aControlTriggersItsSegueWhenShouldPerformAllows() {
    let list = ListViewController()
    let window = window(list)
    list.allowsCompose = false
    list.composeButton.sendActions(for: .touchUpInside)
    window.step(frames: 40)
    #expect(list.presentedViewController == nil && list.prepared.isEmpty)
    list.allowsCompose = true
    list.composeButton.sendActions(for: .touchUpInside)
    window.step(frames: 40)
    #expect(list.presentedViewController is DetailViewController)
    #expect(list.senders.first?.contains("UIButton") == true, "the control is the sender")
  }

  @Test func anUnregisteredIdentifierIsNamedAndNothingHappens() {
    let list = ListViewController()
    let window = window(list)
    let (_, warnings) = capturingWarnings {
      list.performSegue(withIdentifier: "showSettings", sender: nil)
    }
    window.step(frames: 40)
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("'showSettings'") == true)
    #expect(warnings.first?.contains("ListViewController") == true)
    #expect(warnings.first?.contains("'compose', 'fade', 'showDetail'") == true)
    #expect(list.prepared.isEmpty && list.presentedViewController == nil)
  }

  @Test func aSegueWithAPerformHandlerCallsIt() {
    var performed = 0
    let segue = UIStoryboardSegue(
      identifier: "x", source: UIViewController(), destination: UIViewController()
    ) { performed += 1 }
    segue.perform()
    #expect(performed == 1)
    let plain = UIStoryboardSegue(
      identifier: nil, source: UIViewController(), destination: UIViewController())
    plain.perform()
    #expect(plain.identifier == nil)
  }
}
