import Foundation
import SegueDemos
import SeguePlaygroundCore
import Testing

@testable import Segue

/// The view-hierarchy inspector (V) and the exploded view (X), driven through the app's
/// event API as the window drives it: a Control-click picks, keys select and edit.
@MainActor
@Suite struct HierarchyInspectorTests {
  /// Presses at `point` and releases, one frame apart, with Control held.
  static func controlClick(_ driver: PlaygroundDriver, at point: CGPoint) {
    for phase in [PointerInput.Phase.down, .up] {
      driver.app.handle(
        PointerInput(
          phase: phase, location: point, timestamp: Double(driver.frame + 1) / 60,
          modifiers: .control))
      driver.run(1)
    }
  }

  /// In every scene, a Control-click picks the deepest visible view under the pointer: one
  /// that contains the point, with no visible subview that does.
  @Test(arguments: Scenes.all.map(\.name))
  func aControlClickPicksTheDeepestViewUnderThePointer(_ scene: String) throws {
    let driver = PlaygroundDriver(scene)
    driver.key("V")
    #expect(driver.app.isHierarchyShown)
    for point in [CGPoint(x: 195, y: 300), CGPoint(x: 60, y: 700), CGPoint(x: 330, y: 120)] {
      Self.controlClick(driver, at: point)
      let picked = try #require(driver.app.selectedView, "\(scene) at \(point)")
      let local = picked.convert(point, from: driver.app.window)
      #expect(picked.bounds.contains(local), "\(scene): \(picked) at \(point)")
      #expect(!picked.isHidden && picked.alpha > 0)
      let coveringSubview = picked.subviews.first {
        !$0.isHidden && $0.alpha > 0
          && $0.bounds.contains($0.convert(point, from: driver.app.window))
      }
      #expect(coveringSubview == nil, "\(scene): a subview of \(picked) is under \(point)")
      #expect(driver.app.inspectorReading.calls.isEmpty, "\(scene): the click reached the app")
    }
  }

