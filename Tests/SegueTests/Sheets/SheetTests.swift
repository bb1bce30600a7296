import Foundation
import Testing

@testable import Segue

/// The 400×800 test window has no safe area: the large detent's top is 10 pt, its value
/// 790 pt, the medium's 395 pt (top 405).
@MainActor
@Suite("Sheets")
struct SheetTests {
  @Test func automaticPresentsAPageSheetAtTheLargeDetent() {
    let rig = SheetRig()
    #expect(rig.presented.presentationController is UISheetPresentationController)
    #expect(rig.presented.view.frame == CGRect(x: 0, y: 10, width: 400, height: 790))
    #expect(rig.presented.view.layer.cornerRadius == 10)
    #expect(rig.presented.view.layer.cornerCurve == .continuous)
    #expect(rig.presented.view.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
    // The root, full screen, is scaled back with its own corners; its view stays.
    #expect(rig.root.view.window != nil)
    #expect(isClose(rig.root.view.transform.a, 1 - 32.0 / 400))
    #expect(rig.root.view.layer.cornerRadius == 10)
    #expect(isClose(rig.sheet.dimmingView.alpha, UISheetPresentationController.dimmingAlpha))
  }

  @Test func detentsResolveFromTheMaximumValue() {
    let rig = SheetRig { vc in
      vc.sheetPresentationController!.detents = [
        .medium(), .large(),
        .custom(identifier: .init("quarter")) { $0.maximumDetentValue / 4 },
      ]
    }
    let values = rig.sheet.resolvedDetents.map(\.value)
    #expect(values == [197.5, 395, 790])
    // Nothing selected: the smallest.
    #expect(rig.top == 800 - 197.5)
    // Not scaled back below the large detent.
    #expect(rig.root.view.transform == .identity)
  }

  @Test func aBadResolverWarnsOnceAndIsInactive() {
    let (rig, warnings) = capturingWarnings {
      let rig = SheetRig { vc in
        vc.sheetPresentationController!.detents = [
          .custom(identifier: .init("broken")) { _ in .nan },
          .custom(identifier: .init("negative")) { _ in -5 }, .medium(),
        ]
      }
      rig.sheet.invalidateDetents()
      return rig
    }
    #expect(rig.sheet.resolvedDetents.map(\.detent.identifier) == [.medium])
    #expect(warnings.filter { $0.contains("\"broken\"") }.count == 1)
    #expect(warnings.filter { $0.contains("\"negative\"") }.count == 1)
    #expect(rig.top == 405)
  }

  @Test func aSlowDragStopsAtTheNearestDetentAndAFastOneGoesOn() {
    let log = SheetDelegateLog()
    let rig = SheetRig { vc in
      let sheet = vc.sheetPresentationController!
      sheet.detents = [.medium(), .large()]
      sheet.selectedDetentIdentifier = .large
      sheet.delegate = log
    }
    #expect(rig.top == 10)
    // Slow: 150 pt over 1.5 s, then held; nearer large (10) than medium (405).
    rig.drag(from: CGPoint(x: 200, y: 20), duration: 1.5) { t in min(t, 1.5) * 100 }
    rig.settle()
    #expect(rig.top == 10)
    #expect(log.calls.isEmpty)
    // Fast: 100 pt in 0.1 s (1000 pt/s projects ≈ 500 pt further): medium.
    rig.drag(from: CGPoint(x: 200, y: 20), duration: 0.1) { t in t * 1000 }
    rig.settle()
    #expect(rig.top == 405)
    #expect(rig.sheet.selectedDetentIdentifier == .medium)
    #expect(log.calls == ["didChangeDetent(com.apple.UIKit.medium)"])
  }

  @Test func aSwipeDownDismissesInUIKitsCallOrder() {
    let log = SheetDelegateLog()
    let rig = SheetRig { $0.sheetPresentationController!.delegate = log }
    rig.drag(from: CGPoint(x: 200, y: 20), duration: 0.2) { t in t * 1500 }
    rig.settle()
    #expect(rig.root.presentedViewController == nil)
    #expect(log.calls == ["shouldDismiss", "willDismiss", "didDismiss"])
    #expect(rig.root.view.transform == .identity)
  }

