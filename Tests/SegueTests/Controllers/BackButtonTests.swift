import Foundation
import Testing

@testable import Segue

/// The navigation bar's back button as iOS code configures it: its title from the item
/// below, falling back to "Back" and to the chevron alone, hidden or replaced by the top
/// item, and a tap on it popping (issue 15, point 5).
@MainActor
@Suite struct BackButtonTests {
  final class InboxViewController: UIViewController {
    override func viewDidLoad() {
      super.viewDidLoad()
      title = "All Mailboxes"
      navigationItem.backButtonTitle = "Inbox"
    }
  }

  /// Records the operations the navigation controller asks animators for.
  final class Delegate: NSObject, UINavigationControllerDelegate {
    var operations: [UINavigationController.Operation] = []
    func navigationController(
      _ navigationController: UINavigationController,
      animationControllerFor operation: UINavigationController.Operation,
      from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
      operations.append(operation)
      return nil
    }
  }

  /// An iPhone 15 window showing `below` with `top` pushed on it, laid out.
  func push(
    _ top: UIViewController, on below: UIViewController
  ) -> (UINavigationController, UIWindow) {
    let navigation = UINavigationController(rootViewController: below)
    let window = makeWindow(root: navigation, device: .iPhone15)
    window.layoutIfNeeded()
    navigation.pushViewController(top, animated: false)
    window.layoutIfNeeded()
    return (navigation, window)
  }

  func message(_ title: String = "Message") -> UIViewController {
    let controller = UIViewController()
    controller.title = title
    return controller
  }

  /// The back button, laid out (it picks its title as the bar lays it out).
  func backButton(_ navigation: UINavigationController) -> BackButtonView? {
    navigation.view.window?.layoutIfNeeded()
    return navigation.navigationBar.itemView.backButton
  }

  @Test func thePreviousItemsBackButtonTitleShowsAtTheLeadingEdgeAfterTheChevron() throws {
    let inbox = InboxViewController()
    let (navigation, window) = push(message(), on: inbox)
    #expect(navigation.navigationBar.backItem === inbox.navigationItem)
    let back = try #require(backButton(navigation))
    #expect(back.title == "Inbox", "backButtonTitle before title")
    let frame = back.convert(back.bounds, to: window)
    #expect(frame.minX == 0 && frame.minY == 59 && frame.height == 44)
    let chevron = try #require(back.subviews.first as? UIImageView)
    #expect(chevron.frame == CGRect(x: 8, y: 11.5, width: 13, height: 21))
    let label = try #require(back.subviews.last as? UILabel)
    #expect(label.frame.minX == 27 && label.textColor == navigation.navigationBar.tintColor)

    inbox.navigationItem.backButtonTitle = nil
    #expect(backButton(navigation)?.title == "All Mailboxes", "then the title, redrawn")
    inbox.title = nil
    #expect(backButton(navigation)?.title == "Back", "then the generic title")
    inbox.navigationItem.backButtonTitle = ""
    #expect(backButton(navigation)?.title == nil, "an empty title: the chevron alone")
  }

  @Test func theBackBarButtonItemsTitleWinsAndTheDisplayModeAppliesWithoutIt() {
    let inbox = InboxViewController()
    inbox.navigationItem.backBarButtonItem = UIBarButtonItem(
      title: "Mail", style: .plain, target: nil, action: nil)
    inbox.navigationItem.backButtonDisplayMode = .minimal
    let (navigation, window) = push(message(), on: inbox)
    defer { withExtendedLifetime(window) {} }
    #expect(backButton(navigation)?.title == "Mail", "the display mode is for no item")

    inbox.navigationItem.backBarButtonItem = nil
    #expect(backButton(navigation)?.title == nil, ".minimal: the chevron alone")
    inbox.navigationItem.backButtonDisplayMode = .generic
    #expect(backButton(navigation)?.title == "Back", ".generic ignores backButtonTitle")
    inbox.navigationItem.backButtonDisplayMode = .default
    #expect(backButton(navigation)?.title == "Inbox")
  }

