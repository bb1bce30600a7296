import Segue

/// The bubble scene's round buttons, 64 pt across, centered 24 pt above the safe area's
/// bottom edge: the presenting button and the close button share the spot.
enum BubbleButton {
  static let diameter: CGFloat = 64

  @MainActor
  static func make(_ title: String, color: UIColor) -> UIButton {
    let button = UIButton(type: .custom)
    button.backgroundColor = color
    button.layer.cornerRadius = diameter / 2
    button.setTitle(title, for: .normal)
    button.titleLabel?.font = .boldSystemFont(ofSize: 32)
    button.translatesAutoresizingMaskIntoConstraints = false
    return button
  }

  @MainActor
  static func pin(_ button: UIButton, in view: UIView) {
    NSLayoutConstraint.activate([
      button.widthAnchor.constraint(equalToConstant: diameter),
      button.heightAnchor.constraint(equalToConstant: diameter),
      button.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      button.bottomAnchor.constraint(
        equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -24),
    ])
  }
}
