import Foundation
import Segue
import Testing

@testable import SegueDemos
@testable import SeguePlaygroundCore

/// The playground frame: the device area at the left, the inspector at its right; `I`
/// hides and shows it, a resize gives the device what the inspector leaves, and the mouse
/// tunes on the inspector's rows.
@MainActor
@Suite struct PlaygroundFrameTests {
  let driver = PlaygroundDriver("navigation")
  var app: PlaygroundApp { driver.app }
  var navigation: UINavigationController {
    app.window.rootViewController as! UINavigationController
  }

  @Test func theFrameIsTheDeviceAndTheInspectorBesideIt() {
    #expect(
      PlaygroundApp.frameSize(forDevice: CGSize(width: 390, height: 844))
        == CGSize(
          width: 690, height: 844))
    #expect(app.frameSize == CGSize(width: 690, height: 844))
    #expect(app.window.bounds.size == CGSize(width: 390, height: 844))
    var list = DisplayList()
    app.buildFrame(into: &list)
    var device = DisplayList()
    device.build(from: app.window)
    // The device area, clipped to its screen: nothing it draws past its edge lands on the
    // inspector (or in the window's damage there).
    let clipped = list.commands.prefix(device.commands.count + 2)
    var clip = DisplayList()
    clip.append(clipped.first!)
    #expect(clip.description == "clip [0,0 390×844]")
    #expect(Array(clipped.dropFirst().dropLast()) == device.commands)
    #expect(clipped.last == .popClip)
    // Then the panel's opaque background beside it.
    var panelBackground = DisplayList()
    panelBackground.append(list.commands[device.commands.count + 2])
    #expect(panelBackground.description == "fill [0,0 300×844] #1C1C1CFF +(390,0)")
  }

  @Test func aFrameThatShowsNothingNewLeavesThePanelsViewsAlone() {
    var list = DisplayList()
    app.buildFrame(into: &list)
    func labels(_ view: UIView) -> [UILabel] {
      (view as? UILabel).map { [$0] } ?? view.subviews.flatMap(labels)
    }
    let all = labels(app.inspector.panel)
    let texts = all.map(\.text)
    for label in all { label.text = "untouched" }
    driver.run(3)
    app.buildFrame(into: &list)
    #expect(all.allSatisfy { $0.text == "untouched" })
    // A press shows nothing new either; the drag that follows changes its own lines only.
    driver.step(.down, x: 5)
    app.buildFrame(into: &list)
    #expect(all.allSatisfy { $0.text == "untouched" })
    for x in [20, 40] { driver.step(.move, x: CGFloat(x)) }
    app.buildFrame(into: &list)
    let changed = all.filter { $0.text != "untouched" }.compactMap(\.text)
    #expect(changed.contains("pop · interactive"))
    #expect(changed.contains("translation  35, 0 pt"))
    #expect(!changed.contains { $0.hasPrefix("duration") || $0 == "0.35 s" })
    #expect(texts.contains("none running"))
  }

  @Test func iHidesTheInspectorAndTheDeviceTakesTheWholeFrame() {
    driver.key("I")
    #expect(!app.isInspectorShown)
    #expect(app.window.bounds.size == CGSize(width: 690, height: 844))
    #expect(app.frameSize == CGSize(width: 690, height: 844))
    var list = DisplayList()
    app.buildFrame(into: &list)
    var device = DisplayList()
    device.build(from: app.window)
    #expect(list == device)
    // The device area's resize animates for 0.4 s, and, as during a rotation, the views it
    // animates take no touches meanwhile.
    driver.run(25)
    // A swipe across where the inspector was pops by its share of the wider device.
    driver.step(.down, x: 5)
    for x in stride(from: 25, through: 405, by: 20) { driver.step(.move, x: CGFloat(x)) }
    #expect(app.inspectorReading.flight?.percentComplete == 400.0 / 690)
    // Shown again mid-drag: the device gives the width back, the drag goes on, read over
    // the width it began at so the page stays under the pointer.
    driver.key("I")
    #expect(app.isInspectorShown)
    #expect(app.window.bounds.size == CGSize(width: 390, height: 844))
    #expect(app.frameSize == CGSize(width: 690, height: 844))
    driver.step(.move, x: 425)
    #expect(app.inspectorReading.flight?.isInteractive == true)
    #expect(app.inspectorReading.flight?.percentComplete == 420.0 / 690)
    driver.step(.up, x: 425)
    driver.run(40)
    #expect(navigation.viewControllers.count == 2)
    #expect(navigation.topViewController!.view.frame.size == CGSize(width: 390, height: 800))
  }

  @Test func aResizeGivesTheDeviceWhatTheInspectorLeavesEvenMidTransition() {
    driver.step(.down, x: 5)
    for x in stride(from: 25, through: 105, by: 20) { driver.step(.move, x: CGFloat(x)) }
    app.resizeFrame(to: CGSize(width: 800, height: 600), scale: 2, at: driver.time)
    #expect(app.window.bounds.size == CGSize(width: 500, height: 600))
    #expect(app.window.screen.bounds.size == CGSize(width: 500, height: 600))
    #expect(app.window.screen.scale == 2)
    #expect(app.frameSize == CGSize(width: 800, height: 600))
    driver.step(.move, x: 305)
    // Over the 390 points the swipe began at: the page stays under the pointer.
    #expect(app.inspectorReading.flight?.percentComplete == 300.0 / 390)
    driver.step(.up, x: 305)
    driver.run(40)
    #expect(navigation.viewControllers.count == 2)
    // The content area below the 44-point title strip.
    #expect(navigation.topViewController!.view.frame.size == CGSize(width: 500, height: 556))
    // Narrower than the inspector: the device keeps a point.
    app.resizeFrame(to: CGSize(width: 200, height: 600), scale: 1, at: driver.time)
    #expect(app.window.bounds.size == CGSize(width: 1, height: 600))
  }

  @Test func theMouseTunesOnTheInspectorsRows() {
    final class Seen { var durations: [TimeInterval] = [] }
    let seen = Seen()
    let scene = Scene(
      name: "durations", summary: "", defaultTuning: Tuning(duration: 0.5),
      tunedParameters: [.duration]
    ) { tuning in
      tuning.observe { seen.durations.append($0.duration) }
      return UIViewController()
    }
    let app = PlaygroundApp(scene: scene, size: CGSize(width: 390, height: 844), scale: 1)
    let rows = app.inspector.panel.tuning.rows
    func center(_ view: UIView) -> CGPoint {
      let point = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
      return CGPoint(x: point.x + 390, y: point.y)
    }
    var time: TimeInterval = 1
    func click(_ view: UIView) {
      for phase in [PointerInput.Phase.down, .up] {
        time += 0.05
        app.handle(PointerInput(phase: phase, location: center(view), timestamp: time))
      }
    }
    let duration = rows.first { $0.parameter == .duration }!
    click(duration.plus)
    click(duration.plus)
    click(duration.minus)
    #expect(seen.durations == [0.5, 0.55, 0.6, 0.55])
    let policy = rows.first { $0.parameter == .policy }!
    click(policy.plus)  // not read by this scene: selected, unchanged
    #expect(app.selectedParameter == .policy)
    #expect(app.tuning.policy == .projected)
    #expect(app.inspectorReading.selectedParameter == .policy)
    click(duration.name)  // the row's name selects it
    #expect(app.selectedParameter == .duration)
  }
}