  /// In tab-swipe, the click on the red tab's title picks that label, not the page or the
  /// tab bar controller's container.
  @Test func pickingTheTitleOfTheRedTab() throws {
    let driver = PlaygroundDriver("tab-swipe")
    driver.key("V")
    let label = try #require(
      Self.views(in: driver.app.window).compactMap { $0 as? UILabel }.first { $0.text == "Red" })
    let centre = label.convert(CGPoint(x: label.bounds.midX, y: label.bounds.midY), to: nil)
    Self.controlClick(driver, at: centre)
    #expect(driver.app.selectedView === label)
    let row = try #require(driver.app.hierarchyRows.first { $0.view === label })
    #expect(row.text.hasPrefix("UILabel ("))
    let page = try #require(driver.app.hierarchyRows.first { $0.view === label.superview })
    #expect(page.text.hasSuffix("· TabPage"), "the page names its controller: \(page.text)")
  }

  /// A back swipe held half way and paused: the Control-click picks what is drawn under the
  /// pointer (the top page sliding out at the right), not where the pop will leave it
  /// (off screen, with the page below at 0).
  @Test func aPausedPopIsPickedWhereItShows() throws {
    let driver = PlaygroundDriver("navigation")
    let navigation = try #require(driver.app.window.rootViewController as? UINavigationController)
    let top = try #require(navigation.topViewController)
    let below = navigation.viewControllers[navigation.viewControllers.count - 2]
    driver.step(.down, x: 5)
    for step in 1...40 { driver.step(.move, x: 5 + 5 * CGFloat(step)) }
    driver.key("Space")
    driver.key("V")
    Self.controlClick(driver, at: CGPoint(x: 330, y: 600))
    let picked = try #require(driver.app.selectedView)
    #expect(picked.isDescendant(of: top.view), "picked \(picked)")
    // At the left, the page below shows under the pop's dimming view, which fades out as
    // it goes (alpha 0 in the model, not yet on screen): either is what shows there.
    Self.controlClick(driver, at: CGPoint(x: 100, y: 600))
    let left = try #require(driver.app.selectedView)
    #expect(!left.isDescendant(of: top.view), "picked \(left)")
    #expect(left.isDescendant(of: below.view) || left.alpha == 0, "picked \(left)")
  }

  /// The click that picks never reaches the app: a view that records touches gets none,
  /// and gets the next click without Control.
  @Test func thePickingClickDoesNotReachTheApp() {
    let recorder = TouchRecorder(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let scene = Scene("touches") {
      let controller = UIViewController()
      controller.view.addSubview(recorder)
      return controller
    }
    let app = PlaygroundApp(scene: scene, size: CGSize(width: 390, height: 844), scale: 1)
    app.handle(KeyInput(key: "V", timestamp: 0.1))
    for phase in [PointerInput.Phase.down, .up] {
      app.handle(
        PointerInput(
          phase: phase, location: CGPoint(x: 100, y: 100), timestamp: 0.2, modifiers: .control))
    }
    #expect(app.selectedView === recorder)
    #expect(recorder.methods.isEmpty)
    app.handle(pointer(.down, 100, 100, at: 0.3))
    app.handle(pointer(.up, 100, 100, at: 0.35))
    #expect(recorder.methods == ["began", "ended"])
  }

  /// Up/Down walk the rows, Tab the fields, Left/Right edit: the next frame draws the edit.
  @Test func anEditChangesTheNextFrame() throws {
    let driver = PlaygroundDriver("tab-swipe")
    driver.key("V")
    let label = try #require(
      Self.views(in: driver.app.window).compactMap { $0 as? UILabel }.first { $0.text == "Red" })
    Self.controlClick(driver, at: label.convert(CGPoint(x: 5, y: 5), to: nil))
    var before = DisplayList()
    driver.app.buildFrame(into: &before)
    // x → y → width → height → alpha → background color.
    for _ in 0..<5 { driver.key("Tab") }
    #expect(driver.app.editedField == .backgroundColor)
    driver.key("Right")
    #expect(label.backgroundColor == .systemRed)
    driver.key("Tab")
    #expect(driver.app.editedField == .cornerRadius)
    for _ in 0..<3 { driver.key("Right") }
    #expect(label.layer.cornerRadius == 3)
    var after = DisplayList()
    driver.app.buildFrame(into: &after)
    #expect(after != before)
    let red = RGBA(.systemRed)
    #expect(
      after.commands.contains {
        if case .fill(let fill) = $0 { fill.color == red && fill.cornerRadius == 3 } else { false }
      })
    // Down moves to the next row, then Tab back to width and a large step narrows it.
    driver.key("Up")
    #expect(driver.app.selectedView === label.superview)
    driver.key("Down")
    #expect(driver.app.selectedView === label)
    let width = label.frame.width
    for _ in 0..<4 { driver.key("Tab") }
    #expect(driver.app.editedField == .width)
    driver.app.handle(KeyInput(key: "Left", modifiers: .shift, timestamp: driver.time + 0.01))
    #expect(label.frame.width == width - 10)
  }

  /// A NaN or negative size is refused with a message naming it and one warning; the view
  /// keeps its frame and keeps running.
  @Test func badValuesAreRefusedWithAMessage() throws {
    let driver = PlaygroundDriver("tab-swipe")
    driver.key("V")
    Self.controlClick(driver, at: CGPoint(x: 195, y: 300))
    let view = try #require(driver.app.selectedView)
    let frame = view.frame
    let (_, warnings) = capturingWarnings {
      driver.app.edit(.width, to: .nan)
    }
    #expect(view.frame == frame)
    #expect(driver.app.hierarchyMessage == "width nan refused: not a number")
    #expect(warnings == ["hierarchy inspector: width nan refused: not a number"])
    let (_, more) = capturingWarnings { driver.app.edit(.height, to: -20) }
    #expect(view.frame == frame)
    #expect(driver.app.hierarchyMessage == "height -20 refused: it must be 0 or more")
    #expect(more.count == 1)
    driver.app.edit(.height, to: 20)
    #expect(view.frame.height == 20)
    #expect(driver.app.hierarchyMessage == nil)
    driver.run(5)
  }

  /// X explodes the window; a drag in the device area turns it and reaches no view.
  @Test func draggingTurnsTheExplodedView() {
    let driver = PlaygroundDriver("navigation")
    driver.key("X")
    #expect(driver.app.isExploded)
    let start = driver.app.explodedView
    driver.step(.down, x: 100, y: 400)
    driver.step(.move, x: 150, y: 380)
    driver.step(.up, x: 150, y: 380)
    #expect(abs(driver.app.explodedView.yaw - (start.yaw + 0.5)) < 1e-9)
    #expect(abs(driver.app.explodedView.pitch - (start.pitch + 0.2)) < 1e-9)
    #expect(driver.app.inspectorReading.calls.isEmpty, "the drag reached the app")
    var list = DisplayList()
    driver.app.buildFrame(into: &list)
    #expect(list.commands.contains { if case .pushProjection = $0 { true } else { false } })
  }

  static func views(in view: UIView) -> [UIView] {
    [view] + view.subviews.flatMap { views(in: $0) }
  }
}
