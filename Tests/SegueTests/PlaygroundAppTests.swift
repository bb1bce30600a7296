import SegueDemos
import SeguePlaygroundCore
import Testing

@testable import Segue

@MainActor
@Suite struct PlaygroundAppTests {
  @Test func numberKeysSwitchScenesAndEscapeQuits() {
    let app = PlaygroundApp(scene: Scenes.all[0], size: CGSize(width: 390, height: 844), scale: 1)
    let first = app.window
    app.handle(KeyInput(key: "2", timestamp: 1.5))
    #expect(app.scene.name == Scenes.all[1].name)
    #expect(app.window !== first)
    #expect(app.window.bounds.size == CGSize(width: 390, height: 844))
    #expect(app.window.animationEngine.clock.hostTime == 1.5)
    app.handle(KeyInput(key: "0", timestamp: 2))  // the tenth scene
    #expect(app.scene.name == Scenes.all[9].name)
    app.handle(KeyInput(key: "x", timestamp: 2.5))  // not a scene key: nothing changes
    #expect(app.scene.name == Scenes.all[9].name)
    app.handle(KeyInput(key: "]", timestamp: 2.6))  // next, past the tenth
    #expect(app.scene.name == Scenes.all[10].name)
    app.handle(KeyInput(key: "[", timestamp: 2.7))
    app.handle(KeyInput(key: "[", timestamp: 2.8))
    #expect(app.scene.name == Scenes.all[8].name)
    #expect(app.isRunning)
    app.handle(KeyInput(key: "Escape", timestamp: 3))
    #expect(!app.isRunning)
  }
}
