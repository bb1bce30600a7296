import Segue

/// Stands in for a scene's controller when its builder returned one that cannot be shown:
/// the problem, in words, where the scene would be. The playground keeps running, so the
/// other scenes (number keys) and the session stay.
final class SceneProblemViewController: UIViewController {
  private let message: String

  init(_ message: String) {
    self.message = message
    super.init(nibName: nil, bundle: nil)
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = UIColor(white: 0.12, alpha: 1)
    let label = UILabel(frame: view.bounds.insetBy(dx: 24, dy: 24))
    label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    label.text = message
    label.numberOfLines = 0
    label.textColor = .white
    label.textAlignment = .center
    view.addSubview(label)
  }
}
