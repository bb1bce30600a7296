import Foundation
import Testing

@testable import Segue

/// A large title collapses as the top controller's content scroll view scrolls up, and grows
/// back at the top, as a function of the offset alone.
@MainActor
@Suite struct LargeTitleCollapseTests {
  /// A list whose view is its scroll view, as a `UITableViewController`'s is.
  final class InboxViewController: UIViewController {
    override func loadView() {
      let list = UIScrollView()
      list.contentSize = CGSize(width: 393, height: 2_000)
      view = list
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      title = "Inbox"
    }
  }

  let inbox = InboxViewController()
  let navigation: UINavigationController
  let window: UIWindow
  var bar: UINavigationBar { navigation.navigationBar }
  var list: UIScrollView { inbox.view as! UIScrollView }

  init() {
    navigation = UINavigationController(rootViewController: inbox)
    navigation.navigationBar.prefersLargeTitles = true
    window = makeWindow(root: navigation, device: .iPhone15)
    window.layoutIfNeeded()
  }

  /// The top of the content (content y = 0) in the window, in points.
  var contentTop: CGFloat { list.convert(CGPoint.zero, to: nil).y }

  /// Scrolls `list` to `y` and lays the window out, as a frame does.
  func scroll(_ list: UIScrollView, to y: CGFloat) {
    list.contentOffset = CGPoint(x: 0, y: y)
    window.layoutIfNeeded()
  }

  @Test func atRestTheContentStartsUnderTheFullLargeTitle() {
    #expect(navigation.contentView.frame.minY == 103, "the large-title row lies over it")
    #expect(inbox.view.safeAreaInsets.top == 52)
    #expect(list.adjustedContentInset.top == 52)
    #expect(list.contentOffset.y == -52)
    #expect(bar.frame == CGRect(x: 0, y: 0, width: 393, height: 155))
    #expect(contentTop == 155, "just below the large title")
    #expect(bar.titleLabel.alpha == 0)
    #expect(bar.backgroundColor == .clear, "the scroll-edge look")
  }

  @Test func scrollingHalfWayShrinksTheRowWithTheContentFollowingTheBar() {
    scroll(list, to: -52 + 26)
    #expect(bar.largeTitleCollapse == 26)
    #expect(bar.frame.height == 129)
    #expect(contentTop == bar.frame.maxY, "the content's top edge follows the bar's bottom")
    #expect(bar.itemView.largeTitle.convert(CGPoint.zero, to: nil).y == 77, "rides up")
    #expect(bar.titleLabel.alpha == 0)
    #expect(bar.backgroundColor == .clear)

    scroll(list, to: -52 + 45.5)
    #expect(bar.titleLabel.alpha == 0.5, "the inline title fades in over the last 13 points")
  }

  @Test func pastTheCollapseTheBarIsStandardAndTheContentGoesUnderIt() {
    scroll(list, to: -52 + 100)
    #expect(bar.largeTitleCollapse == 52)
    #expect(bar.frame.height == 103)
    #expect(contentTop == 55, "under the bar")
    #expect(bar.titleLabel.alpha == 1)
    #expect(bar.backgroundColor == .secondarySystemBackground, "the standard look")
    #expect(list.adjustedContentInset.top == 52, "the inset stays put")

    scroll(list, to: -52)
    #expect(bar.frame.height == 155 && bar.largeTitleCollapse == 0)
    #expect(bar.titleLabel.alpha == 0 && bar.backgroundColor == .clear)
    #expect(contentTop == 155)
  }

  @Test func aDragAndItsGlideCollapseItFrameByFrameWithTheOffset() {
    let mouse = Mouse(window: window)
    let path = Mouse.steady(CGVector(dx: 0, dy: -1), speed: 120, seconds: 0.3)
    let start = CGPoint(x: 200, y: 600)
    mouse.drag(from: start, through: path, release: false)
    var collapses: Set<CGFloat> = []
    func expectCollapseFollowsTheOffset() {
      let scrolled = list.contentOffset.y + 52
      #expect(isClose(bar.largeTitleCollapse, min(max(scrolled, 0), 52)), "at \(scrolled)")
      #expect(isClose(bar.frame.height, 155 - bar.largeTitleCollapse))
      collapses.insert(bar.largeTitleCollapse)
    }
    expectCollapseFollowsTheOffset()
    #expect(bar.largeTitleCollapse > 0 && bar.largeTitleCollapse < 52, "dragged part way")
    mouse.release(at: CGPoint(x: start.x, y: start.y + (path.last?.dy ?? 0)))
    for _ in 0..<60 {
      expectCollapseFollowsTheOffset()
      window.step()
    }
    #expect(collapses.count > 3, "it went through several heights: \(collapses.sorted())")
    #expect(bar.largeTitleCollapse == 52, "the glide went past the collapse")
  }

