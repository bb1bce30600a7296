import Segue

/// The card: a rounded orange page that asks to be dragged down.
final class CardViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemOrange
    view.layer.cornerRadius = 24
    let hint = UILabel(frame: CGRect(x: 0, y: 40, width: view.bounds.width, height: 30))
    hint.autoresizingMask = [.flexibleWidth]
    hint.text = "Drag me down"
    hint.font = .boldSystemFont(ofSize: 20)
    hint.textColor = .white
    hint.textAlignment = .center
    view.addSubview(hint)
  }
}
