import Foundation
import Testing

@testable import Segue

/// Counts `layoutSubviews` calls.
@MainActor
private final class CountingView: UIView {
  var layouts = 0
  var onLayout: ((CountingView) -> Void)?

  override func layoutSubviews() {
    layouts += 1
    onLayout?(self)
  }
}

@MainActor
@Suite("Layout")
struct LayoutTests {
  @Test func aNewViewIsLaidOutOnce() {
    let view = CountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(view.layouts == 0)
    view.layoutIfNeeded()
    #expect(view.layouts == 1)
    view.layoutIfNeeded()
    #expect(view.layouts == 1)
  }

  @Test func setNeedsLayoutCoalescesIntoOneLayout() {
    let view = CountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    view.layoutIfNeeded()
    view.setNeedsLayout()
    view.setNeedsLayout()
    view.setNeedsLayout()
    #expect(view.layouts == 1)
    view.layoutIfNeeded()
    #expect(view.layouts == 2)
    view.layoutIfNeeded()
    #expect(view.layouts == 2)
  }

  @Test func layoutIfNeededReachesDescendantsThatNeedIt() {
    let parent = CountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let child = CountingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    let grandchild = CountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    parent.addSubview(child)
    child.addSubview(grandchild)
    parent.layoutIfNeeded()
    #expect([parent.layouts, child.layouts, grandchild.layouts] == [1, 1, 1] as [Int])
    grandchild.setNeedsLayout()
    parent.layoutIfNeeded()
    #expect([parent.layouts, child.layouts, grandchild.layouts] == [1, 1, 2] as [Int])
  }

  @Test func boundsSizeChangeTriggersLayout() {
    let view = CountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    view.layoutIfNeeded()
    view.frame = CGRect(x: 0, y: 0, width: 120, height: 100)
    view.layoutIfNeeded()
    #expect(view.layouts == 2)
    view.bounds.size.height = 50
    view.layoutIfNeeded()
    #expect(view.layouts == 3)
  }

  @Test func movingWithoutResizingDoesNotTriggerLayout() {
    let view = CountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    view.layoutIfNeeded()
    view.frame = CGRect(x: 50, y: 60, width: 100, height: 100)
    view.center = CGPoint(x: 3, y: 4)
    view.bounds.origin = CGPoint(x: 0, y: 0)
    view.layoutIfNeeded()
    #expect(view.layouts == 1)
  }

  @Test func addingASubviewLaysOutTheParentAgain() {
    let parent = CountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    parent.layoutIfNeeded()
    parent.addSubview(UIView())
    parent.layoutIfNeeded()
    #expect(parent.layouts == 2)
  }

  @Test func removingASubviewLaysOutTheOldParentAgain() {
    // Core Animation marks a layer for layout when sublayers are added or removed.
    let parent = CountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let child = UIView()
    parent.addSubview(child)
    parent.layoutIfNeeded()
    child.removeFromSuperview()
    parent.layoutIfNeeded()
    #expect(parent.layouts == 2)
  }

  @Test func movingASubviewAwayLaysOutTheOldParentAgain() {
    let oldParent = CountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let newParent = CountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let child = UIView()
    oldParent.addSubview(child)
    oldParent.layoutIfNeeded()
    newParent.layoutIfNeeded()
    newParent.addSubview(child)
    oldParent.layoutIfNeeded()
    newParent.layoutIfNeeded()
    #expect(newParent.layouts == 2)
    #expect(oldParent.layouts == 2)
  }

  @Test func layoutIfNeededOnASubviewFirstLaysOutAncestorsThatNeedIt() {
    // CALayer.layoutIfNeeded: "the layer's super layers are traversed until an ancestor
    // layer is found that does not require layout. Then layout is performed on the entire
    // layer-tree beneath that ancestor."
    let parent = CountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let child = CountingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    parent.addSubview(child)
    parent.layoutIfNeeded()
    parent.setNeedsLayout()
    child.setNeedsLayout()
    child.layoutIfNeeded()
    #expect(child.layouts == 2)
    #expect(parent.layouts == 2)
  }

