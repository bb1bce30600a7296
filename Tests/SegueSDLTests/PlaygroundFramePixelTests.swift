import Foundation
import Segue
import SegueDemos
import SeguePlaygroundCore
import SegueSDL
import Testing

/// The device area's views never show over the inspector, even when they reach past its
/// right edge (as a view sliding in does).
@MainActor
@Suite struct PlaygroundFramePixelTests {
  @Test func aViewPastTheDevicesRightEdgeStaysOutOfTheInspector() throws {
    let scene = Scene("overflow", summary: "a card half past the right edge") {
      let controller = UIViewController()
      let card = UIView(frame: CGRect(x: 300, y: 600, width: 300, height: 200))
      card.backgroundColor = .systemGreen
      controller.view.addSubview(card)
      return controller
    }
    let app = PlaygroundApp(scene: scene, size: CGSize(width: 390, height: 844), scale: 1)
    let frame = try HeadlessRenderer(size: app.frameSize).render { app.buildFrame(into: &$0) }
    let green: (UInt8, UInt8, UInt8, UInt8) = (52, 199, 89, 255)
    let row = 700
    #expect((300..<390).allSatisfy { frame[$0, row] == green }, "the card in the device area")
    #expect(!(390..<690).contains { frame[$0, row] == green }, "but not over the inspector")
    #expect(frame[395, row] == (28, 28, 28, 255))
  }
}
