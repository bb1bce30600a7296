import BenchmarkSupport
import Foundation
import Segue
import SegueDemos
import SeguePlaygroundCore

/// A demo scene held mid-transition: a showcase transition (`Scene.transitions`) at
/// progress 0.5, or an interactive one in the middle of a drag.
enum SceneMoment: Sendable {
  case transition(scene: String, transition: String)
  case drag(Drag)

  static let all: [SceneMoment] =
    [
      .transition(scene: "navigation", transition: "push"),
      .transition(scene: "navigation", transition: "pop"),
      .transition(scene: "seed000-present", transition: "present"),
      .transition(scene: "seed001-pop", transition: "pop"),
      .transition(scene: "seed002-diagonal", transition: "present"),
      .transition(scene: "seed003-spring", transition: "present"),
      .transition(scene: "seed004-card", transition: "present"),
    ] + Drag.scenes.map { .drag($0) }

  var name: String {
    switch self {
    case .transition(let scene, let transition): "\(scene) \(transition)"
    case .drag(let drag): "\(drag.name) drag"
    }
  }
}

/// Frames of a scene held mid-transition, one after another. A transition is stopped half
/// way by ticking the clock to the same mid-way time every frame: the engine evaluates every
/// running animation, and the tree is laid out, flattened and culled, exactly as for a new
/// time; only the values repeat, so every frame shows the same picture. A drag needs no such
/// trick (its transition waits for the pointer): each frame is the next 8 ms mouse move, to
/// and fro, and the clock's tick to its time.
@MainActor
final class SceneFrames {
  let window: UIWindow
  /// Kept alive with the window: the transition run or the drag's app.
  private let owner: AnyObject
  private let step: () -> Void
  private var list = DisplayList()
  private let scale: CGFloat

  init(_ moment: SceneMoment, scale: CGFloat) {
    self.scale = scale
    let size = CGSize(width: 390, height: 844)
    switch moment {
    case .transition(let sceneName, let transitionName):
      guard let scene = Scenes.named(sceneName),
        let transition = scene.transition(named: transitionName),
        let run = try? TransitionRun(transition, of: scene, size: size, scale: scale)
      else { fatalError("\(moment.name): no such scene transition") }
      run.advance(to: run.duration / 2)
      let engine = run.window.animationEngine
      let midway = engine.clock.hostTime
      window = run.window
      owner = run
      step = { engine.tick(to: midway) }
    case .drag(let drag):
      let fixture = InputFixture(dragging: drag, scale: scale)
      window = fixture.window
      owner = fixture
      step = { fixture.dragFrame() }
    }
    // Warm up: every array at its steady capacity.
    for _ in 0..<10 { modelFrame() }
  }

  /// The model's part of a frame: the frame's tick (and move), layout, display list, culling.
  func modelFrame() {
    step()
    list.build(from: window)
    list.cull(to: window.bounds, scale: scale)
  }

  /// The frame's tick (and move) alone, for a renderer that builds the list itself.
  func advance() { step() }

  /// The display list of the current frame, nothing culled.
  var fullList: DisplayList {
    var list = DisplayList()
    list.build(from: window)
    return list
  }

  /// One `SceneFrames` per moment and scale for the whole process: each benchmark runs in
  /// its own process and calls its body once per sample, so the scene is set up once.
  private static var shared: [String: AnyObject] = [:]

  static func shared<Fixture: AnyObject>(_ key: String, make: () -> Fixture) -> Fixture {
    if let fixture = shared[key] as? Fixture { return fixture }
    let fixture = make()
    shared[key] = fixture
    return fixture
  }
}