  @Test func aTitleThatDoesNotFitBesideTheCenteredTitleFallsBackToBackThenTheChevron() {
    let inbox = UIViewController()
    inbox.title = "All Mailboxes and Archived Conversations"
    let top = message()
    let (navigation, window) = push(top, on: inbox)
    #expect(backButton(navigation)?.title == "Back")
    let title = navigation.navigationBar.titleLabel.intrinsicContentSize.width
    #expect(backButton(navigation)!.frame.maxX <= (393 - title) / 2 - 8, "8 pt short of it")

    top.title = "A message with a rather long subject"
    window.layoutIfNeeded()
    #expect(backButton(navigation)?.title == nil, "no room even for Back")
    #expect(backButton(navigation)?.frame.width == 44, "still a full touch target")
  }

  @Test func hidesBackButtonHidesItAndLeadingItemsReplaceItUnlessTheySupplementIt() throws {
    let top = message()
    let (navigation, window) = push(top, on: InboxViewController())
    top.navigationItem.setHidesBackButton(true, animated: true)
    #expect(backButton(navigation) == nil)
    top.navigationItem.hidesBackButton = false
    #expect(backButton(navigation) != nil)

    top.navigationItem.leftBarButtonItem = UIBarButtonItem(
      title: "Reply", style: .plain, target: nil, action: nil)
    window.layoutIfNeeded()
    #expect(backButton(navigation) == nil, "the leading item takes its place")
    let reply = try #require(
      navigation.navigationBar.itemView.subviews.first { $0 is BarButtonView })
    #expect(reply.frame.minX == 16)

