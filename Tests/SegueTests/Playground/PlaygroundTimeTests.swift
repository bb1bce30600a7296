import Foundation
import SegueDemos
import SeguePlaygroundCore
import Testing

@testable import Segue

/// The time keys: Space pauses, `.` and `,` step a frame, `S` cycles slow motion; stepping
/// back re-simulates the scene. The navigation scene's tap pushes the next color with the
/// default 0.35 s push.
@MainActor
@Suite struct PlaygroundTimeTests {
  let tap = CGPoint(x: 200, y: 500)

  /// The navigation scene, tapped at frame 10, then run to frame 16: mid-push.
  func midPush() -> PlaygroundDriver {
    let driver = PlaygroundDriver("navigation")
    driver.run(9)
    driver.click(tap)
    driver.run(5)
    return driver
  }

  /// What a tap at frame `tapFrame` shows with no time key, at animation time `time`: the
  /// frames on the 60 Hz grid before it, then one at `time`.
  func reference(at time: TimeInterval, tapFrame: Int = 10) -> DisplayList {
    let driver = PlaygroundDriver("navigation")
    driver.run(tapFrame - 1)
    driver.click(tap)
    while Double(driver.frame + 1) / 60 < time { driver.run(1) }
    _ = driver.app.advance(to: time)
    return driver.displayList
  }

  var top: (PlaygroundDriver) -> String? {
    { ($0.app.window.rootViewController as? UINavigationController)?.topViewController?.title }
  }

  @Test func spacePausesAnimationTimeWhileInputAndFramesGoOn() {
    let driver = midPush()
    driver.key("Space")
    #expect(driver.app.isPaused)
    let paused = driver.displayList
    let time = driver.app.animationTime
    #expect(time == driver.time)
    #expect(paused == reference(at: time), "the paused frame is the frame at that time")
    driver.run(30)
    #expect(driver.displayList == paused)
    #expect(driver.app.animationTime == time)
    #expect(!driver.app.advance(to: driver.time), "a paused app lets the window sleep")

    driver.key("Space")
    #expect(!driver.app.isPaused)
    #expect(driver.app.animationTime == time, "resuming continues from the paused time")
    driver.run(1)
    #expect(isClose(driver.app.animationTime, time + 1.0 / 60))
    driver.settle()
    #expect(top(driver) == "Green")
  }

