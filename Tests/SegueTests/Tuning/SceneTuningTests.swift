import Foundation
import Testing

@testable import Segue
@testable import SegueDemos
@testable import SeguePlaygroundCore

/// Each scene reads the tuning live: a change made through the app applies to the next
/// transition or release, with the scene left as it is.
@MainActor
@Suite struct SceneTuningTests {
  static let size = CGSize(width: 390, height: 844)

  func app(_ scene: Scene) -> (PlaygroundApp, AppPointer) {
    let app = PlaygroundApp(scene: scene, size: Self.size, scale: 1)
    return (app, AppPointer(app))
  }

  /// Makes the curve linear (the first choice), whatever it was.
  func linear(_ app: PlaygroundApp) {
    app.adjust(.curve, by: -10)
    #expect(app.tuning.curve == .linear)
  }

  @Test func navigationPushesTakeTheTunedDurationAndCurve() {
    let (app, pointer) = app(.navigation)
    let navigation = app.window.rootViewController as! UINavigationController
    let window = app.window
    app.adjust(.duration, by: 0.65)
    linear(app)
    var p = pointer
    p.click(CGPoint(x: 200, y: 400), settle: 0)
    // The push started on the frame after the click's release: 0.5 s of 1 s later
    // the new top is half way in.
    let top = navigation.topViewController!
    p.wait(0.5)
    window.layoutIfNeeded()
    #expect(abs(top.view.presentation().frame.minX - 195) < 1, "\(top.view.presentation().frame)")
    p.wait(0.6)
    #expect(top.view.frame.minX == 0)
  }

  @Test func navigationEdgeZoneZeroPopsFromAnywhere() {
    let (app, pointer) = app(.navigation)
    let navigation = app.window.rootViewController as! UINavigationController
    var p = pointer
    let quick = Mouse.steady(CGVector(dx: 1, dy: 0), speed: 600, seconds: 0.4)
    /// The stack's height after a quick swipe right from `x` with the edge zone at `zone`.
    func swipe(from x: CGFloat, zone: CGFloat) -> Int {
      app.adjust(.edgeZone, by: zone - app.tuning.edgeZone)
      p.drag(from: CGPoint(x: x, y: 400), through: quick)
      return navigation.viewControllers.count
    }
    #expect(swipe(from: 150, zone: 20) == 3)
    #expect(swipe(from: 150, zone: 0) == 2)
    #expect(swipe(from: 90, zone: 60) == 2)
    #expect(swipe(from: 50, zone: 60) == 1)
  }

  @Test func navigationCompletionSpeedSlowsTheRestAfterRelease() {
    func stillPopping(speed delta: Double) -> Bool {
      let (app, pointer) = app(.navigation)
      let navigation = app.window.rootViewController as! UINavigationController
      app.adjust(.completionSpeed, by: delta)
      var p = pointer
      // 60 % of the way at 60 pt/s: it finishes, 0.4 × 0.35 s / speed after release.
      p.drag(
        from: CGPoint(x: 8, y: 400),
        through: Mouse.steady(CGVector(dx: 1, dy: 0), speed: 60, seconds: 3.9), settle: 0.3)
      return navigation.transitionCoordinator != nil
    }
    #expect(!stillPopping(speed: 0))
    #expect(stillPopping(speed: -0.8))
  }

  @Test func navigationPolicyKindIsTunedToo() {
    // velocityThenProgress: a short flick finishes, which projected would cancel.
    let (app, pointer) = app(.navigation)
    let navigation = app.window.rootViewController as! UINavigationController
    var p = pointer
    let flick = Mouse.steady(CGVector(dx: 1, dy: 0), speed: 150, seconds: 0.3)
    p.drag(from: CGPoint(x: 8, y: 400), through: flick)
    #expect(navigation.viewControllers.count == 3)
    app.adjust(.policy, by: 1)
    #expect(app.tuning.policy == .velocityThenProgress)
    p.drag(from: CGPoint(x: 8, y: 400), through: flick)
    #expect(navigation.viewControllers.count == 2)
  }

  @Test func seed000TakesTheTunedDurationAndPolicy() throws {
    let (app, pointer) = app(.seed000Present)
    let root = app.window.rootViewController as! Test1Controller
    app.adjust(.duration, by: 0.65)
    var p = pointer
    let button = root.view.first(UIButton.self)!
    p.click(button.convert(CGPoint(x: 100, y: 25), to: nil), settle: 0)
    let presented = try #require(root.presentedViewController)
    p.wait(0.5)
    // Linear, the article's curve, over the tuned 1 s.
    #expect(abs(presented.view.presentation().frame.minX - 195) < 1)
    p.wait(1)
    // A slow drag past 30 % finishes by the article's rule; at a 0.5 threshold it cancels.
    app.adjust(.progressThreshold, by: 0.2)
    p.drag(
      from: CGPoint(x: 100, y: 400),
      through: Mouse.steady(CGVector(dx: 1, dy: 0), speed: 60, seconds: 2.5))
    #expect(root.presentedViewController != nil)
  }

  @Test func seed000KeepsToCubicCurves() {
    let (app, _) = app(.seed000Present)
    app.adjust(.curve, by: 10)
    #expect(app.tuning.curve == .linear)
    app.adjust(.curve, by: 3)
    #expect(app.tuning.curve == .easeInOut)
    app.adjust(.curve, by: 1)
    #expect(app.tuning.curve == .easeInOut)
  }

  @Test func seed001TakesTheTunedEdgeZoneAndThreshold() {
    let (app, pointer) = app(.seed001Pop)
    let navigation = app.window.rootViewController as! PJNavigationController
    var p = pointer
    p.click(CGPoint(x: 195, y: 168))  // "Push", under the 44-point bar
    #expect(navigation.viewControllers.count == 2)
    let short = Mouse.steady(CGVector(dx: 1, dy: 0), speed: 160, seconds: 1)
    app.adjust(.edgeZone, by: 50)
    p.drag(from: CGPoint(x: 200, y: 500), through: short)
    #expect(navigation.viewControllers.count == 2)
    p.drag(from: CGPoint(x: 20, y: 500), through: short)
    #expect(navigation.viewControllers.count == 2)  // 160 of 390: short of half
    app.adjust(.progressThreshold, by: -0.2)
    p.drag(from: CGPoint(x: 20, y: 500), through: short)
    #expect(navigation.viewControllers.count == 1)
  }

  @Test func seed004TakesTheTunedThreshold() {
    func dismissed(threshold delta: Double) -> Bool {
      let (app, pointer) = app(.seed004Card)
      let root = app.window.rootViewController!
      app.adjust(.progressThreshold, by: delta)
      var p = pointer
      p.click(CGPoint(x: 195, y: 144))  // "Show card"
      p.drag(
        from: CGPoint(x: 195, y: 400),
        through: Mouse.steady(CGVector(dx: 0, dy: 1), speed: 150, seconds: 2))
      return root.presentedViewController == nil
    }
    // Released at 300 of 844 pt moving at 150 pt/s: projected 0.36 + 0.09 = 0.44.
    #expect(!dismissed(threshold: 0))
    #expect(dismissed(threshold: -0.1))
  }
}
