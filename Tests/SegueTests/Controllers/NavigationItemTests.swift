import Foundation
import Testing

@testable import Segue

/// `navigationItem` as iOS code configures it (issue 15, point 5).
@MainActor
@Suite struct NavigationItemTests {
  @Test func theTitleComesFromTheControllerAndTheItemIsWhatTheBarShows() {
    final class InboxViewController: UIViewController {
      override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
        navigationItem.backButtonTitle = "Back"
        navigationItem.rightBarButtonItem = UIBarButtonItem(
          barButtonSystemItem: .compose, target: self
        ) { _ in }
      }
    }
    let inbox = InboxViewController()
    let navigation = UINavigationController(rootViewController: inbox)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = navigation
    window.layoutIfNeeded()
    #expect(inbox.navigationItem.title == "Inbox")
    #expect(navigation.navigationBar.titleLabel.text == "Inbox")
    #expect(inbox.navigationItem.rightBarButtonItems?.first?.systemItem == .compose)
    #expect(inbox.navigationItem.backButtonTitle == "Back")

    let detail = UIViewController()
    detail.navigationItem.title = "Message"
    detail.navigationItem.setHidesBackButton(true, animated: true)
    navigation.pushViewController(detail, animated: false)
    window.step(frames: 2)
    #expect(navigation.navigationBar.titleLabel.text == "Message", "the item's own title")
    #expect(detail.title == nil && detail.navigationItem.hidesBackButton)
  }

  @Test func settingOneBarButtonItemReplacesThemAll() {
    let item = UINavigationItem(title: "Edit")
    let done = UIBarButtonItem(barButtonSystemItem: .done, target: nil) { _ in }
    let cancel = UIBarButtonItem(barButtonSystemItem: .cancel, target: nil) { _ in }
    item.setLeftBarButtonItems([cancel, done], animated: false)
    #expect(item.leftBarButtonItem === cancel)
    item.leftBarButtonItem = done
    #expect(item.leftBarButtonItems?.count == 1 && item.leftBarButtonItems?.first === done)
    item.setRightBarButton(nil, animated: true)
    #expect(item.rightBarButtonItems == nil && item.title == "Edit")
  }
}
