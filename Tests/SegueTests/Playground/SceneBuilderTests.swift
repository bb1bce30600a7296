import Foundation
import SeguePlaygroundCore
import Testing

@testable import Segue

/// A user's scene builder that hands back a controller already in a window (one instance
/// kept and returned each time) cannot be shown twice: the playground names the scene, shows
/// the problem in its place and keeps running.
@MainActor
@Suite struct SceneBuilderTests {
  private let size = CGSize(width: 320, height: 480)

  @Test func aControllerAlreadyInAWindowIsNamedAndReplaced() throws {
    let kept = UIViewController()
    let scene = Scene("kept") { kept }
    let app = PlaygroundApp(scene: scene, among: [scene], size: size, scale: 1)
    #expect(app.window.rootViewController === kept)
    let warnings = WarningLog()
    Diagnostics.$sink.withValue(warnings.sink) {
      app.handle(KeyInput(key: "1", timestamp: 1))
    }
    #expect(
      warnings.messages == [
        "scene 'kept': its builder returned a UIViewController that is already in a window; "
          + "return a new controller each time"
      ])
    #expect(app.isRunning)
    #expect(app.window.rootViewController !== kept)
    let label = try #require(app.window.rootViewController?.view.subviews.first as? UILabel)
    #expect(label.text == warnings.messages.first)
  }

  @Test func aFreshControllerEachTimeIsShown() {
    let scene = Scene("fresh") { UIViewController() }
    let app = PlaygroundApp(scene: scene, among: [scene], size: size, scale: 1)
    let first = app.window.rootViewController
    app.handle(KeyInput(key: "1", timestamp: 1))
    #expect(app.window.rootViewController !== first)
    #expect(type(of: app.window.rootViewController!) == UIViewController.self)
  }

  @Test func duplicateNamesAreListedOnce() {
    let scenes = ["a", "b", "a", "c", "b", "a"].map { name in Scene(name) { UIViewController() } }
    #expect(scenes.duplicateNames == ["a", "b"])
    #expect(scenes.prefix(2).map { $0 }.duplicateNames.isEmpty)
  }
}
