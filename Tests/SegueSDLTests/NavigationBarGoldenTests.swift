import Segue
import SegueTesting
import SnapshotTesting
import Testing

/// The navigation bar as iOS code configures it, drawn (issue 15, point 5). The reference
/// PNGs in `__Snapshots__/NavigationBarGoldenTests` were looked at before they were
/// committed: see each test.
@MainActor
@Suite struct NavigationBarGoldenTests {
  final class NotesViewController: UIViewController {
    override func viewDidLoad() {
      super.viewDidLoad()
      title = "Notes"
      view.backgroundColor = .systemBackground
      navigationItem.leftBarButtonItem = UIBarButtonItem(
        barButtonSystemItem: .cancel, target: nil, action: nil)
      navigationItem.rightBarButtonItems = [
        UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil),
        UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil),
      ]
    }
  }

  /// A key window on the iPhone 15 showing `root`, laid out.
  func window(_ root: UIViewController) -> UIWindow {
    let device = DeviceDescription.iPhone15
    let window = UIWindow(frame: CGRect(origin: .zero, size: device.screenSize))
    window.screen = UIScreen(device: device)
    window.rootViewController = root
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    return window
  }

  /// The top `height` points of the screen.
  func top(_ height: CGFloat) -> CGSize {
    CGSize(width: DeviceDescription.iPhone15.screenSize.width, height: height)
  }

  /// "Cancel" at the left margin; a plus and "Edit" at the right, in the blue tint; the
  /// bold title in the middle; the gray material and its hairline under the status bar.
  @Test func barButtonItems() {
    let navigation = UINavigationController(rootViewController: NotesViewController())
    assertSnapshot(of: window(navigation), as: .image(size: top(120)), named: "buttons")
  }

  /// "Notes", 34 pt bold, at the left margin in the row under the buttons, on a
  /// transparent bar (no scrollEdgeAppearance: no material, no hairline), the inline title
  /// hidden.
  @Test func largeTitle() {
    let navigation = UINavigationController(rootViewController: NotesViewController())
    navigation.navigationBar.prefersLargeTitles = true
    assertSnapshot(of: window(navigation), as: .image(size: top(170)), named: "large-title")
  }

  /// A list of alternating teal and yellow 40-point rows that is its controller's view.
  final class StripesViewController: UIViewController {
    override func loadView() {
      let list = UIScrollView()
      list.backgroundColor = .systemBackground
      list.contentSize = CGSize(width: 393, height: 2_000)
      for row in 0..<50 {
        let stripe = UIView(frame: CGRect(x: 0, y: CGFloat(row) * 40, width: 393, height: 40))
        stripe.backgroundColor = row.isMultiple(of: 2) ? .systemTeal : .systemYellow
        list.addSubview(stripe)
      }
      view = list
    }
  }

  /// The large title "Stripes" scrolled half way (26 of its 52 points): the bar 129 points
  /// tall, transparent, the title's upper half cut off by the title row, the first (teal)
  /// row right under it; then past the collapse (100 points): the 103-point gray bar with
  /// its hairline and the inline bold title, the stripes running up under it.
  @Test func largeTitleCollapsing() {
    let stripes = StripesViewController()
    stripes.title = "Stripes"
    let navigation = UINavigationController(rootViewController: stripes)
    navigation.navigationBar.prefersLargeTitles = true
    let window = window(navigation)
    let list = stripes.view as! UIScrollView
    for (name, offset) in [("half", CGFloat(-26)), ("past", CGFloat(48))] {
      list.contentOffset = CGPoint(x: 0, y: offset)
      window.layoutIfNeeded()
      assertSnapshot(of: window, as: .image(size: top(200)), named: name)
    }
  }

  /// An opaque indigo bar, up under the status bar, white title and buttons, no hairline.
  @Test func customAppearance() {
    let navigation = UINavigationController(rootViewController: NotesViewController())
    let appearance = UINavigationBarAppearance()
    appearance.configureWithOpaqueBackground()
    appearance.backgroundColor = .systemIndigo
    appearance.shadowColor = .clear
    appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
    navigation.navigationBar.standardAppearance = appearance
    navigation.navigationBar.tintColor = .white
    assertSnapshot(of: window(navigation), as: .image(size: top(120)), named: "opaque-indigo")
  }

  /// `title` pushed on a controller titled `below` whose item `configure` sets up.
  func pushed(
    _ title: String, on below: String, configure: (UINavigationItem) -> Void = { _ in }
  ) -> UINavigationController {
    let inbox = UIViewController()
    inbox.title = below
    configure(inbox.navigationItem)
    let message = UIViewController()
    message.title = title
    message.view.backgroundColor = .systemBackground
    message.navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Edit", style: .plain, target: nil, action: nil)
    let navigation = UINavigationController(rootViewController: inbox)
    navigation.pushViewController(message, animated: false)
    return navigation
  }

  /// The blue chevron 8 points from the left edge, 13×21 with round ends, then "Inbox"
  /// (the item below's `backButtonTitle`) in the same blue, centered on the title row;
  /// "Message" bold in the middle, "Edit" at the right.
  @Test func backButton() {
    let navigation = pushed("Message", on: "All Mailboxes") { $0.backButtonTitle = "Inbox" }
    assertSnapshot(of: window(navigation), as: .image(size: top(120)), named: "back-button")
  }

  /// "Back" after the chevron: the item below's long title does not fit before "Message".
  @Test func backButtonLongTitleFallsBack() {
    let navigation = pushed("Message", on: "All Mailboxes and Archived Conversations")
    assertSnapshot(
      of: window(navigation), as: .image(size: top(120)), named: "back-button-generic")
  }

  /// The chevron alone (`backButtonDisplayMode = .minimal` on the item below).
  @Test func backButtonMinimal() {
    let navigation = pushed("Message", on: "Inbox") { $0.backButtonDisplayMode = .minimal }
    assertSnapshot(
      of: window(navigation), as: .image(size: top(120)), named: "back-button-minimal")
  }

  /// Dark: the dark material, the chevron and "Inbox" and "Edit" in dark mode's lighter
  /// blue, the white title.
  @Test func backButtonDark() {
    let navigation = pushed("Message", on: "Inbox")
    let window = window(navigation)
    window.overrideUserInterfaceStyle = .dark
    window.layoutIfNeeded()
    assertSnapshot(of: window, as: .image(size: top(120)), named: "back-button-dark")
  }

  /// 0.1 s into the 0.2 s slide: the bar half way up behind the status bar (its title row's
  /// lower part still showing), the yellow content following it up.
  @Test func barHiddenMidAnimation() {
    let notes = NotesViewController()
    let navigation = UINavigationController(rootViewController: notes)
    let window = window(navigation)
    notes.view.backgroundColor = .systemYellow
    navigation.setNavigationBarHidden(true, animated: true)
    window.step(frames: 6)
    assertSnapshot(of: window, as: .image(size: top(120)), named: "hiding")
  }

  /// Half way through the push of a controller with `hidesBottomBarWhenPushed`: the teal
  /// page coming in over the dimmed library, down to the bottom of the screen, the tab bar
  /// sliding out to the left in step with it; in the bar, the library's items fading out
  /// and "Photo" sliding in.
  @Test func tabBarHiddenMidPush() {
    final class PhotoViewController: UIViewController {
      override func viewDidLoad() {
        super.viewDidLoad()
        title = "Photo"
        view.backgroundColor = .systemTeal
        hidesBottomBarWhenPushed = true
      }
    }
    let library = NotesViewController()
    library.title = "Library"
    let navigation = UINavigationController(rootViewController: library)
    let settings = UIViewController()
    settings.title = "Settings"
    let tabs = UITabBarController()
    tabs.viewControllers = [navigation, settings]
    let window = window(tabs)
    let photo = PhotoViewController()
    photo.loadViewIfNeeded()
    navigation.pushViewController(photo, animated: true)
    window.step(frames: 11)
    assertSnapshot(
      of: window, as: .image(size: DeviceDescription.iPhone15.screenSize), named: "mid-push")
  }
}