  @Test func aPullPastTheTopLeavesTheLargeTitleAtItsFullHeight() {
    scroll(list, to: -52 - 40)
    #expect(bar.frame.height == 155 && bar.largeTitleCollapse == 0)
  }

  @Test func theCollapseCountsFromTheAdjustedInset() {
    list.contentInset.top = 20
    window.layoutIfNeeded()
    #expect(list.adjustedContentInset.top == 72)
    #expect(list.contentOffset.y == -72, "content at rest stays at rest")
    #expect(bar.frame.height == 155)
    scroll(list, to: -72 + 26)
    #expect(bar.largeTitleCollapse == 26)
    scroll(list, to: -52 + 26)
    #expect(bar.largeTitleCollapse == 46)
  }

  @Test func aScrollViewInsideTheViewIsWatchedWhenSetOrWhenFirst() {
    final class FeedViewController: UIViewController {
      let header = UIView()
      let feed = UIScrollView()
      override func viewDidLoad() {
        super.viewDidLoad()
        title = "Feed"
        feed.frame = view.bounds
        feed.contentSize = CGSize(width: 393, height: 2_000)
        view.addSubview(header)
        view.addSubview(feed)
      }
    }
    let feedController = FeedViewController()
    navigation.pushViewController(feedController, animated: false)
    window.layoutIfNeeded()
    #expect(feedController.contentScrollView(for: .top) == nil, "not its first subview")
    scroll(feedController.feed, to: feedController.feed.contentOffset.y + 30)
    #expect(bar.largeTitleCollapse == 0)

    feedController.setContentScrollView(feedController.feed, for: .top)
    #expect(bar.largeTitleCollapse == 30)
    #expect(feedController.contentScrollView(for: .bottom) == nil)
    #expect(inbox.contentScrollView(for: .top) === list, "a view that is a scroll view")
  }

  @Test func poppingBackToAScrolledListKeepsItsCollapse() {
    scroll(list, to: -52 + 100)
    let message = UIViewController()
    message.navigationItem.largeTitleDisplayMode = .never
    navigation.pushViewController(message, animated: false)
    window.layoutIfNeeded()
    #expect(bar.frame.height == 103 && bar.backgroundColor == .secondarySystemBackground)
    #expect(message.view.safeAreaInsets.top == 0, "no large title over it")
    navigation.popViewController(animated: false)
    window.layoutIfNeeded()
    #expect(bar.frame.height == 103 && bar.titleLabel.alpha == 1)
    #expect(message.view.safeAreaInsets.top == 0)
    scroll(list, to: -52)
    #expect(bar.frame.height == 155)
  }

  @Test func aControllerAnsweringNilKeepsItsLargeTitle() {
    final class StillInbox: UIViewController {
      override func loadView() {
        let list = UIScrollView()
        list.contentSize = CGSize(width: 393, height: 2_000)
        view = list
      }
      override func contentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? { nil }
    }
    let still = StillInbox()
    navigation.pushViewController(still, animated: false)
    still.navigationItem.largeTitleDisplayMode = .always
    window.layoutIfNeeded()
    scroll(still.view as! UIScrollView, to: 100)
    #expect(bar.largeTitleCollapse == 0 && bar.frame.height == 155)
  }

  @Test func aPushedControllerWithALargeTitleComesInUnderItsRow() {
    let archive = UIViewController()
    archive.title = "Archive"
    navigation.pushViewController(archive, animated: true)
    window.step(frames: 3)
    #expect(archive.view.safeAreaInsets.top == 52, "mid-push")
    window.step(frames: 40)
    #expect(bar.frame.height == 155 && archive.view.safeAreaInsets.top == 52)
  }

  @Test func anEdgeOtherThanTopOrBottomIsNilWithAWarning() {
    let (scrollView, warnings) = capturingWarnings { inbox.contentScrollView(for: .leading) }
    #expect(scrollView == nil)
    #expect(warnings.count == 1 && warnings.first?.contains("takes .top or .bottom") == true)
  }
}
