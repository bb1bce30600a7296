import Foundation

/// One bar button item drawn in a navigation bar: its title, image or custom view, tinted;
/// dimmed while pressed (unless disabled), a touch that ends inside it runs the item's
/// action.
@MainActor
final class BarButtonView: BarControl {
  let item: UIBarButtonItem
  private var content: UIView?

  init(item: UIBarButtonItem) {
    self.item = item
    super.init(frame: .zero)
    rebuild()
    addTarget(nil, for: .touchUpInside) { $0.item.sendAction() }
    item.changed = { [weak self] in
      self?.rebuild()
      self?.superview?.setNeedsLayout()
    }
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  /// Points: the width the item takes in the bar.
  var preferredWidth: CGFloat {
    if item.width > 0 { return item.width }
    if item.systemItem == .flexibleSpace || item.systemItem == .fixedSpace { return 0 }
    if let customView = item.customView { return customView.bounds.width }
    return content?.intrinsicContentSize.width ?? 0
  }

  /// The title a system item shows, or nil for one drawn as a symbol or space.
  private static func title(of systemItem: UIBarButtonItem.SystemItem) -> String? {
    switch systemItem {
    case .add, .close, .flexibleSpace, .fixedSpace: nil
    case .fastForward: "Fast Forward"
    default: "\(systemItem)".prefix(1).uppercased() + "\(systemItem)".dropFirst()
    }
  }

  private static func symbol(of systemItem: UIBarButtonItem.SystemItem?) -> UIImage? {
    switch systemItem {
    case .add: UIImage(systemName: "plus")
    case .close: UIImage(systemName: "xmark")
    default: nil
    }
  }

  private func rebuild() {
    content?.removeFromSuperview()
    content = nil
    if let customView = item.customView {
      content = customView
    } else if let image = item.image ?? Self.symbol(of: item.systemItem) {
      content = UIImageView(image: image)
    } else if let text = item.title ?? item.systemItem.flatMap(Self.title(of:)) {
      let label = UILabel()
      label.text = text
      let bold = item.style == .done || item.systemItem == .save
      label.font = bold ? .systemFont(ofSize: 17, weight: .semibold) : .systemFont(ofSize: 17)
      content = label
    }
    if let content { addSubview(content) }
    setNeedsLayout()
  }

  /// Lays the content out in the middle, in the item's tint, else the bar's (read here, as
  /// the bar's tint can change after the item was built), gray while disabled.
  override func layoutSubviews() {
    guard let content else { return }
    let color: UIColor = item.isEnabled ? (item.tintColor ?? tintColor) : .tertiaryLabel
    (content as? UILabel)?.textColor = color
    (content as? UIImageView)?.tintColor = color
    let size =
      item.customView != nil ? content.bounds.size : content.intrinsicContentSize
    content.frame = CGRect(
      x: (bounds.width - size.width) / 2, y: (bounds.height - size.height) / 2,
      width: size.width, height: size.height)
  }

  /// A disabled item neither dims nor acts.
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard item.isEnabled else { return }
    super.touchesBegan(touches, with: event)
  }
}
