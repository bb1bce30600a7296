// Swift 5 language mode: iOS 14 actions built the way a transition library's nonisolated
// helper builds them, with no actor annotation anywhere.
import Segue

/// A close button and bar item for a presented card, made outside any actor.
final class CardChrome {
  var closes = 0

  func makeCloseButton() -> UIButton {
    let button = UIButton(type: .system)
    button.addAction(
      UIAction(title: "Close") { [unowned self] _ in self.closes += 1 }, for: .touchUpInside)
    return button
  }

  func makeDoneItem() -> UIBarButtonItem {
    UIBarButtonItem(
      systemItem: .done, primaryAction: UIAction { [unowned self] _ in self.closes += 1 })
  }
}
