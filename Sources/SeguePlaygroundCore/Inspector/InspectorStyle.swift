import Segue

/// The inspector's colors, fonts and metrics, made once (a `UIColor` is an object: the
/// panel must not make new ones each frame).
@MainActor
enum InspectorStyle {
  static let background = UIColor(white: 0.11, alpha: 1)
  static let separator = UIColor(white: 0.24, alpha: 1)
  static let title = UIColor(white: 0.6, alpha: 1)
  static let text = UIColor(white: 0.92, alpha: 1)
  static let dimmed = UIColor(white: 0.45, alpha: 1)
  static let track = UIColor(white: 0.22, alpha: 1)
  static let fill = UIColor.systemBlue
  static let marker = UIColor.systemYellow
  static let finish = UIColor.systemGreen
  static let cancel = UIColor.systemRed
  static let selection = UIColor.systemBlue.withAlphaComponent(0.35)
  static let button = UIColor(white: 0.26, alpha: 1)
  /// Call log lines by receiver.
  static let delegateColor = UIColor(red: 1, green: 0.8, blue: 0.4, alpha: 1)
  static let animatorColor = UIColor(red: 0.4, green: 0.8, blue: 1, alpha: 1)
  static let presentationColor = UIColor(red: 0.8, green: 0.6, blue: 1, alpha: 1)
  static let coordinatorColor = UIColor(red: 0.5, green: 0.88, blue: 0.63, alpha: 1)
  /// Core Animation's calls: animation delegates and transaction completions.
  static let coreAnimationColor = UIColor(red: 1, green: 0.55, blue: 0.55, alpha: 1)

  static let titleFont = UIFont.boldSystemFont(ofSize: 11)
  static let bodyFont = UIFont.systemFont(ofSize: 13)
  static let smallFont = UIFont.systemFont(ofSize: 11)

  /// Points between the panel's edge and its content.
  static let margin: CGFloat = 12
  /// Height of a line of body text.
  static let lineHeight: CGFloat = 18

  /// A label in the inspector's look.
  static func label(
    _ font: UIFont = bodyFont, color: UIColor = text, alignment: NSTextAlignment = .left
  ) -> UILabel {
    let label = UILabel()
    label.font = font
    label.textColor = color
    label.textAlignment = alignment
    return label
  }

  /// A section heading ("TRANSITION") at the top of `view`.
  static func heading(_ text: String, in view: UIView, width: CGFloat) -> UILabel {
    let label = label(titleFont, color: title)
    label.text = text
    label.frame = CGRect(x: 0, y: 0, width: width, height: 14)
    label.autoresizingMask = [.flexibleWidth]
    view.addSubview(label)
    return label
  }
}
