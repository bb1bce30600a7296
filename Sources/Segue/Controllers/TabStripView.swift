import Foundation

/// The strip of a tab bar controller: one title per tab, the selected one tinted; a click
/// selects.
@MainActor
final class TabStripView: UIView {
  var onSelect: ((Int) -> Void)?
  private var labels: [UILabel] = []
  private let hairline = UIView()

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .secondarySystemBackground
    hairline.backgroundColor = .separator
    addSubview(hairline)
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  func setItems(_ titles: [String], selected: Int) {
    for label in labels { label.removeFromSuperview() }
    labels = titles.enumerated().map { index, title in
      let label = UILabel()
      label.text = title
      label.font = .systemFont(ofSize: 12)
      label.textAlignment = .center
      label.textColor = index == selected ? .systemBlue : .systemGray
      addSubview(label)
      return label
    }
    setNeedsLayout()
  }

  override func layoutSubviews() {
    hairline.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 0.5)
    guard !labels.isEmpty else { return }
    let width = bounds.width / CGFloat(labels.count)
    for (index, label) in labels.enumerated() {
      label.frame = CGRect(x: CGFloat(index) * width, y: 0, width: width, height: bounds.height)
    }
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first, !labels.isEmpty, bounds.width > 0 else { return }
    let x = touch.location(in: self).x
    let index = Int(x / (bounds.width / CGFloat(labels.count)))
    onSelect?(min(max(index, 0), labels.count - 1))
  }
}