  @Test func layoutSubviewsSeesTheNewSize() {
    let parent = CountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let child = UIView()
    parent.addSubview(child)
    parent.onLayout = { view in
      child.frame = view.bounds.insetBy(dx: 10, dy: 10)
    }
    parent.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 10, y: 10, width: 80, height: 80))
    parent.frame = CGRect(x: 0, y: 0, width: 300, height: 40)
    parent.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 10, y: 10, width: 280, height: 20))
  }

  @Test func noAutoresizingByDefault() {
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let child = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
    #expect(child.autoresizingMask == [])
    parent.addSubview(child)
    parent.frame = CGRect(x: 0, y: 0, width: 200, height: 300)
    #expect(child.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
  }

  /// Mask and new parent size → expected child frame; the parent was 100×100 and the child
  /// (10, 20, 30, 40), so its right margin is 60 and its bottom margin 40.
  nonisolated static let resizeCases: [(UIView.AutoresizingMask, CGSize, CGRect)] = [
    (.flexibleWidth, CGSize(width: 200, height: 100), CGRect(x: 10, y: 20, width: 130, height: 40)),
    (.flexibleHeight, CGSize(width: 100, height: 150), CGRect(x: 10, y: 20, width: 30, height: 90)),
    (
      .flexibleLeftMargin, CGSize(width: 200, height: 100),
      CGRect(x: 110, y: 20, width: 30, height: 40)
    ),
    (
      .flexibleRightMargin, CGSize(width: 200, height: 100),
      CGRect(x: 10, y: 20, width: 30, height: 40)
    ),
    (
      .flexibleTopMargin, CGSize(width: 100, height: 200),
      CGRect(x: 10, y: 120, width: 30, height: 40)
    ),
    (
      .flexibleBottomMargin, CGSize(width: 100, height: 200),
      CGRect(x: 10, y: 20, width: 30, height: 40)
    ),
    // Left margin 10 and right margin 60 share 70 points in proportion 1:6.
    (
      [.flexibleLeftMargin, .flexibleRightMargin], CGSize(width: 170, height: 100),
      CGRect(x: 20, y: 20, width: 30, height: 40)
    ),
    // Width 30 and right margin 60 share −45 in proportion 1:2.
    (
      [.flexibleWidth, .flexibleRightMargin], CGSize(width: 55, height: 100),
      CGRect(x: 10, y: 20, width: 15, height: 40)
    ),
    // Top margin 20, height 40 and bottom margin 40 share 50 as 2:4:4.
    (
      [.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin], CGSize(width: 100, height: 150),
      CGRect(x: 10, y: 30, width: 30, height: 60)
    ),
    // Everything flexible: 10 points each way, shared 10:30:60 across and 20:40:40 down.
    (
      [
        .flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin, .flexibleTopMargin,
        .flexibleHeight, .flexibleBottomMargin,
      ], CGSize(width: 110, height: 110), CGRect(x: 11, y: 22, width: 33, height: 44)
    ),
  ]

  @Test(arguments: resizeCases)
  func autoresizingMask(mask: UIView.AutoresizingMask, size: CGSize, expected: CGRect) {
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let child = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
    child.autoresizingMask = mask
    parent.addSubview(child)
    parent.frame = CGRect(origin: .zero, size: size)
    #expect(isClose(child.frame, expected), "mask \(mask.rawValue)")
  }

  @Test func autoresizingMovesAScaledSubviewWithoutGrowingIt() {
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let child = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
    child.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
    child.autoresizingMask = [.flexibleLeftMargin]
    parent.addSubview(child)
    parent.frame = CGRect(x: 0, y: 0, width: 150, height: 100)
    // Only the left margin is flexible: the child moves 50 points right, same size.
    #expect(child.center == CGPoint(x: 75, y: 40))
    #expect(child.bounds.size == CGSize(width: 30, height: 40))
    #expect(child.frame == CGRect(x: 67.5, y: 30, width: 15, height: 20))
  }

  @Test func autoresizingIsRelativeToTheOldSizeEachTime() {
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let child = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
    child.autoresizingMask = [.flexibleWidth]
    parent.addSubview(child)
    parent.frame.size.width = 150
    parent.frame.size.width = 80
    #expect(child.frame == CGRect(x: 0, y: 0, width: 80, height: 20))
  }

  @Test func rootViewControllerViewFillsTheWindowAndFollowsIt() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let controller = UIViewController()
    window.rootViewController = controller
    let view: UIView = controller.view
    #expect(view.superview === window)
    #expect(view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(view.autoresizingMask == [.flexibleWidth, .flexibleHeight])
    window.frame = CGRect(x: 0, y: 0, width: 1024, height: 768)
    #expect(view.frame == CGRect(x: 0, y: 0, width: 1024, height: 768))
  }

  @Test func replacingTheRootViewControllerSwapsTheViews() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let first = UIViewController()
    let second = UIViewController()
    window.rootViewController = first
    window.rootViewController = second
    #expect(first.view.superview == nil)
    #expect(window.subviews.count == 1)
    #expect(window.subviews.first === second.view)
    #expect(second.view.frame == CGRect(x: 0, y: 0, width: 300, height: 200))
    window.rootViewController = nil
    #expect(window.subviews.isEmpty)
  }
}
