import Segue
import Testing

// The README's example, verbatim: it must keep compiling and doing what the README says.
final class CardsViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Cards"
    view.backgroundColor = .systemBackground
    let card = UIView(frame: CGRect(x: 20, y: 120, width: 350, height: 220))
    card.backgroundColor = .systemOrange
    card.layer.cornerRadius = 16
    card.transform = CGAffineTransform(rotationAngle: -0.05)
    view.addSubview(card)
    UIView.animate(withDuration: 0.35, delay: 0, options: [.curveEaseOut]) {
      card.center.y += 40
    }
  }
}

@MainActor
@Suite struct ReadmeExampleTests {
  @Test func cardSlidesDownByFortyPointsOverThirtyFiveHundredths() throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = CardsViewController()
    let card = try #require(window.rootViewController?.view.subviews.first)
    #expect(card.center.y == 270)
    #expect(card.presentation().center.y == 230)
    window.animationEngine.step(frames: 21)  // 0.35 s
    #expect(card.presentation().center.y == 270)
    #expect(card.layer.cornerRadius == 16)
  }
}
