import Segue

/// The page the card comes up over: a title and a "Show card" button.
public final class HomeViewController: UIViewController {
  let transition = CardTransition()

  public override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemIndigo
    let title = UILabel(frame: CGRect(x: 0, y: 80, width: view.bounds.width, height: 40))
    title.autoresizingMask = [.flexibleWidth]
    title.text = "__NAME__"
    title.font = .boldSystemFont(ofSize: 28)
    title.textColor = .white
    title.textAlignment = .center
    view.addSubview(title)

    let button = UIButton(type: .custom)
    button.frame = CGRect(x: view.bounds.midX - 90, y: 200, width: 180, height: 48)
    button.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
    button.backgroundColor = UIColor.white.withAlphaComponent(0.25)
    button.layer.cornerRadius = 12
    button.setTitle("Show card", for: .normal)
    button.addTarget(self, for: .touchUpInside) { [unowned self] _ in self.showCard() }
    view.addSubview(button)
  }

  /// A new card, set up to come up with `transition` and to follow a drag back down.
  func makeCard() -> CardViewController {
    let card = CardViewController()
    card.modalPresentationStyle = .custom
    card.transitioningDelegate = transition
    transition.swipe.attach(to: card)
    return card
  }

  func showCard() {
    present(makeCard(), animated: true)
  }
}
