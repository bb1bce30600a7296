import Foundation
import Segue
import SegueDemos
import SeguePlaygroundCore
import Testing

/// The inspector's content during a real back swipe in the navigation scene, driven by
/// pointer events through `PlaygroundApp` as the window drives it.
@MainActor
@Suite struct InspectorReadingTests {
  let driver = PlaygroundDriver("navigation")
  var app: PlaygroundApp { driver.app }

  @Test func aSlowEdgeSwipeShowsThePopItsPercentAndTheDecisionFlippingToFinish() {
    #expect(app.inspectorReading.flight == nil)
    #expect(app.inspectorReading.drag == nil)
    #expect(app.inspectorReading.decision == nil)
    #expect(app.inspectorReading.calls.isEmpty)

    // 2 points a frame from the left edge: 120 pt/s, slow enough that the projection
    // (0.499 s of coasting, 60 pt) passes half the width only after 135 pt of drag.
    driver.step(.down, x: 5)
    var decisions: [InspectorReading.Decision] = []
    for step in 1...120 {
      let x = 5 + 2 * CGFloat(step)
      driver.step(.move, x: x)
      let reading = app.inspectorReading
      guard let flight = reading.flight, let drag = reading.drag, let decision = reading.decision
      else { continue }
      #expect(flight.operation == .pop)
      #expect(flight.animator == "DefaultNavigationAnimator")
      #expect(flight.isInteractive)
      #expect(abs(flight.percentComplete - (x - 5) / 390) < 1e-9, "at x \(x)")
      #expect(drag.translation == CGPoint(x: x - 5, y: 0))
      #expect(abs(drag.velocity.x - 120) < 1e-6)
      #expect(reading.velocities.velocity(age: 0).map { abs($0 - 120) < 1e-6 } == true)
      let projected = TransitionDecisionPolicy.projectedProgress(drag.release)
      #expect((decision == .finish) == (projected > 0.5), "at x \(x)")
      #expect((decision == .finish) == (drag.velocity.x > reading.thresholds.finishVelocity!))
      if decisions.last != decision { decisions.append(decision) }
    }
    #expect(decisions == [.cancel, .finish])

    driver.step(.up, x: 245)
    #expect(app.inspectorReading.decision == nil)
    #expect(app.inspectorReading.flight?.isInteractive == false)
    driver.run(60)
    let reading = app.inspectorReading
    #expect(reading.flight == nil)
    #expect(reading.operation == .pop)
    #expect(
      reading.calls.map(\.description) == [
        "delegate.willShow", "delegate.animationControllerFor(pop)",
        "delegate.interactionControllerFor", "animator.transitionDuration",
        "interaction.startInteractiveTransition", "animator.animateTransition",
        "coordinator.alongside animation", "context.updateInteractiveTransition(0.62) ×116",
        "context.finishInteractiveTransition", "context.completeTransition(true)",
        "coordinator.alongside completion", "animator.animationEnded(true)", "delegate.didShow",
      ])
    let navigation = app.window.rootViewController as! UINavigationController
    #expect(navigation.viewControllers.count == 2)
  }

  /// Resting before the release stops the drag: the inspector's decision turns to what the
  /// policy reads at zero velocity, which is what the release then gets.
  @Test func aRestBeforeTheReleaseShowsTheDecisionTheReleaseGets() {
    driver.step(.down, x: 5)
    for step in 1...78 { driver.step(.move, x: 5 + 2 * CGFloat(step)) }
    // 156 pt of 390 (0.4) at 120 pt/s projects to 0.55: a release now would finish.
    #expect(app.inspectorReading.decision == .finish)
    #expect(app.inspectorReading.drag?.isResting == false)
    driver.run(3)  // 50 ms without movement
    let resting = app.inspectorReading
    #expect(resting.drag?.isResting == true)
    #expect(resting.drag?.release.velocity == 0)
    #expect(
      resting.drag.map { abs($0.velocity.x - 120) < 1e-6 } == true,
      "the recognizer still reports its last velocity")
    #expect(resting.decision == .cancel)
    driver.step(.up, x: 161)
    driver.run(40)
    let navigation = app.window.rootViewController as! UINavigationController
    #expect(navigation.viewControllers.count == 3, "the pop was cancelled")
    #expect(app.inspectorReading.calls.contains { $0.name == "cancelInteractiveTransition" })
  }

  /// A window sleeps while nothing moves; a resting drag shows only once the stop interval
  /// has passed, so the app asks for frames until then.
  @Test func theWindowDrawsUntilTheRestShowsThenMaySleep() {
    let scene = Scene("pan", summary: "a pan that drives nothing") {
      let controller = UIViewController()
      controller.view.addGestureRecognizer(UIPanGestureRecognizer(target: nil) { _ in })
      return controller
    }
    let app = PlaygroundApp(scene: scene, size: CGSize(width: 390, height: 844), scale: 1)
    var time: TimeInterval = 1
    for x in stride(from: 100, through: 200, by: 10) {
      time += 1.0 / 60
      app.handle(
        PointerInput(
          phase: x == 100 ? .down : .move, location: CGPoint(x: x, y: 300), timestamp: time))
      #expect(app.advance(to: time) == (x > 100), "at x \(x)")
    }
    #expect(app.advance(to: time + 0.03))
    #expect(app.inspectorReading.drag?.isResting == false)
    #expect(!app.advance(to: time + 0.05))
    #expect(app.inspectorReading.drag?.isResting == true)
  }

  /// A scene that does not read the tuned policy (your own scene) decides its releases in
  /// its own code: the inspector says so and draws no threshold, rather than predicting
  /// with a policy the scene never applies.
  @Test func aSceneThatDoesNotReadThePolicyIsDecidedByItsCode() {
    let scene = Scene("pan") {
      let controller = UIViewController()
      controller.view.addGestureRecognizer(UIPanGestureRecognizer(target: nil) { _ in })
      return controller
    }
    let app = PlaygroundApp(
      scene: scene, among: [scene], size: CGSize(width: 390, height: 844), scale: 1)
    for (index, x) in stride(from: 100, through: 300, by: 20).enumerated() {
      let time = 1 + Double(index) / 60
      app.handle(
        PointerInput(
          phase: index == 0 ? .down : .move, location: CGPoint(x: x, y: 300), timestamp: time))
      _ = app.advance(to: time)
    }
    #expect(app.inspectorReading.decision == .decidedByYourCode)
    #expect(app.inspectorReading.thresholds == .unknown)
    // The navigation scene reads it: a decision and its thresholds.
    driver.step(.down, x: 5)
    for x in stride(from: 25, through: 305, by: 20) { driver.step(.move, x: CGFloat(x)) }
    #expect(self.app.inspectorReading.decision == .finish)
    #expect(self.app.inspectorReading.thresholds.progress == 0.5)
  }

  @Test func aDragThatLeavesTheDeviceKeepsGoingToTheDevice() {
    driver.step(.down, x: 5)
    for x in stride(from: 25, through: 605, by: 20) { driver.step(.move, x: CGFloat(x)) }
    // Over the inspector now (the device is 390 wide): the pop follows the pointer to its end.
    #expect(app.inspectorReading.flight?.percentComplete == 1)
    #expect(app.inspectorReading.drag?.translation.x == 600)
    driver.step(.up, x: 605)
    driver.run(40)
    #expect((app.window.rootViewController as! UINavigationController).viewControllers.count == 2)
  }

  @Test func aPressOnTheInspectorNeverReachesTheDevice() {
    driver.step(.down, x: 395)
    for x in stride(from: 385, through: 5, by: -20) { driver.step(.move, x: CGFloat(x)) }
    driver.step(.up, x: 5)
    driver.run(30)
    #expect(app.inspectorReading.drag == nil)
    #expect(app.inspectorReading.calls.isEmpty)
  }

  /// The call log drawn in the frame follows the calls while a drag folds its updates into
  /// the last one, whose line alone is written again frame after frame: every line shows
  /// its call, numbered, the folded one with its latest percent and count.
  @Test func theDrawnCallLogFollowsADragsFoldedUpdates() {
    driver.step(.down, x: 5)
    var list = DisplayList()
    var folded = 0
    for step in 1...40 {
      driver.step(.move, x: 5 + 2 * CGFloat(step))
      app.buildFrame(into: &list)
      let calls = app.inspectorReading.calls
      let drawn = "\(list)"
      for (index, call) in calls.enumerated() {
        #expect(drawn.contains("\"\(index + 1)  \(call)\""), "step \(step): line \(index + 1)")
      }
      if calls.last?.count ?? 0 > 1 { folded += 1 }
    }
    #expect(folded > 30)
  }

  /// A new transition with fewer calls than the last one leaves the lines past its calls
  /// empty, not showing the last transition's.
  @Test func aShorterNewTransitionEmptiesTheLinesPastItsCalls() {
    var list = DisplayList()
    // A short swipe, released: a cancelled pop with its cancel and completion calls.
    driver.step(.down, x: 5)
    for step in 1...10 { driver.step(.move, x: 5 + 2 * CGFloat(step)) }
    driver.step(.up, x: 25)
    driver.run(60)
    app.buildFrame(into: &list)
    let before = app.inspectorReading.calls.count
    #expect("\(list)".contains("\"\(before)  "))
    // A new swipe: its first frames have fewer calls than the cancelled pop had.
    driver.step(.down, x: 5)
    driver.step(.move, x: 15)
    driver.step(.move, x: 25)
    app.buildFrame(into: &list)
    let now = app.inspectorReading.calls.count
    #expect(now > 0 && now < before)
    let drawn = "\(list)"
    for number in (now + 1)...before { #expect(!drawn.contains("\"\(number)  "), "line \(number)") }
  }

  /// A scene started afresh traces its calls from revision 0 again: where its trace meets
  /// the revision the last scene's log was drawn at, the log is written anew, not left
  /// showing the last scene's calls.
  @Test func aSceneStartedAfreshWritesItsCallLogAnew() throws {
    var list = DisplayList()
    driver.step(.down, x: 5)
    for step in 1...10 { driver.step(.move, x: 5 + 2 * CGFloat(step)) }
    app.buildFrame(into: &list)
    let revision = app.inspectorReading.callsRevision
    let index = try #require(app.scenes.firstIndex { $0.name == "navigation" })
    driver.key("\(index + 1)")
    // A faster swipe in the new scene, up to the same revision: other calls, other percents.
    driver.step(.down, x: 5)
    var step = 0
    while app.inspectorReading.callsRevision < revision, step < 40 {
      step += 1
      driver.step(.move, x: 5 + 4 * CGFloat(step))
    }
    try #require(app.inspectorReading.callsRevision == revision)
    app.buildFrame(into: &list)
    let calls = app.inspectorReading.calls
    let drawn = "\(list)"
    #expect(!calls.isEmpty)
    for (index, call) in calls.enumerated() {
      #expect(drawn.contains("\"\(index + 1)  \(call)\""), "line \(index + 1)")
    }
  }
}
