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
  func curlLiftsThePresentingPageAboutItsTopEdge(preferred: Bool) throws {
    let (root, presented, window) = present(.partialCurl, preferred: preferred)
    for _ in 0..<18 { window.animationEngine.step() }
    // The presenting page is above the presented one, lifted about x.
    let container = try #require(presented.view.superview)
    #expect(root.view.superview === container)
    #expect(container.subviews.last === root.view)
    let shown = try #require(root.view.layer.presentation()?.transform)
    #expect(shown.m34 != 0)
    #expect(shown.m23 != 0)  // a turn about x moves y into z
    for _ in 0..<40 { window.animationEngine.step() }
    #expect(root.presentedViewController === presented)
    #expect(root.view.window == nil)
    #expect(root.view.layer.transform == CATransform3DIdentity)
    root.dismiss(animated: true)
    for _ in 0..<50 { window.animationEngine.step() }
    #expect(root.presentedViewController == nil)
    #expect(root.view.window === window)
  }
}
