import Foundation
import Testing

@testable import Segue
@testable import SegueDemos
@testable import SeguePlaygroundCore

/// The tuning and help keys through `PlaygroundApp.handle(_:)`, checked on the display list
/// the window draws.
@MainActor
@Suite struct PlaygroundKeysTests {
  static let size = CGSize(width: 390, height: 844)

  func texts(_ app: PlaygroundApp) -> [String] {
    var list = DisplayList()
    list.build(from: app.window)
    return list.commands.compactMap { if case .text(let run) = $0 { run.string } else { nil } }
  }

  func displayList(_ app: PlaygroundApp) -> String {
    var list = DisplayList()
    list.build(from: app.window)
    return list.description
  }

  @Test func upAndDownSelectLeftAndRightAdjustAndTheChangeIsShown() {
    let app = PlaygroundApp(scene: .navigation, size: Self.size, scale: 1)
    var keys = AppPointer(app)
    #expect(app.selectedParameter == .duration)
    keys.press("Up")
    #expect(app.selectedParameter == .completionSpeed)
    keys.press("Down")
    keys.press("Down")
    #expect(app.selectedParameter == .curve)
    keys.press("Left")
    #expect(app.tuning.curve == .easeOut)
    #expect(texts(app).last == "curve: easeOut")
    for _ in 0..<4 { keys.press("Down") }
    #expect(app.selectedParameter == .progressThreshold)
    keys.press("Right")
    #expect(app.tuning.progressThreshold == 0.55)
    keys.press("Right", .shift)
    #expect(app.tuning.progressThreshold == 0.75)
    #expect(texts(app).last == "progress threshold: 0.75")
    #expect(texts(app).filter { $0.contains(":") }.count == 1)
    keys.press("R")
    #expect(app.tuning == Scene.navigation.defaultTuning)
    #expect(texts(app).last == "tuning reset to the scene's defaults")
  }

  @Test func theChangeFadesAfterAMoment() {
    let app = PlaygroundApp(scene: .navigation, size: Self.size, scale: 1)
    var keys = AppPointer(app)
    keys.press("Right")
    keys.wait(1)
    #expect(texts(app).contains("duration: 0.40 s"))
    keys.wait(0.6)
    #expect(!texts(app).contains("duration: 0.40 s"))
    #expect(app.window.subviews.count == 1)
  }

  @Test func aParameterTheSceneDoesNotReadSaysSo() {
    let app = PlaygroundApp(scene: .tabSwipe, size: Self.size, scale: 1)
    var keys = AppPointer(app)
    app.select(.edgeZone)
    keys.press("Right")
    #expect(app.tuning.edgeZone == 20)
    #expect(texts(app).last == "edge zone: not used by tab-swipe")
  }

  @Test func mTurnsReduceMotionOnAndOffAcrossScenes() {
    let app = PlaygroundApp(scene: .navigation, size: Self.size, scale: 1)
    var keys = AppPointer(app)
    #expect(!UIAccessibility.isReduceMotionEnabled)
    keys.press("M")
    #expect(app.reduceMotion && UIAccessibility.isReduceMotionEnabled)
    #expect(texts(app).last == "Reduce Motion on")
    keys.press("]")
    #expect(app.window.screen.isReduceMotionEnabled, "the next scene's window keeps it")
    keys.press("M")
    #expect(!UIAccessibility.isReduceMotionEnabled && texts(app).last == "Reduce Motion off")

    let flagged = PlaygroundApp(scene: .navigation, size: Self.size, scale: 1, reduceMotion: true)
    #expect(flagged.window.screen.isReduceMotionEnabled, "--reduce-motion")
  }

  @Test func hAndQuestionMarkToggleTheHelpListingEveryKey() {
    let app = PlaygroundApp(scene: .navigation, size: Self.size, scale: 1)
    var keys = AppPointer(app)
    let without = texts(app)
    keys.press("H")
    #expect(app.isShowingHelp)
    let shown = texts(app)
    #expect(Array(shown.prefix(without.count)) == without)
    #expect(
      Array(shown.dropFirst(without.count))
        == ["Keys"] + KeyBinding.all(sceneCount: Scenes.all.count).flatMap { [$0.keys, $0.action] })
    for key in ["Escape", "1 … 9, 0", "Space", ". / ,", "S", "P", "I", "H or ?"] {
      #expect(KeyBinding.all(sceneCount: Scenes.all.count).contains { $0.keys == key }, "\(key)")
    }
    keys.press("?")
    #expect(!app.isShowingHelp)
    #expect(texts(app) == without)
    keys.press("/", .shift)
    #expect(app.isShowingHelp)
    keys.press("/")
    #expect(app.isShowingHelp)
    #expect(app.isRunning)
  }

  @Test func theHelpStaysOnTopOfAPresentationAndFollowsASceneSwitch() throws {
    let app = PlaygroundApp(scene: .seed000Present, size: Self.size, scale: 1)
    var pointer = AppPointer(app)
    pointer.press("H")
    pointer.click(CGPoint(x: 195, y: 422))  // "Present", under the help panel
    let root = app.window.rootViewController!
    // The panel takes no touches: the button under it presented the red page.
    #expect(root.presentedViewController != nil)
    #expect(texts(app).suffix(2) == ["X", "exploded 3D (drag turns it)"])
    pointer.press("2")
    #expect(app.scene.name == "navigation")
    #expect(app.isShowingHelp)
    #expect(texts(app).suffix(2) == ["X", "exploded 3D (drag turns it)"])
  }

  @Test func eachSceneKeepsItsTuningAcrossSwitches() {
    let app = PlaygroundApp(scene: .navigation, size: Self.size, scale: 1)
    var keys = AppPointer(app)
    keys.press("Right")
    keys.press("3")
    #expect(app.tuning == Scene.seed000Present.defaultTuning)
    keys.press("2")
    #expect(app.tuning.duration == 0.4)
  }

  @Test func theSameKeysGiveTheSameFrames() {
    func run() -> [String] {
      let app = PlaygroundApp(scene: .tabSwipe, size: Self.size, scale: 1)
      var keys = AppPointer(app)
      var frames: [String] = []
      for key in ["H", "Down", "Right", "Right", "H", "Up"] {
        keys.press(key)
        keys.wait(0.25)
        frames.append(displayList(app))
      }
      return frames
    }
    #expect(run() == run())
  }
}
