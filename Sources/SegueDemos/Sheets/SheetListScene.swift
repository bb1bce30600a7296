import Segue
import SeguePlaygroundCore

/// The iOS 13+ card: a plain `present` of a list, nothing configured. The list slides up as
/// a page sheet, the page behind is scaled back with rounded corners under a dimming; swipe
/// the sheet (or the list at its top) down to dismiss it.
///
/// Mouse: click "Show list"; drag the list down.
extension Scene {
  static let sheetList = Scene(
    "sheet-list", summary: "a plain present: the iOS 13+ card sheet; swipe down to dismiss",
    transitions: .pair(
      "present", "dismiss",
      there: { window in (window.rootViewController as? SheetHomeViewController)?.showNow() },
      back: { window in window.rootViewController?.presentedViewController?.dismiss(animated: true)
      })
  ) {
    SheetHomeViewController(title: "Plain present", button: "Show list") { home in
      home.present(SheetListViewController(), animated: true)
    }
  }
}
