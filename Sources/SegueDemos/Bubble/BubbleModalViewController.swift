import Segue

/// The page the bubble presents: the bubble's color, a line of text, and a close button
/// where the presenting button was, so the bubble shrinks back into it.
final class BubbleModalViewController: UIViewController {
  let closeButton = BubbleButton.make("×", color: .white)

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = BubbleHomeViewController.color
    let hint = UILabel()
    hint.text = "Drag down to close"
    hint.textColor = .white
    hint.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(hint)
    view.addSubview(closeButton)
    closeButton.setTitleColor(BubbleHomeViewController.color, for: .normal)
    NSLayoutConstraint.activate([
      hint.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      hint.centerYAnchor.constraint(equalTo: view.safeAreaLayoutGuide.centerYAnchor),
    ])
    BubbleButton.pin(closeButton, in: view)
    closeButton.addTarget(self, for: .touchUpInside) { [unowned self] _ in
      self.dismiss(animated: true)
    }
  }
}
