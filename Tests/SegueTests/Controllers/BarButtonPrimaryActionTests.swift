import Foundation
import Testing

@testable import Segue

/// Bar button items made from iOS 14 actions, tapped in the navigation bar.
@MainActor
@Suite struct BarButtonPrimaryActionTests {
  final class NotesViewController: UIViewController {
    var taps: [String] = []
    override func viewDidLoad() {
      super.viewDidLoad()
      title = "Notes"
      navigationItem.leftBarButtonItem = UIBarButtonItem(
        title: "Sort", menu: UIMenu(title: "Sort by", children: [UIAction(title: "Date") { _ in }]))
      navigationItem.rightBarButtonItems = [
        UIBarButtonItem(
          systemItem: .add,
          primaryAction: UIAction { [unowned self] action in
            taps.append("add from \((action.sender as? UIBarButtonItem)?.systemItem == .add)")
          }),
        UIBarButtonItem(
          primaryAction: UIAction(title: "Edit") { [unowned self] _ in taps.append("edit") }),
      ]
    }
  }

  @Test func aTapRunsTheItemsPrimaryAction() throws {
    let notes = NotesViewController()
    let navigation = UINavigationController(rootViewController: notes)
    let window = makeWindow(root: navigation, device: .iPhone15)
    window.layoutIfNeeded()
    let buttons = navigation.navigationBar.itemView.subviews.compactMap { $0 as? BarButtonView }
    try #require(buttons.count == 3)

    let mouse = Mouse(window: window)
    for button in buttons { mouse.click(button) }
    #expect(notes.taps == ["add from true", "edit"], "a menu-only item does nothing on a tap")

    let edit = try #require(notes.navigationItem.rightBarButtonItems?[1])
    #expect(edit.title == "Edit", "the item shows its action's title")
    edit.primaryAction = UIAction(title: "Done") { [unowned notes] _ in notes.taps.append("done") }
    window.layoutIfNeeded()
    mouse.click(buttons[2])
    #expect(edit.title == "Done" && notes.taps.last == "done")
    #expect(notes.navigationItem.leftBarButtonItem?.menu?.children.count == 1)
  }

  @Test func aPrimaryActionTakesThePlaceOfTheTargetsAction() {
    var log: [String] = []
    let item = UIBarButtonItem(title: "Save", style: .done, target: nil) { _ in log.append("action")
    }
    item.primaryAction = UIAction(title: "Save all") { _ in log.append("primary") }
    item.sendAction()
    let system = UIBarButtonItem(systemItem: .done, primaryAction: UIAction(title: "X") { _ in })
    #expect(log == ["primary"] && item.title == "Save all")
    #expect(system.title == nil, "a system item keeps its own title")
  }
}
