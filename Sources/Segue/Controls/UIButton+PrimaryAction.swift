import Foundation

/// iOS 14's buttons made from an action: `UIButton(primaryAction: UIAction(title: "Go") { _ in … })`.
/// `UIButton(frame:primaryAction:)` is `UIControl`'s, which titles a button too.
extension UIButton {
  /// A button showing `primaryAction`'s title that runs it when a touch ends inside it.
  public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
    self.init(type: buttonType)
    if let primaryAction { adoptPrimaryAction(primaryAction) }
  }
}
