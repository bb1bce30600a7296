import Segue

/// The first scene: a title and three overlapping cards. Clicking a card raises it and
/// names it in the status line.
final class BasicsViewController: UIViewController {
  private let status = UILabel()

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Segue"
    view.backgroundColor = .systemBackground
    let width = view.bounds.width

    let titleLabel = UILabel(frame: CGRect(x: 0, y: 48, width: width, height: 44))
    titleLabel.text = title
    titleLabel.font = .boldSystemFont(ofSize: 28)
    titleLabel.textAlignment = .center
    titleLabel.autoresizingMask = [.flexibleWidth]
    view.addSubview(titleLabel)

    status.frame = CGRect(x: 0, y: 92, width: width, height: 24)
    status.font = .systemFont(ofSize: 15)
    status.textColor = .secondaryLabel
    status.textAlignment = .center
    status.text = "Click a card"
    status.autoresizingMask = [.flexibleWidth]
    view.addSubview(status)

    let cards: [(String, UIColor, CGRect, CGFloat)] = [
      ("Orange", .systemOrange, CGRect(x: 32, y: 160, width: 220, height: 260), -0.06),
      ("Blue", .systemBlue, CGRect(x: 138, y: 300, width: 220, height: 260), 0.05),
      ("Green", .systemGreen, CGRect(x: 60, y: 470, width: 220, height: 260), 0),
    ]
    for (name, color, frame, angle) in cards {
      let card = CardView(name: name, color: color) { [unowned self] card in
        card.superview?.bringSubviewToFront(card)
        self.status.text = "\(card.name) is on top"
      }
      card.frame = frame
      card.transform = CGAffineTransform(rotationAngle: angle)
      view.addSubview(card)
    }
  }
}

/// A rounded, clipping card with its name and a translucent band; reports clicks.
final class CardView: UIView {
  let name: String
  private let onClick: (CardView) -> Void

  init(name: String, color: UIColor, onClick: @escaping (CardView) -> Void) {
    self.name = name
    self.onClick = onClick
    super.init(frame: .zero)
    backgroundColor = color
    layer.cornerRadius = 20
    clipsToBounds = true

    let band = UIView(frame: CGRect(x: -20, y: 180, width: 260, height: 60))
    band.backgroundColor = UIColor.white.withAlphaComponent(0.35)
    addSubview(band)

    let label = UILabel(frame: CGRect(x: 16, y: 16, width: 188, height: 32))
    label.text = name
    label.font = .boldSystemFont(ofSize: 24)
    label.textColor = .white
    addSubview(label)
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    onClick(self)
  }
}
