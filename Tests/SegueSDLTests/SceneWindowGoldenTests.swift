import Foundation
import Segue
import SegueDemos
import SeguePlaygroundCore
import SegueSDL
import SegueTesting
import SnapshotTesting
import Testing

/// Every scene in the real window under Xvfb, driven by real clicks, drags and key presses
/// from xdotool: each settled state, and a state mid-transition made exact with the time
/// keys (Space pauses before the click, so the transition starts at the paused time, and
/// each `.` adds exactly 1/60 s), compared with committed goldens. Only the device area
/// (the top-left 390×844 points) is compared, so a panel beside it changes nothing. A
/// mid-transition golden must also equal the headless render of the same input, and a
/// dismissal or pop must bring back the scene's first frame.
@Suite(.needsXvfb)
struct SceneWindowGoldenTests {
  static let device = CGSize(width: 390, height: 844)

  /// The scene in a window of the device size, its first frame settled.
  func open(_ scene: String, _ extra: [String] = []) async throws -> (XvfbSession, Bitmap) {
    #expect(XvfbSession.toolsAvailable, "missing one of \(XvfbSession.tools)")
    let session = try await XvfbSession()
    try await session.launch(["--scene", scene, "--size", "390x844"] + extra)
    return (session, try await device(session))
  }

  /// The device area once the window has handled the input sent so far and gone idle.
  func device(_ session: XvfbSession) async throws -> Bitmap {
    try await session.settledCapture().topLeft(width: 390, height: 844)
  }

  /// `shown` against the golden `name`.
  func expectGolden(
    _ shown: Bitmap, _ name: String, testName: String = #function, line: UInt = #line
  ) {
    assertSnapshot(
      of: shown, as: .image(tolerance: 2, maximumDifferingFraction: 0.001), named: name,
      testName: testName, line: line)
  }

