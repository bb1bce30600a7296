import Segue

/// The page the sheets are presented over: a title, colored stripes, and a button.
final class SheetHomeViewController: UIViewController {
  let heading: String
  let buttonTitle: String
  let show: (UIViewController) -> Void

  init(title heading: String, button: String, show: @escaping (UIViewController) -> Void) {
    self.heading = heading
    buttonTitle = button
    self.show = show
    super.init(nibName: nil, bundle: nil)
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemTeal
    let colors: [UIColor] = [.systemRed, .systemOrange, .systemYellow, .systemGreen, .systemBlue]
    for (index, color) in colors.enumerated() {
      let stripe = UIView(
        frame: CGRect(
          x: 20, y: 220 + CGFloat(index) * 60, width: view.bounds.width - 40, height: 44))
      stripe.backgroundColor = color
      stripe.layer.cornerRadius = 8
      stripe.autoresizingMask = [.flexibleWidth]
      view.addSubview(stripe)
    }
    let title = UILabel(frame: CGRect(x: 0, y: 60, width: view.bounds.width, height: 40))
    title.text = heading
    title.font = .boldSystemFont(ofSize: 28)
    title.textAlignment = .center
    title.autoresizingMask = [.flexibleWidth]
    view.addSubview(title)
    let button = DemoButton.make(buttonTitle, y: 130, in: view)
    button.addTarget(self, for: .touchUpInside) { [unowned self] _ in self.showNow() }
  }

  /// What the button does, for the scenes' transitions.
  func showNow() { show(self) }
}
