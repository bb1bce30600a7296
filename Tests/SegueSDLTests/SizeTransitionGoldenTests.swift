import Segue
import SegueTesting
import SnapshotTesting
import Testing

/// Three cards in a column that become a row when the window turns landscape, laid out in
/// the coordinator's alongside block as iOS code adapting to a size change does. The
/// reference PNG in `__Snapshots__/SizeTransitionGoldenTests` was looked at before it was
/// committed: the row, at the landscape size, once the resize has ended.
@MainActor
@Suite struct SizeTransitionGoldenTests {
  final class CardsViewController: UIViewController {
    let cards = [UIColor.systemRed, .systemGreen, .systemBlue].map { color in
      let card = UIView()
      card.backgroundColor = color
      card.layer.cornerRadius = 12
      return card
    }
    var transitions = 0

    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .white
      cards.forEach(view.addSubview)
      layOutCards(in: view.bounds.size)
    }

    /// A column when taller than wide, a row otherwise; 20-point margins and gaps.
    func layOutCards(in size: CGSize) {
      let column = size.height > size.width
      let count = CGFloat(cards.count)
      let length = ((column ? size.height : size.width) - 20 * (count + 1)) / count
      for (index, card) in cards.enumerated() {
        let offset = 20 + CGFloat(index) * (length + 20)
        card.frame =
          column
          ? CGRect(x: 20, y: offset, width: size.width - 40, height: length)
          : CGRect(x: offset, y: 20, width: length, height: size.height - 40)
      }
    }

    override func viewWillTransition(
      to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
    ) {
      super.viewWillTransition(to: size, with: coordinator)
      transitions += 1
      coordinator.animate(alongsideTransition: { _ in self.layOutCards(in: size) })
    }
  }

  @Test func theCardsEndInARowAtTheLandscapeSize() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
    let controller = CardsViewController()
    window.rootViewController = controller
    window.layoutIfNeeded()

    window.resize(to: CGSize(width: 400, height: 300), scale: 1)
    window.step(frames: 30)

    #expect(controller.transitions == 1)
    let last = controller.cards[2]
    #expect(last.frame.minY == 20 && last.frame.height == 260, "in a row")
    #expect(last.presentation().frame == last.frame, "the animation has ended")
    assertSnapshot(of: window as UIView, as: .image(), named: "landscape")
  }
}
