import Foundation
import Segue
import SegueDemos
import SeguePlaygroundCore
import SegueTesting
import Testing

/// Committed recordings replayed against committed frames: an interaction regression test,
/// written the way the README tells users to write theirs.
@MainActor
@Suite struct ReplayGoldenTests {
  private func recording(_ name: String) throws -> InputRecording {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Assets/Recordings/\(name).json")
    return try InputRecording(jsonData: try Data(contentsOf: url), source: url.path)
  }

  /// Before any click, after the click on Blue (0.92 s), and after the drag that began on
  /// Orange (1.33 s) and ended over Blue: Orange, which got the touch, is raised.
  @Test func basicsClicks() throws {
    try assertReplay(
      try recording("basics-clicks"), scenes: Scenes.all, frames: .times([0, 1.0, 1.6]))
  }

  /// Every interactive flow of the demo scenes, recorded with real drags under Xvfb
  /// (`Scripts/record-flows`), finished and cancelled: a frame in the middle of the drag and
  /// the replay's last frame, and the controller on top at the end (type and title).
  /// Seed 002's dismissal always finishes when the drag ends, so it has no cancelled flow;
  /// the detents flow expands the sheet rather than dismissing it.
  @Test(arguments: [
    ("navigation-pop-finished", "ColorViewController Orange"),
    ("navigation-pop-cancelled", "ColorViewController Blue"),
    ("seed000-dismiss-finished", "Test1Controller"),
    ("seed000-dismiss-cancelled", "TestController"),
    ("seed001-pop-finished", "PopDemoPage Page 1"),
    ("seed001-pop-cancelled", "PopDemoPage Page 2"),
    ("seed002-dismiss-finished", "DiagonalPresenterViewController"),
    ("seed004-dismiss-finished", "CardPresenterViewController"),
    ("seed004-dismiss-cancelled", "CardViewController"),
    ("tab-swipe-next-finished", "TabPage Green"),
    ("tab-swipe-next-cancelled", "TabPage Red"),
    ("sheet-list-dismiss-finished", "SheetHomeViewController"),
    ("sheet-list-dismiss-cancelled", "SheetListViewController"),
    ("sheet-detents-expand", "SheetListViewController"),
    ("photo-grid-dismiss-finished", "PhotoGridViewController Photos"),
    ("photo-grid-dismiss-cancelled", "PhotoDetailViewController Photo 5"),
  ])
  func interactiveFlow(_ name: String, endsWith top: String) throws {
    let session = try recording(name)
    let window = try assertReplay(
      session, scenes: Scenes.all,
      frames: .times([midDrag(session), try PlaygroundApp.replayEnd(of: session)]),
      testName: name)
    #expect(topController(of: window) == top)
  }

  /// The time of the middle move of the last drag.
  private func midDrag(_ recording: InputRecording) -> TimeInterval {
    var drag: [TimeInterval] = []
    for case .pointer(let input) in recording.events {
      if input.phase == .down { drag = [] }
      if input.phase == .move, input.button != 0 { drag.append(input.timestamp) }
    }
    return drag[drag.count / 2]
  }

  /// The controller whose view is on top (a navigation controller's top one, a tab bar
  /// controller's selected one), and its title; "…, transitioning" while a transition still
  /// runs.
  private func topController(of window: UIWindow) -> String {
    guard var top = window.rootViewController else { return "none" }
    while let presented = top.presentedViewController { top = presented }
    if let navigation = top as? UINavigationController, let shown = navigation.topViewController {
      top = shown
    }
    if let tabs = top as? UITabBarController, let shown = tabs.selectedViewController {
      top = shown
    }
    return ["\(type(of: top))", top.title].compactMap { $0 }.joined(separator: " ")
      + (top.transitionCoordinator == nil ? "" : ", transitioning")
  }
}
