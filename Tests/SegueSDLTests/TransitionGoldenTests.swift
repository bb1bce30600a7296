import Foundation
import Segue
import SegueDemos
import SeguePlaygroundCore
import SegueTesting
import Testing

/// Every demo scene's showcase transitions at progress 0, 0.25, 0.5, 0.75 and 1, each in a
/// fresh 240×480 window, through `assertTransition` as users write it. References:
/// `__Snapshots__/TransitionGoldenTests/SCENE.TRANSITION-p050.png`, each looked at before
/// it was committed. A scene added to `Scenes.all` joins the suite (its first run records
/// its references, and fails until they are committed).
@MainActor
@Suite struct TransitionGoldenTests {
  static let size = CGSize(width: 240, height: 480)

  @Test(arguments: Scenes.all.filter { !$0.transitions.isEmpty }.map(\.name))
  func sceneTransitions(scene name: String) throws {
    let scene = try #require(Scenes.named(name))
    for transition in scene.transitions {
      try assertTransition(transition, of: scene, size: Self.size, testName: name)
    }
  }
}
