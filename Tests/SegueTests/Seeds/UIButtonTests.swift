import Foundation
import Testing

@testable import Segue

@MainActor
@Suite struct UIButtonTests {
  @Test func touchUpInsideFiresAndDraggingOutDoesNot() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let button = UIButton(type: .system)
    button.frame = CGRect(x: 50, y: 50, width: 100, height: 40)
    button.setTitle("Go", for: .normal)
    window.addSubview(button)
    var events: [String] = []
    button.addTarget(nil, for: .touchUpInside) { _ in events.append("up") }
    button.addTarget(nil, for: .touchDown) { b in events.append("down \(b.title(for: .normal)!)") }
    let mouse = Mouse(window: window)
    mouse.click(button)
    #expect(events == ["down Go", "up"])
    mouse.drag(from: CGPoint(x: 100, y: 70), through: [CGVector(dx: 0, dy: 100)])
    #expect(events == ["down Go", "up", "down Go"])
    #expect(!button.isHighlighted)
  }

  @Test func aGoneTargetStopsItsActions() {
    let button = UIButton(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    var count = 0
    var target: NSObject? = NSObject()
    button.addTarget(target, for: .touchUpInside) { _ in count += 1 }
    button.sendActions(for: .touchUpInside)
    target = nil
    button.sendActions(for: .touchUpInside)
    #expect(count == 1)
  }

  @Test func theKeyWindowIsTheLastMadeKey() {
    let first = UIWindow(frame: .zero)
    first.makeKeyAndVisible()
    let second = UIWindow(frame: .zero)
    second.makeKeyAndVisible()
    #expect(UIApplication.shared.keyWindow === second)
    #expect(!first.isKeyWindow && second.isKeyWindow)
  }
}
