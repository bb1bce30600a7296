import Foundation
import Testing

@testable import Segue

/// A grid page with one rounded thumbnail, and a detail page that zooms out of it.
@MainActor
private final class ZoomRig {
  let grid = UIViewController()
  let thumbnail = UIView(frame: CGRect(x: 40, y: 120, width: 100, height: 100))
  let detail = UIViewController()
  var window: UIWindow!
  /// How many times the provider was asked, and what it returns next.
  var asked = 0
  lazy var source: UIView? = thumbnail

  init(navigation: Bool = false, options: UIViewController.Transition.ZoomOptions? = nil) {
    thumbnail.layer.cornerRadius = 12
    thumbnail.backgroundColor = .systemBlue
    grid.view.addSubview(thumbnail)
    detail.view.backgroundColor = .systemOrange
    detail.preferredTransition = .zoom(options: options) { [unowned self] context in
      #expect(context.zoomedViewController === self.detail)
      self.asked += 1
      return self.source
    }
    window = makeWindow(root: navigation ? UINavigationController(rootViewController: grid) : grid)
  }

  var engine: AnimationEngine { window.animationEngine }
  var now: TimeInterval { engine.clock.now }

  func frames(_ count: Int) { for _ in 0..<count { engine.step() } }

  func pointer(_ phase: PointerInput.Phase, _ point: CGPoint) {
    window.handle(PointerInput(phase: phase, location: point, timestamp: now + 1.0 / 60))
    engine.step()
  }

  /// Presses at `start`, moves by `step` each frame `count` times, optionally releases.
  func drag(from start: CGPoint, step: CGVector, count: Int, release: Bool = true) {
    pointer(.down, start)
    var point = start
    for _ in 0..<count {
      point.x += step.dx
      point.y += step.dy
      pointer(.move, point)
    }
    if release { pointer(.up, point) }
  }

  func zoomIn() {
    if let navigation = grid.navigationController {
      navigation.pushViewController(detail, animated: true)
    } else {
      grid.present(detail, animated: true)
    }
  }

  var isShown: Bool { detail.viewIfLoaded?.window != nil && detail.transitionCoordinator == nil }
}

