import Foundation
import Segue
import SegueDemos
import SeguePlaygroundCore
import SegueSDL
import SegueTesting
import SnapshotTesting
import Testing

/// The help overlay (H) over the navigation scene, rendered headless as the window draws
/// it. The reference PNG was looked at before it was committed: every key of the key map
/// (numbers 1 … 8, one per scene) readable on a dark opaque panel over the blue page.
@MainActor
@Suite struct HelpOverlayGoldenTests {
  @Test func helpOverlayOverTheNavigationScene() {
    let app = PlaygroundApp(
      scene: Scenes.named("navigation")!, size: CGSize(width: 390, height: 844), scale: 1)
    app.handle(KeyInput(key: "H", timestamp: 0.5))
    _ = app.advance(to: 0.5)
    assertSnapshot(of: app.window as UIView, as: .image())
  }
}