  /// A swipe dismisses the sheet with what it presents, as on iOS: the sheet's release
  /// dismissed only what it presented (its own controller's `dismiss`), and the sheet stayed
  /// where the finger left it, below the window. (Found by the fuzzer's check that a
  /// presented view stays in its container.)
  @Test func aSwipeDismissesTheSheetWithWhatItPresents() {
    let rig = SheetRig()
    rig.drag(from: CGPoint(x: 200, y: 20), duration: 0.1, release: false) { t in t * 1500 }
    let child = UIViewController()
    child.modalPresentationStyle = .overCurrentContext
    rig.presented.present(child, animated: false)
    rig.drag(from: CGPoint(x: 200, y: 170), duration: 0.1) { t in t * 1500 }
    rig.settle()
    #expect(rig.root.presentedViewController == nil)
    #expect(rig.window.subviews == [rig.root.view])
  }

  /// A swipe whose dismissal is refused (a presentation from the sheet is still running)
  /// puts the sheet back at its detent; it stayed where the finger left it.
  @Test func aRefusedSwipeGoesBackToTheDetent() {
    let rig = SheetRig()
    swipeWhilePresentingFromTheSheet(rig)
    rig.settle()
    #expect(rig.root.presentedViewController === rig.presented)
    #expect(rig.top == 10)
  }

  /// A fast swipe down whose release comes while the sheet is presenting a child (over its
  /// context, animated): the dismissal it asks for is refused. Returns the child.
  @discardableResult
  private func swipeWhilePresentingFromTheSheet(_ rig: SheetRig) -> UIViewController {
    rig.frame(.down, at: CGPoint(x: 200, y: 20))
    rig.frame(.move, at: CGPoint(x: 200, y: 60))
    let child = UIViewController()
    child.modalPresentationStyle = .overCurrentContext
    rig.presented.present(child, animated: true)
    rig.drag(from: CGPoint(x: 200, y: 60), duration: 0.1) { t in t * 3000 }
    return child
  }

  /// A swipe's dismissal that an interaction takes and cancels leaves the sheet presented:
  /// it settles at its detent, not where the finger left it below the window. (Found by the
  /// fuzzer: its controllers hand out interactions, and a cancelled one left the sheet
  /// 1,400 points down.)
  @Test func aCancelledSwipeDismissalSettlesAtTheDetent() {
    let delegate = CancellingDismissal()
    let rig = SheetRig { $0.transitioningDelegate = delegate }
    rig.drag(from: CGPoint(x: 200, y: 20), duration: 0.2) { t in t * 1500 }
    delegate.interaction.cancel()
    rig.settle(frames: 120)
    #expect(rig.root.presentedViewController === rig.presented)
    #expect(rig.top == 10)
  }

  /// A refused swipe leaves nothing of its speed behind: a later dismissal from code starts
  /// at rest, as one with no swipe before it does.
  @Test func aRefusedSwipeLeavesNoSpeedForTheNextDismissal() {
    let swiped = SheetRig()
    let child = swipeWhilePresentingFromTheSheet(swiped)
    swiped.settle()
    child.dismiss(animated: false)
    swiped.settle()
    let untouched = SheetRig()
    for rig in [swiped, untouched] {
      rig.tops.removeAll()
      rig.presented.dismiss(animated: true)
      rig.settle(frames: 10)
    }
    // The same path, a rounding apart (the two clocks read other times).
    #expect(swiped.tops.count == untouched.tops.count)
    #expect(zip(swiped.tops, untouched.tops).allSatisfy { abs($0 - $1) < 1e-6 }, "\(swiped.tops)")
  }

  @Test func isModalInPresentationRefusesWithResistance() {
    let log = SheetDelegateLog()
    let rig = SheetRig { vc in
      vc.isModalInPresentation = true
      vc.sheetPresentationController!.delegate = log
    }
    rig.drag(from: CGPoint(x: 200, y: 20), duration: 0.5, release: false) { t in t * 600 }
    // 300 pt of finger moves the sheet less, on the rubber band.
    #expect(rig.top > 10 && rig.top < 10 + 300 * 0.55)
    rig.window.handle(
      PointerInput(phase: .up, location: CGPoint(x: 200, y: 320), timestamp: rig.now))
    rig.settle()
    #expect(rig.top == 10)
    #expect(rig.root.presentedViewController === rig.presented)
    #expect(log.calls == ["didAttemptToDismiss"])
  }