@MainActor
@Suite struct ZoomTransitionTests {
  @Test(arguments: [false, true])
  func zoomsInFromTheSourceHidingItAndBack(navigation: Bool) {
    let rig = ZoomRig(navigation: navigation)
    rig.zoomIn()
    rig.frames(2)
    // In flight: the source is hidden, the page grows inside a clip from its frame.
    #expect(rig.thumbnail.isHidden)
    let clip = rig.detail.view.superview
    #expect(clip?.clipsToBounds == true)
    let container = clip?.superview
    #expect(clip?.frame == container?.bounds)  // the model value is the end
    rig.frames(30)
    #expect(rig.isShown)
    #expect(!rig.thumbnail.isHidden)
    #expect(rig.detail.view.transform == .identity)
    #expect(rig.asked == 1)
    if navigation {
      rig.grid.navigationController?.popViewController(animated: true)
    } else {
      rig.detail.dismiss(animated: true)
    }
    rig.frames(2)
    #expect(rig.thumbnail.isHidden)
    // Back into the thumbnail, asked again (in the grid's coordinates it has not moved).
    let back = rig.detail.view.superview
    #expect(
      back.map { $0.convert($0.bounds, to: nil) }
        == rig.thumbnail.convert(rig.thumbnail.bounds, to: nil))
    #expect(back?.layer.cornerRadius == 12)
    rig.frames(30)
    #expect(rig.asked == 2)
    #expect(!rig.thumbnail.isHidden)
    #expect(rig.detail.viewIfLoaded?.window == nil)
    #expect(rig.grid.view.window != nil)
    #expect(rig.detail.zoomInteraction == nil)
  }

  /// The provider is asked again at the zoom back: a source that moved (the grid scrolled,
  /// another cell stands for the page) is where the page lands.
  @Test func zoomsBackIntoTheSourceOfTheMoment() {
    let rig = ZoomRig()
    rig.zoomIn()
    rig.frames(32)
    let other = UIView(frame: CGRect(x: 200, y: 500, width: 80, height: 60))
    rig.grid.view.addSubview(other)
    rig.source = other
    rig.detail.dismiss(animated: true)
    rig.frames(2)
    #expect(other.isHidden)
    #expect(rig.detail.view.superview?.frame == CGRect(x: 200, y: 500, width: 80, height: 60))
    // Aspect fill: the 400×800 page scaled to cover 80×60 is scaled by 0.2.
    #expect(rig.detail.view.transform.a == 0.2)
    rig.frames(30)
    #expect(!other.isHidden)
  }

  @Test func aDragDownDismissesAndAShortSlowOneCancels() {
    let rig = ZoomRig()
    rig.zoomIn()
    rig.frames(32)
    // A slow 60-point pull held still: back to the zoomed page.
    rig.drag(from: CGPoint(x: 200, y: 300), step: CGVector(dx: 0, dy: 4), count: 15, release: false)
    #expect(rig.detail.isBeingDismissed)
    #expect(rig.thumbnail.isHidden)
    rig.frames(20)
    rig.pointer(.up, CGPoint(x: 200, y: 360))
    rig.frames(40)
    #expect(rig.isShown)
    #expect(rig.grid.presentedViewController === rig.detail)
    #expect(!rig.thumbnail.isHidden)
    #expect(rig.detail.view.frame == rig.window.bounds)
    // A fast pull down: dismissed, into the thumbnail.
    rig.drag(from: CGPoint(x: 200, y: 300), step: CGVector(dx: 0, dy: 20), count: 8)
    rig.frames(40)
    #expect(rig.grid.presentedViewController == nil)
    #expect(rig.detail.viewIfLoaded?.window == nil)
    #expect(!rig.thumbnail.isHidden)
  }

  /// As iOS 18's: the dragged page follows the finger in x and y while it shrinks with the
  /// drag, and let go it comes back to the whole screen without a jump.
  @Test func theDraggedPageFollowsTheFingerIn2D() throws {
    let rig = ZoomRig()
    rig.zoomIn()
    rig.frames(32)
    rig.drag(
      from: CGPoint(x: 200, y: 300), step: CGVector(dx: -5, dy: 4), count: 15, release: false)
    let pan = try #require(rig.detail.zoomInteraction?.pan)
    let translation = pan.translation(in: nil)
    #expect(translation.x < -40 && translation.y > 30)
    let clip = try #require(rig.detail.view.superview)
    let carrier = try #require(clip.superview)
    let shown = try #require(clip.layer.presentation())
    // The clip's middle on screen: where the whole page's middle was, plus the drag.
    let middle = CGPoint(
      x: shown.position.x + carrier.transform.tx, y: shown.position.y + carrier.transform.ty)
    #expect(abs(middle.x - (200 + translation.x)) < 1e-6)
    #expect(abs(middle.y - (400 + translation.y)) < 1e-6)
    #expect(shown.bounds.width < 400)  // shrunk by the drag
    // Held still and let go slowly: back to the whole screen, the offset shrinking with it.
    rig.frames(20)
    rig.pointer(.up, CGPoint(x: 200 + translation.x, y: 300 + translation.y))
    var offsets: [CGFloat] = []
    for _ in 0..<40 {
      rig.frames(1)
      if carrier.superview != nil {
        offsets.append(hypot(carrier.transform.tx, carrier.transform.ty))
      }
    }
    #expect(offsets.count > 3)
    #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $0 >= $1 })
    #expect(rig.isShown)
    #expect(rig.detail.view.frame == rig.window.bounds)
  }

  @Test func aSidewaysDragPopsAPushedPage() {
    let rig = ZoomRig(navigation: true)
    rig.zoomIn()
    rig.frames(32)
    rig.drag(from: CGPoint(x: 100, y: 400), step: CGVector(dx: 25, dy: 0), count: 8)
    rig.frames(40)
    #expect(rig.grid.navigationController?.topViewController === rig.grid)
    #expect(!rig.thumbnail.isHidden)
  }

  /// A press on the zoom in flight holds it; a drag down then takes it back, and the
  /// release decides.
  @Test func aZoomInFlightIsGrabbedAndDraggedBack() {
    let rig = ZoomRig()
    rig.zoomIn()
    rig.frames(8)
    let held = rig.detail.view.superview!.presentation().frame
    var point = CGPoint(x: held.midX, y: held.midY)
    rig.pointer(.down, point)
    rig.frames(10)
    #expect(rig.detail.view.superview!.presentation().frame == held)
    for _ in 0..<8 {
      point.y += 25
      rig.pointer(.move, point)
    }
    rig.pointer(.up, point)
    rig.frames(40)
    #expect(rig.grid.presentedViewController == nil)
    #expect(!rig.thumbnail.isHidden)
  }

  @Test func aPressLetGoWithoutADragLetsTheZoomGoOn() {
    let rig = ZoomRig()
    rig.zoomIn()
    rig.frames(8)
    let held = rig.detail.view.superview!.presentation().frame
    rig.pointer(.down, CGPoint(x: held.midX, y: held.midY))
    rig.frames(5)
    #expect(rig.detail.view.superview!.presentation().frame == held)
    rig.pointer(.up, CGPoint(x: held.midX, y: held.midY))
    rig.frames(40)
    #expect(rig.isShown)
  }

  @Test func interactiveDismissShouldBeginCanRefuse() {
    let options = UIViewController.Transition.ZoomOptions()
    var contexts: [Bool] = []
    options.interactiveDismissShouldBegin = { context in
      contexts.append(context.willBegin)
      return false
    }
    let rig = ZoomRig(options: options)
    rig.zoomIn()
    rig.frames(32)
    rig.drag(from: CGPoint(x: 200, y: 300), step: CGVector(dx: 0, dy: 20), count: 8)
    rig.frames(40)
    #expect(contexts == [true])
    #expect(rig.isShown)
  }

  @Test func theAlignmentRectLinesUpWithTheSource() {
    let options = UIViewController.Transition.ZoomOptions()
    var askedWith: [UIView] = []
    options.alignmentRectProvider = { context in
      askedWith.append(context.sourceView)
      return CGRect(x: 0, y: 200, width: 400, height: 400)
    }
    let rig = ZoomRig(options: options)
    rig.zoomIn()
    rig.frames(32)
    rig.detail.dismiss(animated: true)
    rig.frames(1)
    #expect(!askedWith.isEmpty)
    #expect(askedWith.allSatisfy { $0 === rig.thumbnail })
    // The 400-point square maps onto the 100-point thumbnail: scale 0.25, its center on
    // the clip's center (page center 200 above the square's center 400 → 50 − 0.25·200).
    #expect(rig.detail.view.transform.a == 0.25)
    #expect(rig.detail.view.center == CGPoint(x: 50, y: 50 - 0.25 * (400 - 400)))
    rig.frames(40)
  }

  @Test func dimmingColorAndBlurCoverThePageBeneath() {
    let options = UIViewController.Transition.ZoomOptions()
    options.dimmingColor = UIColor(white: 0, alpha: 0.5)
    options.dimmingVisualEffect = UIBlurEffect(style: .dark)
    let rig = ZoomRig(options: options)
    rig.zoomIn()
    rig.frames(2)
    // The page is in its clip, which its carrier (the finger's offset) holds.
    let container = rig.detail.view.superview!.superview!.superview!
    #expect(container.subviews.contains { $0.backgroundColor == UIColor(white: 0, alpha: 0.5) })
    #expect(container.subviews.contains { $0 is UIVisualEffectView })
    rig.frames(30)
    #expect(!container.subviews.contains { $0 is UIVisualEffectView })
  }

  /// No source view (nil, or one in no window): the zoom comes from the middle at half
  /// size, fading, with one warning each time.
  @Test(arguments: [false, true])
  func aMissingSourceZoomsFromTheMiddle(detached: Bool) {
    let (rig, warnings) = capturingWarnings {
      let rig = ZoomRig()
      rig.source = detached ? UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)) : nil
      rig.zoomIn()
      rig.frames(2)
      #expect(rig.detail.view.superview?.frame == CGRect(x: 0, y: 0, width: 400, height: 800))
      rig.frames(30)
      return rig
    }
    #expect(rig.isShown)
    #expect(rig.detail.view.alpha == 1)
    let phrase = detached ? "is in no window" : "returned nil"
    #expect(warnings.filter { $0.contains(phrase) }.count == 1)
  }

  @Test func aZoomPresentsFullScreenWhenAutomatic() {
    let detail = UIViewController()
    #expect(detail.sheetPresentationController != nil)
    detail.preferredTransition = .zoom { _ in nil }
    #expect(detail.sheetPresentationController == nil)
    #expect(detail.resolvedPresentationStyle == .fullScreen)
  }
}
