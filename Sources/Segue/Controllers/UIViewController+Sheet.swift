import Foundation

/// The presentation controller a controller is (or will be) presented by, so a sheet can be
/// configured before `present`, as in UIKit:
///
///     controller.sheetPresentationController?.detents = [.medium(), .large()]
///     present(controller, animated: true)
extension UIViewController {
  /// The presentation controller of this controller's presentation, or, as in UIKit, of its
  /// nearest presented ancestor (the root of a presented navigation controller gets the
  /// navigation controller's); before `present`, the one its current
  /// `modalPresentationStyle` will use (a sheet for `.automatic`, `.pageSheet` and
  /// `.formSheet`, unless a zoom makes `.automatic` full screen); nil for the other
  /// built-in styles until presented.
  public var presentationController: UIPresentationController? {
    var controller: UIViewController? = self
    while let current = controller {
      if let active = current.activePresentationController { return active }
      controller = current.parent
    }
    guard resolvedPresentationStyle == .pageSheet else { return nil }
    return sheetForNextPresentation
  }

  /// The sheet presenting this controller (or about to), else nil.
  public var sheetPresentationController: UISheetPresentationController? {
    presentationController as? UISheetPresentationController
  }

  /// The prepared sheet, made on first use. Its presenting controller is fixed at `present`.
  /// This controller owns it and it holds this controller weakly until then, so a sheet
  /// asked for and never presented is freed with its controller.
  private var sheetForNextPresentation: UISheetPresentationController {
    if let preparedSheet { return preparedSheet }
    let sheet = UISheetPresentationController(presentedViewController: self, presenting: nil)
    sheet.holdControllersWeakly()
    preparedSheet = sheet
    return sheet
  }

  /// The sheet for a presentation starting now: the prepared one (configured through
  /// `sheetPresentationController`), now knowing its presenter, or a new one.
  func takeSheet(presenting: UIViewController) -> UISheetPresentationController {
    let sheet =
      preparedSheet
      ?? UISheetPresentationController(
        presentedViewController: self, presenting: presenting)
    sheet.presentingViewController = presenting
    sheet.holdPresented()
    preparedSheet = nil
    return sheet
  }
}
