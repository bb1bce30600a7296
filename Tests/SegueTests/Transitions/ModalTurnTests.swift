import Foundation
import Testing

@testable import Segue

/// `.flipHorizontal` and `.partialCurl` turn the views in 3D (not a cross-dissolve), as
/// the modal transition style or as `preferredTransition`, and leave them flat at the end.
@MainActor
@Suite struct ModalTurnTests {
  private func present(_ style: UIModalTransitionStyle, preferred: Bool) -> (
    root: UIViewController, presented: UIViewController, window: UIWindow
  ) {
    let root = UIViewController()
    let presented = UIViewController()
    presented.modalPresentationStyle = .fullScreen
    if preferred {
      presented.preferredTransition = style == .flipHorizontal ? .flipHorizontal : .partialCurl
    } else {
      presented.modalTransitionStyle = style
    }
    let window = makeWindow(root: root)
    root.present(presented, animated: true)
    return (root, presented, window)
  }

  @Test(arguments: [false, true])
  func flipTurnsBothPagesAboutTheVerticalAxis(preferred: Bool) throws {
    let (root, presented, window) = present(.flipHorizontal, preferred: preferred)
    for _ in 0..<10 { window.animationEngine.step() }
    // A quarter of the way (ease-in-out), both pages are turned, in perspective.
    let shown = try #require(root.view.layer.presentation()?.transform)
    #expect(shown.m34 != 0)
    #expect(shown.m13 != 0)  // a turn about y moves x into z
    #expect(!presented.view.layer.isDoubleSided)
    for _ in 0..<40 { window.animationEngine.step() }
    #expect(root.presentedViewController === presented)
    #expect(presented.view.layer.transform == CATransform3DIdentity)
    #expect(presented.view.layer.isDoubleSided)
    root.dismiss(animated: true)
    for _ in 0..<50 { window.animationEngine.step() }
    #expect(root.presentedViewController == nil)
    #expect(root.view.window === window)
    #expect(root.view.layer.transform == CATransform3DIdentity)
  }

  @Test(arguments: [false, true])
  func curlRollsThePresentingPageUpAroundACylinder(preferred: Bool) throws {
    let (root, presented, window) = present(.partialCurl, preferred: preferred)
    for _ in 0..<18 { window.animationEngine.step() }
    // The page's strips stand in for it, above the presented page, in perspective.
    let container = try #require(presented.view.superview)
    let curl = try #require(container.subviews.last as? PageCurlView)
    #expect(root.view.isHidden)
    #expect(curl.layer.sublayerTransform.m34 != 0)
    let shown = curl.subviews.compactMap { $0.layer.presentation()?.transform }
    #expect(shown.first == CATransform3DIdentity)  // the top stays flat
    #expect(shown.contains { $0.m23 != 0 })  // strips turned about x, y into z
    for _ in 0..<40 { window.animationEngine.step() }
    // Presented: the curled page stays over the presented one, taking taps (dismisses).
    #expect(root.presentedViewController === presented)
    #expect(curl.superview === container)
    #expect(curl.isUserInteractionEnabled)
    #expect(!root.view.isHidden)
    #expect(root.view.window == nil)
    root.dismiss(animated: true)
    for _ in 0..<2 { window.animationEngine.step() }
    #expect(curl.superview == nil)
    let uncurl = container.subviews.filter { $0 is PageCurlView }
    #expect(uncurl.count == 1)
    for _ in 0..<50 { window.animationEngine.step() }
    #expect(root.presentedViewController == nil)
    #expect(root.view.window === window)
    #expect(!root.view.isHidden)
    #expect(uncurl.first?.superview == nil)
  }

