import Segue
import SeguePlaygroundCore

/// A sheet with medium and large detents, a grabber, and the list inside: at the medium
/// detent nothing is dimmed and the page behind stays usable; drag the sheet, or the list,
/// up to expand it (the list scrolls once the sheet is large) and down to shrink it again or
/// dismiss it.
///
/// Mouse: click "Show sheet"; drag the list up and down.
extension Scene {
  static let sheetDetents = Scene(
    "sheet-detents",
    summary: "a sheet with medium and large detents, undimmed at medium, a list inside",
    transitions: .pair(
      "present", "dismiss",
      there: { window in (window.rootViewController as? SheetHomeViewController)?.showNow() },
      back: { window in window.rootViewController?.presentedViewController?.dismiss(animated: true)
      })
  ) {
    SheetHomeViewController(title: "Detents", button: "Show sheet") { home in
      let list = SheetListViewController()
      if let sheet = list.sheetPresentationController {
        sheet.detents = [.medium(), .large()]
        sheet.largestUndimmedDetentIdentifier = .medium
        sheet.prefersGrabberVisible = true
      }
      home.present(list, animated: true)
    }
  }
}
