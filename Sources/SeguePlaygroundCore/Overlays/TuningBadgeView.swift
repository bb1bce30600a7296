import Segue

/// The transient line that shows a tuning change ("progress threshold: 0.55") near the
/// bottom of the window, above where a tab bar sits (at the top it covered the page titles
/// and the navigation bar), then fades: it stays `holdSeconds`, fades over `fadeSeconds` on the
/// window's clock (so a replay shows it on the same frames) and removes itself.
final class TuningBadgeView: UILabel {
  static let holdSeconds: TimeInterval = 1.2
  static let fadeSeconds: TimeInterval = 0.3
  /// Points from the window's bottom edge to the badge's: a tab bar (49) and some air.
  static let bottomMargin: CGFloat = 72

  init(_ text: String, in bounds: CGRect) {
    let width = min(bounds.width - 32, 360)
    super.init(
      frame: CGRect(
        x: (bounds.width - width) / 2, y: bounds.height - Self.bottomMargin - 34, width: width,
        height: 34))
    autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin]
    self.text = text
    font = .boldSystemFont(ofSize: 15)
    textColor = .white
    textAlignment = .center
    backgroundColor = UIColor(white: 0.08, alpha: 0.85)
    layer.cornerRadius = 17
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  /// Starts the hold and fade; call once it is in a window.
  func fadeOut() {
    UIView.animate(
      withDuration: Self.fadeSeconds, delay: Self.holdSeconds, options: [],
      animations: { self.alpha = 0 },
      completion: { _ in self.removeFromSuperview() })
  }
}