  @Test func periodStepsOneFrameForwardAndCommaOneBack() {
    let driver = midPush()
    driver.key(".")
    #expect(driver.app.isPaused, "a step pauses")
    let first = driver.app.animationTime
    #expect(first == driver.time + 1.0 / 60)
    let afterOne = driver.displayList
    #expect(afterOne == reference(at: first))
    driver.key(".")
    #expect(driver.app.animationTime == first + 1.0 / 60)
    driver.run(10)
    #expect(driver.app.animationTime == first + 1.0 / 60, "steps do not resume time")

    driver.key(",")
    #expect(driver.app.isPaused)
    #expect(isClose(driver.app.animationTime, first))
    #expect(driver.displayList.description == afterOne.description)
    driver.key(",")
    driver.key(",")
    let back = driver.app.animationTime
    #expect(isClose(back, first - 2.0 / 60))
    #expect(driver.displayList.description == reference(at: back).description)

    driver.key("Space")
    driver.settle()
    #expect(top(driver) == "Green")
    #expect(
      driver.app.window.rootViewController?.view.bounds.size == CGSize(width: 390, height: 844))
  }

  /// Presses of `,` that come before the next frame (a held key outrunning the replay) make
  /// one re-simulation, to the same frame the presses one by one reach.
  @Test func commaPressesBeforeAFrameCoalesce() {
    let oneByOne = midPush()
    for _ in 0..<5 { oneByOne.key(",") }
    let coalesced = midPush()
    let window = coalesced.app.window
    let time = Double(coalesced.frame + 1) / 60
    for _ in 0..<5 { coalesced.app.handle(KeyInput(key: ",", timestamp: time)) }
    #expect(coalesced.app.isPaused)
    #expect(coalesced.app.window === window, "nothing re-simulated yet")
    coalesced.run(1)
    #expect(coalesced.app.window !== window)
    #expect(coalesced.app.animationTime == oneByOne.app.animationTime)
    #expect(coalesced.displayList == oneByOne.displayList)
  }

  /// A tuning change is part of the history: stepping back into a push made before the
  /// duration was raised shows it as it ran, and the tuning as it was then.
  @Test func steppingBackReplaysTheTuningOfTheTime() {
    let driver = midPush()
    let tuning = driver.app.tuning
    driver.key(".")
    let shown = driver.displayList
    let time = driver.app.animationTime
    driver.key("Space")
    driver.settle()
    driver.app.adjust(.duration, by: 1)
    #expect(driver.app.tuning != tuning)
    for _ in 0..<600 where driver.app.animationTime > time + 1e-9 { driver.key(",") }
    #expect(isClose(driver.app.animationTime, time))
    #expect(driver.displayList.description == shown.description)
    #expect(driver.app.tuning == tuning)
  }

  @Test func steppingBackStopsAtTheScenesFirstFrame() {
    let driver = PlaygroundDriver("navigation")
    driver.run(3)
    let start = driver.displayList
    for _ in 0..<8 { driver.key(",") }
    #expect(driver.app.animationTime == 0)
    #expect(driver.app.isPaused)
    #expect(driver.displayList == start)
  }

  /// Stepping back into a drag that has since been released cancels it, so the window is
  /// not left holding a touch the mouse no longer makes.
  @Test func steppingBackIntoAReleasedDragCancelsIt() {
    let driver = PlaygroundDriver("navigation")
    driver.run(5)
    driver.pointer(.down, CGPoint(x: 5, y: 500))
    for x in stride(from: 20, through: 120, by: 20) { driver.pointer(.move, CGPoint(x: x, y: 500)) }
    driver.pointer(.up, CGPoint(x: 120, y: 500))
    driver.run(5)
    for _ in 0..<8 { driver.key(",") }
    #expect(driver.app.window.activeTouch == nil)
    driver.key("Space")
    driver.settle()
    let navigation = driver.app.window.rootViewController as! UINavigationController
    #expect(!navigation.isTransitioning)
    #expect(!driver.app.window.animationEngine.isAnimating)
    #expect(navigation.topViewController?.view.superview === navigation.contentView)
  }

  @Test func sCyclesSlowMotionOneFiveTenOne() {
    let driver = midPush()
    var factors: [Double] = []
    for _ in 0..<4 {
      driver.key("S")
      factors.append(driver.app.slowMotionFactor)
    }
    #expect(factors == [5, 10, 1, 5])
    let time = driver.app.animationTime
    driver.run(10)
    #expect(isClose(driver.app.animationTime, time + 10.0 / 60 / 5), "×5: a fifth of the time")
  }

  @Test func aSceneSwitchKeepsTheTimeControls() {
    let driver = midPush()
    driver.key("S")
    driver.key("Space")
    driver.key("3")
    #expect(driver.app.scene.name == Scenes.all[2].name)
    #expect(driver.app.isPaused)
    #expect(driver.app.slowMotionFactor == 5)
    #expect(driver.app.animationTime == driver.time)
  }

  /// Time keys are input: a recording that pauses, steps back and forth and slows down
  /// replays to identical frames, and the frame shown while paused is the frame at the
  /// pause's time.
  @Test func aRecordingWithTimeKeysReplaysToIdenticalFrames() throws {
    var recording = InputRecording(scene: "navigation", size: CGSize(width: 390, height: 844))
    // On the driver's grid: pressed at frame 30, released at frame 31.
    recording.append(.pointer(PointerInput(phase: .down, location: tap, timestamp: 30.0 / 60)))
    recording.append(.pointer(PointerInput(phase: .up, location: tap, timestamp: 31.0 / 60)))
    let presses: [(String, TimeInterval)] = [
      ("Space", 0.7), (".", 0.8), (".", 0.85), (".", 0.9), (",", 1.0), (",", 1.02), ("S", 1.1),
      ("Space", 1.2), (",", 1.3), ("Space", 1.4),
    ]
    for (key, time) in presses { recording.append(.key(KeyInput(key: key, timestamp: time))) }

    func replay() throws -> [(TimeInterval, DisplayList)] {
      var frames: [(TimeInterval, DisplayList)] = []
      try PlaygroundApp(replaying: recording).replay(recording, frames: .all) { _, _, window in
        var list = DisplayList()
        list.build(from: window)
        frames.append((window.animationEngine.clock.now, list))
      }
      return frames
    }
    let first = try replay()
    let second = try replay()
    #expect(first.map(\.1) == second.map(\.1))
    #expect(first.map(\.0) == second.map(\.0))

    // Frames 42…47 (0.7 s to 0.783 s) are paused at 0.7 s and show the frame at 0.7 s.
    let paused = first[42...47]
    #expect(paused.allSatisfy { $0.0 == 0.7 && $0.1 == first[42].1 })
    #expect(first[42].1 == reference(at: 0.7, tapFrame: 30))
    // After three steps forward and two back: 0.7 + 1/60.
    #expect(isClose(CGFloat(first[62].0), CGFloat(0.7 + 1.0 / 60)))
    #expect(
      first[62].1.description == reference(at: first[62].0, tapFrame: 30).description)
  }
}