    top.navigationItem.leftItemsSupplementBackButton = true
    window.layoutIfNeeded()
    let back = try #require(backButton(navigation))
    let after = try #require(
      navigation.navigationBar.itemView.subviews.first { $0 is BarButtonView })
    #expect(back.title == "Inbox" && after.frame.minX == back.frame.maxX + 8, "it follows")

    top.navigationItem.hidesBackButton = true
    #expect(backButton(navigation) == nil, "hidden whatever the left items say")
  }

  @Test func aBackIndicatorImageReplacesTheChevronOnceItsMaskIsSetOrFromTheAppearance()
    throws
  {
    let (navigation, window) = push(message(), on: InboxViewController())
    defer { withExtendedLifetime(window) {} }
    func indicator() -> UIImage? { (backButton(navigation)?.subviews.first as? UIImageView)?.image }
    #expect(indicator() === BackButtonView.chevron)
    let arrow = try #require(UIImage(systemName: "chevron.left"))
    let bar = navigation.navigationBar
    bar.backIndicatorImage = arrow
    #expect(indicator() === BackButtonView.chevron, "UIKit wants the mask too")
    bar.backIndicatorTransitionMaskImage = arrow
    #expect(indicator() === arrow)

    let star = try #require(UIImage(systemName: "star.fill"))
    let appearance = UINavigationBarAppearance()
    appearance.setBackIndicatorImage(star, transitionMaskImage: star)
    #expect(appearance.backIndicatorImage === star)
    bar.standardAppearance = appearance
    #expect(indicator() === star, "the appearance's wins")
    appearance.setBackIndicatorImage(nil, transitionMaskImage: star)
    #expect(appearance.backIndicatorImage === BackButtonView.chevron, "nil resets both")
    #expect(appearance.backIndicatorTransitionMaskImage === BackButtonView.chevron)
  }

  @Test func theRootControllerHasNoBackButton() {
    let navigation = UINavigationController(rootViewController: InboxViewController())
    let window = makeWindow(root: navigation, device: .iPhone15)
    window.layoutIfNeeded()
    #expect(backButton(navigation) == nil && navigation.navigationBar.backItem == nil)
  }

  @Test func aTapOnTheBackButtonPopsAnimatedThroughTheDelegate() throws {
    let inbox = InboxViewController()
    let (navigation, window) = push(message(), on: inbox)
    let delegate = Delegate()
    navigation.delegate = delegate
    let back = try #require(backButton(navigation))
    let point = back.convert(CGPoint(x: back.bounds.midX, y: back.bounds.midY), to: window)

    window.handle(PointerInput(phase: .down, location: point, timestamp: 1))
    #expect(back.alpha == BarControl.pressedAlpha, "dimmed while the finger is down")
    window.handle(PointerInput(phase: .up, location: point, timestamp: 1.08))
    #expect(back.alpha == 1)
    #expect(navigation.viewControllers == [inbox], "the stack changes at the tap")
    #expect(navigation.isTransitioning, "animated")
    window.step(frames: 30)
    #expect(delegate.operations == [.pop] && !navigation.isTransitioning)
    #expect(
      backButton(navigation) == nil && navigation.navigationBar.topItem === inbox.navigationItem)
  }

  @Test func aBarButtonDimsWhilePressedUnlessDisabled() throws {
    let top = message()
    top.navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Edit", style: .plain, target: nil, action: nil)
    let (navigation, window) = push(top, on: InboxViewController())
    let edit = try #require(
      navigation.navigationBar.itemView.subviews.first { $0 is BarButtonView })
    let point = edit.convert(CGPoint(x: edit.bounds.midX, y: edit.bounds.midY), to: window)
    window.handle(PointerInput(phase: .down, location: point, timestamp: 1))
    #expect(edit.alpha == BarControl.pressedAlpha)
    window.handle(PointerInput(phase: .move, location: CGPoint(x: 200, y: 300), timestamp: 1.1))
    #expect(edit.alpha == 1, "a finger moved off it lifts the dimming")
    window.handle(PointerInput(phase: .up, location: CGPoint(x: 200, y: 300), timestamp: 1.2))

    top.navigationItem.rightBarButtonItem?.isEnabled = false
    window.handle(PointerInput(phase: .down, location: point, timestamp: 2))
    #expect(edit.alpha == 1, "disabled")
    window.handle(PointerInput(phase: .up, location: point, timestamp: 2.1))
  }

  /// Mid-push the old bar's buttons fade out as the new one's, back button and all, fade
  /// in, its title sliding in from where the old title was; a cancelled back swipe leaves
  /// the old bar, back button included.
  @Test func theBackButtonCrossFadesWithTheTransitionAndACancelledSwipeKeepsIt() throws {
    let inbox = InboxViewController()
    let navigation = UINavigationController(rootViewController: inbox)
    let window = makeWindow(root: navigation, device: .iPhone15)
    window.layoutIfNeeded()
    navigation.pushViewController(message(), animated: true)
    window.step(frames: 11)
    let views = navigation.navigationBar.subviews.compactMap { $0 as? NavigationItemView }
    try #require(views.count == 2)
    #expect(views[0].backButton == nil && views[1].backButton?.title == "Inbox")
    let fading = views[1].presentation().alpha
    #expect(fading > 0.1 && fading < 0.9, "half way: \(fading)")
    let slide = try #require(views[1].backButton?.label.presentation().transform.tx)
    #expect(slide > 10 && slide < 393 / 2 - 10, "coming from the old title's place: \(slide)")
    window.step(frames: 20)

    let edge = CGPoint(x: 5, y: 400)
    var time = window.animationEngine.clock.now
    window.handle(PointerInput(phase: .down, location: edge, timestamp: time))
    for x in stride(from: 15, through: 95, by: 10) {
      time += 1.0 / 60
      window.handle(
        PointerInput(phase: .move, location: CGPoint(x: CGFloat(x), y: 400), timestamp: time))
      window.step(frames: 1)
    }
    for _ in 0..<6 {  // held still: no speed left at the release
      time += 1.0 / 60
      window.handle(PointerInput(phase: .move, location: CGPoint(x: 95, y: 400), timestamp: time))
      window.step(frames: 1)
    }
    #expect(navigation.isTransitioning, "the swipe drives a pop")
    window.handle(PointerInput(phase: .up, location: CGPoint(x: 95, y: 400), timestamp: time))
    window.step(frames: 60)
    #expect(navigation.viewControllers.count == 2, "the slow, short swipe cancelled")
    #expect(backButton(navigation)?.title == "Inbox")
    #expect(navigation.navigationBar.backItem === inbox.navigationItem)
    #expect(navigation.navigationBar.subviews.filter { $0 is NavigationItemView }.count == 1)
  }
}