  /// `shown` equals `expected`, within the goldens' tolerance.
  func expectSame(
    _ shown: Bitmap, _ expected: Bitmap, _ what: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let comparison = BitmapComparison(reference: expected, actual: shown, tolerance: 2)
    #expect(
      comparison.passes(maximumFraction: 0.001),
      "\(what): \(comparison.summary(referenceSize: (expected.width, expected.height), actualSize: (shown.width, shown.height)))",
      sourceLocation: sourceLocation)
  }

  /// Pauses, performs `gesture` (a click, or a drag that drives the transition and is
  /// released at rest), then steps `frames` frames: the transition it starts is shown
  /// `frames`/60 s in (never exactly half way, where a symmetric position lands text on a
  /// half pixel and rounding noise from the step times could move it by one), compared with
  /// the golden `name` and with the headless frame of the same input (`setup` clicks first,
  /// each followed by a settle). Then resumes, and returns the settled end of the transition.
  func pausedMidTransition(
    _ session: XvfbSession, scene: String, setup: [CGPoint] = [],
    start gesture: PointerGesture, frames: Int, name: String, testName: String = #function,
    line: UInt = #line
  ) async throws -> Bitmap {
    try await session.key("space")
    try await session.perform(gesture)
    // The transition starts on the frame after the gesture, before the first step.
    try await session.settle()
    try await session.key(Array(repeating: "period", count: frames))
    let paused = try await device(session)
    expectGolden(paused, name, testName: testName, line: line)
    let headless = try await headlessPausedFrame(
      scene: scene, setup: setup, start: gesture, frames: frames)
    expectSame(paused, headless, "the paused window vs the headless frame")
    try await session.key("space")
    return try await device(session)
  }

  /// The same input fed to the app headless, on a clock of its own.
  @MainActor
  func headlessPausedFrame(
    scene: String, setup: [CGPoint], start gesture: PointerGesture, frames: Int
  ) throws -> Bitmap {
    let app = PlaygroundApp(scene: Scenes.named(scene)!, size: Self.device, scale: 1)
    var time: TimeInterval = 0
    func perform(_ gesture: PointerGesture) {
      for (phase, point, delay) in gesture.events {
        time += delay
        app.handle(PointerInput(phase: phase, location: point, timestamp: time))
      }
      time += 0.1
      _ = app.advance(to: time)
    }
    func key(_ name: String) {
      time += 0.05
      app.handle(KeyInput(key: name, timestamp: time))
      _ = app.advance(to: time)
    }
    for point in setup {
      perform(.click(point))
      time += 5
      _ = app.advance(to: time)
    }
    key("Space")
    perform(gesture)
    for _ in 0..<frames { key(".") }
    return try HeadlessRenderer(size: Self.device).render(app.window)
  }

  @Test func basics() async throws {
    let (session, _) = try await open("basics")
    try await session.click(x: 150, y: 650)  // Green, under the others at the bottom
    try await session.click(x: 300, y: 330)  // Blue's right part
    expectGolden(try await device(session), "blueOverGreen")
  }

  /// The round trip most scenes make: the transition `start` starts, paused `frames` in
  /// (golden `pausedName`), settled (golden `settledName`), then undone by `undo`, which
  /// must bring back the scene's first frame.
  func roundTrip(
    _ scene: String, start: PointerGesture, frames: Int, pausedName: String = "presentPaused",
    settledName: String = "presented", testName: String = #function,
    sourceLocation: SourceLocation = #_sourceLocation, undo: (XvfbSession) async throws -> Void
  ) async throws {
    let line = UInt(sourceLocation.line)
    let (session, first) = try await open(scene)
    let settled = try await pausedMidTransition(
      session, scene: scene, start: start, frames: frames, name: pausedName,
      testName: testName, line: line)
    expectGolden(settled, settledName, testName: testName, line: line)
    try await undo(session)
    expectSame(
      try await device(session), first, "undone", sourceLocation: sourceLocation)
  }

  @Test func navigation() async throws {
    try await roundTrip(
      "navigation", start: .click(CGPoint(x: 200, y: 500)), frames: 10, pausedName: "pushPaused",
      settledName: "pushed"
    ) { session in
      // A slow edge swipe past half way, resting before the release: the push is undone.
      let swipe = (1...30).map { (5 + 10 * $0, 500) } + Array(repeating: (305, 500), count: 6)
      try await session.drag(from: (5, 500), through: swipe, interval: 0.03)
    }
  }

  @Test func seed000Present() async throws {
    try await roundTrip("seed000-present", start: .click(CGPoint(x: 195, y: 422)), frames: 10) {
      session in
      // A fling to the right: v > 100 pt/s dismisses.
      try await session.fling(from: (100, 400), through: (1...14).map { (100 + 20 * $0, 400) })
    }
  }

  @Test func seed001Pop() async throws {
    let (session, first) = try await open("seed001-pop")
    // The buttons sit below the 44 pt title strip.
    let push = CGPoint(x: 195, y: 168)
    try await session.click(x: Int(push.x), y: Int(push.y))
    let pushed = try await device(session)
    expectGolden(pushed, "pushed")
    let popped = try await pausedMidTransition(
      session, scene: "seed001-pop", setup: [push],
      start: .click(CGPoint(x: 195, y: 238)), frames: 8, name: "backPaused")
    expectSame(popped, first, "after Back")
    try await session.click(x: Int(push.x), y: Int(push.y))
    let again = try await device(session)
    expectSame(again, pushed, "pushed again")
    // A full-screen pop: a drag right from the middle, past half the width.
    try await session.drag(from: (100, 600), through: (1...14).map { (100 + 20 * $0, 600) })
    expectSame(try await device(session), first, "after the drag to pop")
  }

  @Test func seed002Diagonal() async throws {
    try await roundTrip("seed002-diagonal", start: .click(CGPoint(x: 195, y: 144)), frames: 14) {
      session in
      try await session.click(x: 195, y: 214)  // Drag to dismiss: the drag drives it from here.
      try await session.settle()
      try await session.drag(from: (200, 400), through: (1...8).map { (200, 400 + 30 * $0) })
    }
  }

  @Test func seed003Spring() async throws {
    try await roundTrip("seed003-spring", start: .click(CGPoint(x: 195, y: 422)), frames: 15) {
      session in
      try await session.click(x: 195, y: 422)  // Dismiss
    }
  }

  @Test func seed004Card() async throws {
    try await roundTrip("seed004-card", start: .click(CGPoint(x: 195, y: 144)), frames: 11) {
      session in
      // Drag the card down past half the height: it goes whatever speed X delivers the
      // moves at (the projected policy).
      try await session.drag(from: (195, 280), through: (1...11).map { (195, 280 + 50 * $0) })
    }
  }

  /// A swipe left past half the width, resting before the release, drives the switch to
  /// the next tab and finishes it (the projected policy at zero velocity); paused at the
  /// release, Green has slid part of the rest of the way in after the steps. A swipe right
  /// the same way brings Red back.
  @Test func tabSwipe() async throws {
    try await roundTrip(
      "tab-swipe",
      start: .restingDrag(from: CGPoint(x: 330, y: 420), to: CGPoint(x: 100, y: 420), moves: 10),
      frames: 3, pausedName: "nextPaused", settledName: "next"
    ) { session in
      try await session.perform(
        .restingDrag(from: CGPoint(x: 60, y: 420), to: CGPoint(x: 300, y: 420), moves: 10))
    }
  }

  /// A plain present shows the card sheet; a fast swipe down on the list at its top edge
  /// dismisses it (the list hands its drag to the sheet).
  @Test func sheetList() async throws {
    try await roundTrip("sheet-list", start: .click(CGPoint(x: 195, y: 154)), frames: 10) {
      session in
      try await session.drag(from: (195, 200), through: (1...11).map { (195, 200 + 50 * $0) })
    }
  }

  /// The sheet rests at the medium detent; a drag up on the list expands it to large (the
  /// page behind scales back); a fast swipe down dismisses it.
  @Test func sheetDetents() async throws {
    try await roundTrip(
      "sheet-detents", start: .click(CGPoint(x: 195, y: 154)), frames: 10, settledName: "medium"
    ) { session in
      try await session.drag(from: (195, 700), through: (1...10).map { (195, 700 - 50 * $0) })
      expectGolden(try await device(session), "large")
      try await session.drag(from: (195, 200), through: (1...11).map { (195, 200 + 50 * $0) })
    }
  }
}
