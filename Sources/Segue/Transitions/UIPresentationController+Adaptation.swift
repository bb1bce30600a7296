import Foundation

/// How a `.custom` presentation adapts to a horizontally compact window (an iPhone), as
/// UIKit asks the presentation controller and its delegate.
extension UIPresentationController {
  /// `style` when the delegate may answer it, else `.none` with a warning naming `asked`;
  /// no answer (no delegate) is `.none`.
  func validAdaptiveStyle(_ style: UIModalPresentationStyle?, asked: String)
    -> UIModalPresentationStyle
  {
    guard let style else { return .none }
    switch style {
    case .none, .fullScreen, .overFullScreen: return style
    default:
      Diagnostics.warn(
        "\(asked) returned \(style), which is not .fullScreen, .overFullScreen or .none; "
          + "the presentation does not adapt")
      return .none
    }
  }

  /// The style a `.custom` presentation starting under `traits` adapts to: `.none` in a
  /// regular (or unspecified) horizontal size class, where UIKit does not ask.
  func adaptiveStyle(under traits: UITraitCollection) -> UIModalPresentationStyle {
    guard traits.horizontalSizeClass == .compact else { return .none }
    let style = adaptivePresentationStyle(for: traits)
    if style != .none,
      delegate?.presentationController(self, viewControllerForAdaptivePresentationStyle: style)
        != nil
    {
      Diagnostics.warn(
        "presentationController(_:viewControllerForAdaptivePresentationStyle:) returned a "
          + "controller; Segue cannot show a replacement yet and presents the original")
    }
    return style
  }
}
