import Testing

@testable import Segue

/// Bar button items as `segue port` leaves iOS code: a closure where UIKit has a selector.
@MainActor @Suite struct UIBarButtonItemTests {
  final class Editor: UIViewController {
    var saves = 0
    func save(_ sender: UIBarButtonItem) { saves += 1 }
  }

  @Test func aTapCallsTheActionWithTheItem() {
    let editor = Editor()
    let item = UIBarButtonItem(title: "Save", style: .done, target: editor) {
      [unowned editor] sender in editor.save(sender)
    }
    item.sendAction()
    #expect(editor.saves == 1)
    #expect(item.title == "Save" && item.systemItem == nil)
  }

  @Test func aDisabledItemOrAGoneTargetDoesNothing() {
    var calls = 0
    var editor: Editor? = Editor()
    let item = UIBarButtonItem(barButtonSystemItem: .done, target: editor) { _ in calls += 1 }
    item.isEnabled = false
    item.sendAction()
    item.isEnabled = true
    editor = nil
    item.sendAction()
    #expect(calls == 0)
    #expect(item.style == .done)
    let untargeted = UIBarButtonItem(barButtonSystemItem: .close, target: nil) { _ in calls += 1 }
    untargeted.sendAction()
    #expect(calls == 1)
  }
}