  /// As on iOS, a tap on the curled page dismisses the presented controller with the
  /// reverse curl; a tap below it, on the presented controller's content, reaches that
  /// content and dismisses nothing.
  @Test func tapOnTheCurlDismisses() throws {
    let (root, presented, window) = present(.partialCurl, preferred: false)
    var contentTaps = 0
    presented.view.addGestureRecognizer(
      UITapGestureRecognizer(target: nil) { _ in contentTaps += 1 })
    for _ in 0..<50 { window.animationEngine.step() }
    #expect(root.presentedViewController === presented)
    func tap(_ x: CGFloat, _ y: CGFloat) {
      for phase in [PointerInput.Phase.down, .up] {
        window.handle(
          PointerInput(
            phase: phase, location: CGPoint(x: x, y: y),
            timestamp: window.animationEngine.clock.now + 1.0 / 60))
        window.animationEngine.step()
      }
    }
    // The presented content, uncovered below the curl (the fold stands 280 points down).
    tap(200, 700)
    for _ in 0..<50 { window.animationEngine.step() }
    #expect(contentTaps == 1)
    #expect(root.presentedViewController === presented)
    // The flat top of the curled page.
    tap(200, 100)
    #expect(contentTaps == 1)
    #expect(presented.isBeingDismissed)
    let container = try #require(presented.view.superview)
    #expect(container.subviews.last is PageCurlView)
    for _ in 0..<50 { window.animationEngine.step() }
    #expect(root.presentedViewController == nil)
    #expect(root.view.window === window)
    #expect(!container.subviews.contains { $0 is PageCurlView })
  }

  /// A page with no height (the fuzzer's window sized to nothing) poses flat, not NaN.
  @Test func curlOfAnEmptyPageStaysFlat() {
    let curl = PageCurlView(
      page: UIView(frame: CGRect(x: 0, y: 0, width: 6, height: 0)), eyeDistance: 1000)
    for progress in [0, 0.5, 1] as [CGFloat] {
      #expect(curl.pose(at: progress).allSatisfy { $0.transform == CATransform3DIdentity })
    }
  }

  /// UIKit raises when `.partialCurl` is asked with a style other than `.fullScreen` (a
  /// plain `.automatic` included); Segue warns once and curls full screen.
  @Test(arguments: [UIModalPresentationStyle.automatic, .overFullScreen])
  func curlOutOfFullScreenWarnsAndPresentsFullScreen(style: UIModalPresentationStyle) throws {
    let root = UIViewController()
    let presented = UIViewController()
    presented.modalPresentationStyle = style
    presented.modalTransitionStyle = .partialCurl
    let window = makeWindow(root: root)
    let warnings = WarningLog()
    // The presentation starts on the next frame.
    Diagnostics.$sink.withValue(warnings.sink) {
      root.present(presented, animated: true)
      for _ in 0..<18 { window.animationEngine.step() }
    }
    #expect(warnings.messages.count == 1)
    #expect(presented.sheetPresentationController == nil)
    let container = try #require(presented.view.superview)
    #expect(container.subviews.last is PageCurlView)
    for _ in 0..<40 { window.animationEngine.step() }
    #expect(root.presentedViewController === presented)
    #expect(root.view.window == nil)  // .fullScreen removes the presenting page
  }

  /// The strips (each drawn a point taller, under the next) lie edge to edge on the cylinder (each one's bottom edge is the next one's
  /// top edge): flat above the fold, round it, then flat on top 2 radii nearer, facing
  /// away under the veil.
  @Test func curlStripsMeetEdgeToEdge() {
    let page = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 400))
    let curl = PageCurlView(page: page, eyeDistance: 1000)
    let pose = curl.pose(at: 0.5)
    /// Where a strip's top or bottom edge lands: (y, z) in the curl's coordinates.
    func edge(_ index: Int, bottom: Bool) -> (y: CGFloat, z: CGFloat) {
      let frame = curl.subviews[index].frame
      let rect = curl.stripRects[index]
      let transform = pose[index].transform
      let local = (bottom ? rect.maxY : rect.minY) - frame.midY
      return (
        frame.midY + local * transform.m22 + transform.m42, local * transform.m23 + transform.m43
      )
    }
    for index in 0..<(pose.count - 1) {
      let (lower, upper) = (edge(index, bottom: true), edge(index + 1, bottom: false))
      #expect(abs(lower.y - upper.y) < 1e-9 && abs(lower.z - upper.z) < 1e-9)
    }
    // The fold at 0.5 stands 400 − 0.5 × 400 × 0.65 = 270 points down.
    #expect(edge(0, bottom: false).y == 0)
    #expect(edge(0, bottom: false).z == 0)
    #expect(pose[0].transform == CATransform3DIdentity)
    #expect(pose[0].veil == 0)
    let last = edge(pose.count - 1, bottom: true)
    #expect(abs(last.z - 2 * PageCurlView.radius) < 1e-9)
    #expect(abs(last.y - (270 - (130 - .pi * PageCurlView.radius))) < 1e-9)
    #expect(abs(pose[pose.count - 1].veil - PageCurlView.backVeil) < 1e-3)
  }
}
