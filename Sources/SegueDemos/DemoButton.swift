import Segue

/// The scenes' buttons: white title on a translucent rounded plate, centered horizontally.
enum DemoButton {
  @MainActor
  static func make(_ title: String, y: CGFloat, in view: UIView) -> UIButton {
    let button = UIButton(type: .custom)
    button.frame = CGRect(x: view.bounds.midX - 90, y: y, width: 180, height: 48)
    button.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
    button.backgroundColor = UIColor.black.withAlphaComponent(0.35)
    button.layer.cornerRadius = 12
    button.setTitle(title, for: .normal)
    view.addSubview(button)
    return button
  }
}