  @Test func theDelegateMayRefuse() {
    let log = SheetDelegateLog()
    log.allows = false
    let rig = SheetRig { $0.sheetPresentationController!.delegate = log }
    rig.drag(from: CGPoint(x: 200, y: 20), duration: 0.2) { t in t * 1500 }
    rig.settle()
    #expect(rig.root.presentedViewController === rig.presented)
    #expect(log.calls == ["shouldDismiss", "didAttemptToDismiss"])
  }

  @Test func aDismissFromCodeTellsTheDelegateNothing() {
    let log = SheetDelegateLog()
    let rig = SheetRig { $0.sheetPresentationController!.delegate = log }
    rig.presented.dismiss(animated: true)
    rig.settle()
    #expect(rig.root.presentedViewController == nil)
    #expect(log.calls.isEmpty)
  }

  @Test func aSheetConfiguredAndNeverPresentedIsFreedWithItsController() {
    weak var weakController: UIViewController?
    weak var weakSheet: UISheetPresentationController?
    do {
      let controller = UIViewController()
      controller.sheetPresentationController?.detents = [.medium()]
      weakController = controller
      weakSheet = controller.sheetPresentationController
      #expect(weakSheet?.presentedViewController === controller)
      #expect(weakSheet?.detents.count == 1)
    }
    #expect(weakController == nil)
    #expect(weakSheet == nil)
  }

  @Test func explicitStylesAreUnchanged() {
    let rig = SheetRig { $0.modalPresentationStyle = .fullScreen }
    #expect(rig.presented.presentationController is FullScreenPresentationController)
    #expect(rig.presented.view.frame == rig.window.bounds)
  }

