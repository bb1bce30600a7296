import Foundation
import Testing

@testable import Segue

/// iOS 14's `UIAction` on buttons and bar button items, written as iOS code calls it.
@MainActor
@Suite struct UIActionTests {
  @Test func anAddedActionRunsOnATapWithTheButtonAsItsSender() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let button = UIButton(type: .system)
    button.frame = CGRect(x: 50, y: 50, width: 100, height: 40)
    window.addSubview(button)
    // Identities, not the buttons: the action's closure is kept by the button, so holding the
    // button from it would keep both alive (as it would on iOS).
    var senders: [ObjectIdentifier?] = []
    button.addAction(
      UIAction { action in senders.append((action.sender as? UIButton).map(ObjectIdentifier.init))
      },
      for: .touchUpInside)
    Mouse(window: window).click(button)
    #expect(senders == [ObjectIdentifier(button)])
  }

  @Test func aPrimaryActionTitlesTheButtonAndRunsWhenATouchEndsInside() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    var taps = 0
    let button = UIButton(primaryAction: UIAction(title: "Present") { _ in taps += 1 })
    button.frame = CGRect(x: 50, y: 50, width: 100, height: 40)
    window.addSubview(button)
    #expect(button.title(for: .normal) == "Present" && button.buttonType == .system)
    let mouse = Mouse(window: window)
    mouse.click(button)
    mouse.drag(from: CGPoint(x: 100, y: 70), through: [CGVector(dx: 0, dy: 100)])
    #expect(taps == 1, "a touch dragged out does not trigger it")

    let framed = UIButton(
      frame: CGRect(x: 0, y: 0, width: 40, height: 40),
      primaryAction: UIAction(title: "Close") { _ in taps += 10 })
    framed.sendActions(for: .primaryActionTriggered)
    #expect(framed.title(for: .normal) == "Close" && framed.buttonType == .custom && taps == 11)
  }

  @Test func actionsAreRemovedAndReplacedByIdentifier() {
    let button = UIButton(type: .system)
    var log: [String] = []
    let refresh = UIAction.Identifier("refresh")
    button.addAction(UIAction(identifier: refresh) { _ in log.append("old") }, for: .touchUpInside)
    button.addAction(UIAction(identifier: refresh) { _ in log.append("new") }, for: .touchUpInside)
    let down = UIAction { _ in log.append("down") }
    button.addAction(down, for: [.touchDown, .touchUpInside])
    button.sendActions(for: .touchUpInside)
    #expect(log == ["new", "down"], "the second action with an identifier replaces the first")

    button.removeAction(down, for: .touchUpInside)
    button.removeAction(identifiedBy: refresh, for: .touchUpInside)
    log.removeAll()
    button.sendActions(for: .touchUpInside)
    button.sendActions(for: .touchDown)
    #expect(log == ["down"], "removed from touch-up only, it still runs on touch-down")
  }

  @Test func aDisabledActionDoesNotRunAndAnActionKeepsItsProperties() {
    var runs = 0
    let action = UIAction(
      title: "Delete", identifier: UIAction.Identifier("delete"), attributes: .disabled,
      state: .on
    ) { _ in runs += 1 }
    let control = UIControl(frame: .zero, primaryAction: action)
    control.sendActions(for: .primaryActionTriggered)
    #expect(runs == 0)
    action.attributes = []
    control.sendActions(for: .primaryActionTriggered)
    #expect(runs == 1 && action.sender == nil, "the sender is not kept after the handler")
    #expect(action.title == "Delete" && action.identifier.rawValue == "delete")
    #expect(action.state == .on && action.image == nil && action.discoverabilityTitle == nil)
    #expect(UIAction { _ in }.identifier != UIAction { _ in }.identifier, "each is unique")
  }
}
