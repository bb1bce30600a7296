import Foundation
import Testing

@testable import Segue

/// The hooks a percent-driven transition uses: every animation a closure starts is placed
/// on one timeline, which is then paused, scrubbed to an exact time and driven to the end
/// or back to the start.
@MainActor
struct RecordingTests {
  let engine = AnimationEngine()
  let curveView = UIView()
  let springView = UIView()
  let keyframeView = UIView()
  let animatorView = UIView()
  let popView = UIView()

  /// One of each kind, all 1 s long and linear where a curve is chosen.
  func startEverything(into log: @escaping (String) -> Void) -> AnimationTimeline {
    let timeline = engine.makeTimeline()
    engine.record(on: timeline) {
      UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
        curveView.center.x = 100
      } completion: {
        log("curve \($0)")
      }
      UIView.animate(
        withDuration: 1, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0
      ) {
        springView.center.x = 100
      } completion: {
        log("spring \($0)")
      }
      UIView.animateKeyframes(
        withDuration: 1, delay: 0,
        options: .init(rawValue: UIView.AnimationOptions.curveLinear.rawValue)
      ) {
        UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
          keyframeView.center.x = 100
        }
      } completion: {
        log("keyframes \($0)")
      }
      let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
        animatorView.center.x = 100
      }
      animator.addCompletion { log("animator \($0 == .end ? "end" : "start")") }
      animator.startAnimation()
      let pop = POPBasicAnimation(propertyNamed: kPOPLayerPositionX)
      pop.toValue = 100
      pop.duration = 1
      pop.timingFunction = CAMediaTimingFunction(name: .linear)
      pop.completionBlock = { _, finished in log("pop \(finished)") }
      popView.layer.pop_add(pop, forKey: "x")
    }
    return timeline
  }

  @Test func scrubsEveryKindOfAnimationToAnExactTime() {
    var log: [String] = []
    let timeline = startEverything { log.append($0) }
    engine.pause(timeline)
    let spring = Spring(dampingRatio: 0.5, initialVelocity: 0, duration: 1)
    for time in [0.3, 0.8, 0.6] {
      engine.tick(to: engine.clock.hostTime + 0.1)  // time passing does not move a paused timeline
      engine.seek(timeline, to: time)
      #expect(abs(curveView.presentation().center.x - 100 * time) < 1e-9)
      #expect(abs(springView.presentation().center.x - 100 * spring.value(at: time)) < 1e-9)
      #expect(abs(keyframeView.presentation().center.x - 100 * max(0, time - 0.5) * 2) < 1e-9)
      #expect(abs(animatorView.presentation().center.x - 100 * time) < 1e-9)
      #expect(abs(popView.presentation().center.x - 100 * time) < 1e-9)
    }
    engine.seek(timeline, to: 1)
    engine.step(frames: 10)
    #expect(log.isEmpty)  // scrubbed to 100 %, but paused: nothing completes yet
  }

  @Test func driveToTheEndCompletesEverythingThenArrives() {
    var log: [String] = []
    let timeline = startEverything { log.append($0) }
    engine.pause(timeline)
    engine.seek(timeline, to: 0.4)
    engine.drive(timeline, to: 1, over: 0.3, curve: .easeInOut) { log.append("arrived") }
    let start = engine.clock.hostTime
    engine.tick(to: start + 0.15)
    #expect(abs(curveView.presentation().center.x - 70) < 1e-9)  // easeInOut(0.5) = 0.5
    engine.tick(to: start + 0.3)
    #expect(log.last == "arrived")
    #expect(
      Set(log.dropLast())
        == ["curve true", "spring true", "keyframes true", "animator end", "pop true"])
    #expect(curveView.presentation().center.x == 100)
    #expect(!engine.isAnimating)
  }

  @Test func driveBackToZeroEndsEverythingAtTheStart() {
    var log: [String] = []
    let timeline = startEverything { log.append($0) }
    engine.pause(timeline)
    engine.seek(timeline, to: 0.5)
    engine.drive(timeline, to: 0, over: 0.25, curve: .linear) { log.append("arrived") }
    engine.tick(to: engine.clock.hostTime + 0.125)
    #expect(abs(curveView.presentation().center.x - 25) < 1e-9)
    engine.tick(to: engine.clock.hostTime + 0.125)
    #expect(log.last == "arrived")
    #expect(log.count == 6)
    // A timeline driven back to 0 puts the model back at the start, as a cancelled
    // percent-driven transition leaves its views on iOS 10+.
    #expect(curveView.center.x == 0)
    #expect(springView.center.x == 0 && keyframeView.center.x == 0)
    #expect(animatorView.center.x == 0)
  }

  /// A drive back to 0 from 0 (a drag released where it began) ends there at once, as any
  /// drive back does: it used to run the timeline on forwards from 0, playing the animations
  /// as if nothing had been cancelled.
  @Test func driveBackToZeroFromZeroEndsEverythingAtTheStart() {
    var log: [String] = []
    let timeline = startEverything { log.append($0) }
    engine.pause(timeline)
    engine.seek(timeline, to: 0)
    engine.drive(timeline, to: 0, over: 0, curve: .linear, backwards: true) {
      log.append("arrived")
    }
    engine.tick(to: engine.clock.hostTime + 1.0 / 60)
    #expect(log.last == "arrived")
    #expect(log.count == 6)
    engine.tick(to: engine.clock.hostTime + 0.25)
    #expect(curveView.presentation().center.x == 0 && curveView.center.x == 0)
    #expect(springView.center.x == 0 && keyframeView.center.x == 0)
    #expect(animatorView.center.x == 0)
  }

  @Test func driveWithASpringCompletion() {
    var log: [String] = []
    let timeline = startEverything { log.append($0) }
    engine.pause(timeline)
    engine.seek(timeline, to: 0.5)
    let spring = UISpringTimingParameters(
      dampingRatio: 0.8, initialVelocity: CGVector(dx: 2, dy: 0))
    engine.drive(timeline, to: 1, over: 0.4, timingParameters: spring) { log.append("arrived") }
    let start = engine.clock.hostTime
    engine.tick(to: start + 0.1)
    let expected = Spring(dampingRatio: 0.8, initialVelocity: 2, duration: 0.4).value(at: 0.1)
    #expect(abs(curveView.presentation().center.x - (50 + 50 * expected)) < 1e-9)
    engine.tick(to: start + 0.4)
    #expect(log.last == "arrived" && log.count == 6)
  }

  @Test func animationsLongerThanTheDriveEndAfterIt() {
    let late = UIView()
    var log: [String] = []
    let timeline = engine.makeTimeline()
    engine.record(on: timeline) {
      UIView.animate(withDuration: 1, delay: 0.5, options: .curveLinear) {
        late.alpha = 0
      } completion: {
        log.append("late \($0)")
      }
    }
    engine.pause(timeline)
    engine.drive(timeline, to: 1, over: 0.5, curve: .linear) { log.append("arrived") }
    engine.tick(to: 0.5)
    #expect(log == ["arrived"])
    #expect(abs(late.presentation().alpha - 0.5) < 1e-9)
    engine.tick(to: 1)
    #expect(log == ["arrived", "late true"])
  }

  @Test func resumeRunsOnFromTheScrubbedTime() {
    var log: [String] = []
    let timeline = startEverything { log.append($0) }
    engine.pause(timeline)
    engine.seek(timeline, to: 0.9)
    engine.resume(timeline)
    let start = engine.clock.hostTime
    engine.tick(to: start + 0.05)
    #expect(abs(curveView.presentation().center.x - 95) < 1e-9)
    engine.tick(to: start + 0.1)
    #expect(log.count == 5)
  }

  @Test func animationsOutsideTheRecordingKeepRunning() {
    let other = UIView()
    let timeline = startEverything { _ in }
    engine.perform {
      UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { other.alpha = 0 }
    }
    engine.pause(timeline)
    engine.tick(to: 0.5)
    #expect(abs(other.presentation().alpha - 0.5) < 1e-9)
    #expect(curveView.presentation().center.x == 0)
  }
}