  @Test func theScrollViewHandsItsDragToTheSheetWithoutAJump() {
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 790))
    scroll.contentSize = CGSize(width: 400, height: 3000)
    scroll.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    let rig = SheetRig { vc in
      vc.view.addSubview(scroll)
      scroll.frame = vc.view.bounds
      let sheet = vc.sheetPresentationController!
      sheet.detents = [.medium(), .large()]
      sheet.largestUndimmedDetentIdentifier = .medium
    }
    #expect(rig.top == 405)
    // Up from medium: the sheet rises to large first, then the content scrolls.
    rig.tops = []
    var contentTops: [CGFloat] = []
    rig.frame(.down, at: CGPoint(x: 200, y: 600))
    for i in 1...60 {
      rig.frame(.move, at: CGPoint(x: 200, y: 600 - CGFloat(i) * 8))
      contentTops.append(rig.top - scroll.contentOffset.y)
    }
    // Back down: the content scrolls to its top, then the sheet follows.
    for i in 1...60 {
      rig.frame(.move, at: CGPoint(x: 200, y: 120 + CGFloat(i) * 8))
      contentTops.append(rig.top - scroll.contentOffset.y)
    }
    #expect(rig.tops.contains(10))
    #expect(scroll.contentOffset.y == 0)
    // The content under the finger moves by the finger's 8 pt a frame, whoever moves it
    // (after the slop the pan needed to begin).
    let steps = zip(contentTops.dropFirst(), contentTops).map { $0 - $1 }
    let moving = steps.drop { abs($0) < 0.001 }.dropFirst()
    #expect(moving.allSatisfy { isClose(abs($0), 8, within: 0.001) })
  }

  @Test func aSheetOverASheetPushesTheLowerOneBack() {
    let rig = SheetRig()
    let upper = UIViewController()
    rig.presented.present(upper, animated: true)
    rig.settle()
    #expect(upper.view.frame.minY == 10)
    let lower = rig.presented.view!
    let scale = 1 - 32.0 / 400
    #expect(isClose(lower.transform.a, scale))
    // Its top rises 10 pt: scaled about its center, then lifted.
    let shownTop = lower.frame.minY
    #expect(isClose(shownTop, 0, within: 1e-6))
    upper.dismiss(animated: true)
    rig.settle()
    #expect(lower.transform == .identity)
    #expect(isClose(rig.root.view.transform.a, scale))
  }

  @Test func touchesBesideAnUndimmedSheetReachThePage() {
    let rig = SheetRig { vc in
      vc.sheetPresentationController!.detents = [.medium(), .large()]
      vc.sheetPresentationController!.largestUndimmedDetentIdentifier = .medium
    }
    #expect(rig.sheet.dimmingView.alpha == 0)
    #expect(rig.window.hitTest(CGPoint(x: 200, y: 100), with: nil) === rig.root.view)
    rig.sheet.animateChanges { rig.sheet.selectedDetentIdentifier = .large }
    rig.settle()
    #expect(rig.top == 10)
    #expect(rig.window.hitTest(CGPoint(x: 200, y: 5), with: nil) === rig.sheet.dimmingView)
  }

  @Test func aSheetCaughtWhileSettlingStopsWhereItShows() {
    let rig = SheetRig { vc in
      vc.sheetPresentationController!.detents = [.medium(), .large()]
      vc.sheetPresentationController!.selectedDetentIdentifier = .large
    }
    rig.drag(from: CGPoint(x: 200, y: 20), duration: 0.1) { t in t * 1000 }
    rig.settle(frames: 4)
    let shown = rig.tops.last!
    #expect(shown > 110 && shown < 405)
    // Pressed, the sheet stops where it shows; moved 3 pt a frame, it follows the finger
    // once the pan has begun (after its slop), with no jump.
    let before = rig.tops.count
    rig.frame(.down, at: CGPoint(x: 200, y: shown + 20))
    for i in 1...20 { rig.frame(.move, at: CGPoint(x: 200, y: shown + 20 + 3 * CGFloat(i))) }
    let caught = Array(rig.tops[(before - 1)...])
    let steps = zip(caught.dropFirst(), caught).map { $0 - $1 }
    #expect(isClose(steps[0], 0, within: 1e-6))
    #expect(steps.suffix(10).allSatisfy { isClose($0, 3, within: 1e-6) })
    #expect(steps.allSatisfy { $0 >= -1e-6 && $0 <= 3 + 1e-6 })
  }

  @Test func inCompactHeightASheetFillsTheScreenOrAttachesToTheBottomEdge() {
    func present(_ configure: @escaping (UISheetPresentationController) -> Void) -> CGRect {
      let root = UIViewController()
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 400))
      window.rootViewController = root
      window.makeKeyAndVisible()
      let sheet = UIViewController()
      sheet.preferredContentSize = CGSize(width: 300, height: 0)
      configure(sheet.sheetPresentationController!)
      root.present(sheet, animated: false)
      window.step(frames: 2)
      return sheet.view.frame
    }
    #expect(present { _ in } == CGRect(x: 0, y: 0, width: 800, height: 400))
    // `.medium()` is inactive in compact height: the sheet rests at large.
    #expect(
      present {
        $0.detents = [.medium(), .large()]
        $0.prefersEdgeAttachedInCompactHeight = true
      } == CGRect(x: 200, y: 10, width: 400, height: 390))
    #expect(
      present { $0.prefersEdgeAttachedInCompactHeight = true }
        == CGRect(x: 200, y: 10, width: 400, height: 390))
    #expect(
      present {
        $0.prefersEdgeAttachedInCompactHeight = true
        $0.widthFollowsPreferredContentSizeWhenEdgeAttached = true
      } == CGRect(x: 250, y: 10, width: 300, height: 390))
  }

  @Test func noDetentsReadAsLargeWithAWarning() {
    let (rig, warnings) = capturingWarnings {
      SheetRig { $0.sheetPresentationController!.detents = [] }
    }
    #expect(rig.top == 10)
    #expect(rig.sheet.detents.map(\.identifier) == [.large])
    #expect(warnings.filter { $0.contains("detents is empty") }.count == 1)
  }
}

/// Dismisses a sheet with a fade of its own, driven by an interaction (to cancel it); the
/// presentation stays the sheet's.
@MainActor
private final class CancellingDismissal: NSObject, UIViewControllerTransitioningDelegate,
  UIViewControllerAnimatedTransitioning
{
  let interaction = UIPercentDrivenInteractiveTransition()

  func animationController(forDismissed dismissed: UIViewController)
    -> (any UIViewControllerAnimatedTransitioning)?
  { self }

  func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
    -> (any UIViewControllerInteractiveTransitioning)?
  { interaction }

  func transitionDuration(using context: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval
  { 0.3 }

  func animateTransition(using context: any UIViewControllerContextTransitioning) {
    let from = context.view(forKey: .from)
    UIView.animate(withDuration: 0.3) {
      from?.alpha = 0
    } completion: { _ in
      from?.alpha = 1
      context.completeTransition(!context.transitionWasCancelled)
    }
  }
}
