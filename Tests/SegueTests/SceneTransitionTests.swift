import Foundation
import Testing

@testable import Segue
@testable import SegueDemos
@testable import SeguePlaygroundCore

/// The scenes' showcase transitions: each starts from the scene's fresh window, lasts its
/// animator's duration and ends where the scene's own button would take it; progress p is
/// the state p × duration after the start, what a percent-driven scrub to p shows.
@MainActor
@Suite struct SceneTransitionTests {
  static let size = CGSize(width: 240, height: 480)

  /// The model after a transition: the stack's depth, or what the root presents.
  private func state(of window: UIWindow) -> String {
    let root = window.rootViewController
    if let navigation = root as? UINavigationController {
      return "stack \(navigation.viewControllers.count)"
    }
    return root?.presentedViewController.map { "presents \(type(of: $0))" } ?? "presents nothing"
  }

  private func displayList(_ window: UIWindow) -> DisplayList {
    var list = DisplayList()
    list.build(from: window)
    return list
  }

  @Test(arguments: [
    ("basics", "", 0.0, ""),
    ("navigation", "push", 0.35, "stack 4"),
    ("navigation", "pop", 0.35, "stack 2"),
    ("seed000-present", "present", 0.35, "presents TestController"),
    ("seed000-present", "dismiss", 0.35, "presents nothing"),
    ("seed001-pop", "push", 0.35, "stack 2"),
    ("seed001-pop", "pop", 0.3, "stack 1"),
    ("seed002-diagonal", "present", 0.5, "presents DiagonalPresentedViewController"),
    ("seed002-diagonal", "dismiss", 0.5, "presents nothing"),
    ("seed003-spring", "present", 0.5, "presents ModelViewController"),
    ("seed003-spring", "dismiss", 0.5, "presents nothing"),
    ("seed004-card", "present", 0.4, "presents CardViewController"),
    ("seed004-card", "dismiss", 0.4, "presents nothing"),
  ])
  func transitionRunsForItsDurationAndEndsWhereTheSceneGoes(
    scene name: String, transition: String, duration: Double, end: String
  ) throws {
    let scene = try #require(Scenes.named(name))
    guard !transition.isEmpty else {
      #expect(scene.transitions.isEmpty, "basics shows no transition")
      return
    }
    #expect(scene.transitions.map(\.name).contains(transition))
    let run = try TransitionRun(
      try #require(scene.transition(named: transition)), of: scene, size: Self.size)
    #expect(run.duration == duration)
    #expect(run.offset == 0)
    #expect(run.isTransitioning)
    run.advance(to: TransitionPoint.latestTime)
    #expect(!run.isTransitioning)
    #expect(!run.window.animationEngine.isAnimating)
    #expect(state(of: run.window) == end)
  }

  /// Seed 000's page slides in linearly over 0.35 s: at p = 0.5 it has come half way.
  @Test func progressIsTheStateThatFractionOfTheDurationAfterTheStart() throws {
    let scene = Scene.seed000Present
    let run = try TransitionRun(scene.transitions[0], of: scene, size: Self.size)
    run.advance(to: 0.5 * run.duration)
    let page = try #require(run.window.rootViewController?.presentedViewController?.view)
    #expect(abs(page.presentation().frame.minX - 120) < 1e-9)
    #expect(abs(run.offset - 0.175) < 1e-9)
  }

  /// Seed 000's dismissal at p = 0.5 draws exactly what its interactive dismissal scrubbed
  /// to 0.5 with `update(_:)` draws.
  @Test func progressEqualsAPercentDrivenScrub() throws {
    let scene = Scene.seed000Present
    let run = try TransitionRun(scene.transitions[1], of: scene, size: Self.size)
    run.advance(to: 0.5 * run.duration)

    let window = scene.makeWindow(size: Self.size)
    let root = try #require(window.rootViewController as? Test1Controller)
    root.present(UIButton(type: .system))
    window.animationEngine.step(frames: 60)
    let interactive = root.deletage.interactive
    interactive.isInteracting = true
    interactive.dismissedVc.dismiss(animated: true, completion: nil)
    window.animationEngine.step()
    interactive.update(0.5)
    window.animationEngine.step()
    // Equal to print precision: the run reaches 0.175 s as a difference of clock times.
    #expect(displayList(run.window).description == displayList(window).description)
  }

  /// A moment looks the same whether other moments were visited on the way or not.
  @Test func aMomentDoesNotDependOnTheMomentsBeforeIt() throws {
    let scene = Scene.seed003Spring
    var lists: [DisplayList] = []
    for offsets in [[0.3], [0.05, 0.1234, 0.3]] {
      let run = try TransitionRun(scene.transitions[0], of: scene, size: Self.size)
      for offset in offsets { run.advance(to: offset) }
      lists.append(displayList(run.window))
    }
    #expect(lists[0] == lists[1])
  }

  /// User code: a window and a closure that starts an animation, with the duration given
  /// when no view-controller transition runs; without it the run says what is missing.
  @Test func userCodeRunsWithAGivenDuration() throws {
    let window = UIWindow(frame: CGRect(origin: .zero, size: Self.size))
    let controller = UIViewController()
    window.rootViewController = controller
    let run = try TransitionRun(window: window, duration: 1) {
      UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) {
        controller.view.alpha = 0
      }
    }
    run.advance(to: 0.25)
    #expect(abs(controller.view.presentation().alpha - 0.75) < 1e-9)

    #expect(throws: TransitionError.self) {
      _ = try TransitionRun(window: window) {}
    }
  }

  @Test func pointsAreNamedByPercentOrMillisecondsInAscendingOrder() throws {
    let progress = try TransitionPoint.progress([1, 0.125, 0.5, -0.0], duration: 0.4)
    #expect(progress.map(\.name) == ["p000", "p012.5", "p050", "p100"])
    #expect(progress.map(\.offset) == [0, 0.05, 0.2, 0.4])
    let times = try TransitionPoint.times([0.5, 0.1], duration: 0.4)
    #expect(times.map(\.name) == ["t0.100", "t0.500"])
    #expect(times.map(\.progress) == [0.25, 1.25])
    #expect(try TransitionPoint.evenlySpaced(5) == [0, 0.25, 0.5, 0.75, 1])
  }

  @Test(arguments: [
    ([1.5], "progress 1.5 is outside 0…1"),
    ([-0.25], "progress -0.25 is outside 0…1"),
    ([Double.nan], "progress nan is outside 0…1"),
    ([-Double.infinity], "progress -inf is outside 0…1"),
    ([], "the list of progress values is empty"),
    ([0.5, 0.5], "progress 0.5 is listed twice"),
    ([0.12501, 0.125], "progress values 0.125 and 0.12501 both name p012.5"),
  ])
  func badProgressIsNamed(values: [Double], message: String) {
    #expect(throws: TransitionError(message)) {
      try TransitionPoint.progress(values, duration: 0.35)
    }
  }

  @Test func badTimesAndCountsAreNamed() {
    #expect(throws: TransitionError("time 11 is outside 0…10")) {
      try TransitionPoint.times([0.1, 11], duration: 0.35)
    }
    #expect(throws: TransitionError("time 1e+300 is outside 0…10")) {
      try TransitionPoint.times([1e300], duration: 0.35)
    }
    #expect(throws: TransitionError("a filmstrip needs 2…100 frames, not 1")) {
      try TransitionPoint.evenlySpaced(1)
    }
  }
}
