import Segue

/// The key map over the window: a dark opaque panel (what is under it would show through
/// the text) listing `bindings`, keys in bold on the left, what they do on the right.
/// Touches pass through it.
final class HelpOverlayView: UIView {
  /// Points: the row pitch, the key column's width, the panel's margins.
  static let rowHeight: CGFloat = 26
  static let keyWidth: CGFloat = 104
  static let inset: CGFloat = 16
  static let titleHeight: CGFloat = 44

  init(bindings: [KeyBinding], in bounds: CGRect) {
    let width = min(bounds.width - 2 * Self.inset, 340)
    let height = Self.titleHeight + CGFloat(bindings.count) * Self.rowHeight + Self.inset
    super.init(
      frame: CGRect(
        x: (bounds.width - width) / 2, y: (bounds.height - height) / 2, width: width,
        height: height))
    autoresizingMask = [
      .flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin,
    ]
    isUserInteractionEnabled = false
    backgroundColor = UIColor(white: 0.08, alpha: 1)
    layer.cornerRadius = 14
    let title = label("Keys", x: Self.inset, y: 8, width: width - 2 * Self.inset, bold: true)
    title.frame.size.height = Self.titleHeight - 8
    title.font = .boldSystemFont(ofSize: 20)
    for (index, binding) in bindings.enumerated() {
      let y = Self.titleHeight + CGFloat(index) * Self.rowHeight
      _ = label(binding.keys, x: Self.inset, y: y, width: Self.keyWidth - 8, bold: true)
      let action = label(
        binding.action, x: Self.inset + Self.keyWidth, y: y,
        width: width - 2 * Self.inset - Self.keyWidth, bold: false)
      action.textColor = UIColor(white: 0.82, alpha: 1)
    }
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  private func label(_ text: String, x: CGFloat, y: CGFloat, width: CGFloat, bold: Bool)
    -> UILabel
  {
    let label = UILabel(frame: CGRect(x: x, y: y, width: width, height: Self.rowHeight))
    label.text = text
    label.font = bold ? .boldSystemFont(ofSize: 14) : .systemFont(ofSize: 14)
    label.textColor = .white
    addSubview(label)
    return label
  }
}
