import Segue
import SegueTesting
import Testing

/// `.flipHorizontal` and `.partialCurl` presentations at progress 0, 0.25, 0.5, 0.75 and 1, in a
/// 240×480 window, as iOS code presents them: the flip turns both pages about the vertical
/// axis in perspective, the curl rolls the presenting page up from its bottom edge around a
/// cylinder (`PageCurlView`), its back veiled, uncovering the presented page, and stays
/// curled over its top. References:
/// `__Snapshots__/ModalTurnGoldenTests/TEST.STYLE-p050.png`, each looked at before it was
/// committed.
@MainActor
@Suite struct ModalTurnGoldenTests {
  /// A page with something to read on it: a colored background, a white card, a title.
  private func page(_ color: UIColor, title: String) -> UIViewController {
    let controller = UIViewController()
    controller.view.backgroundColor = color
    let card = UIView(frame: CGRect(x: 20, y: 60, width: 200, height: 120))
    card.backgroundColor = .white
    card.layer.cornerRadius = 12
    controller.view.addSubview(card)
    let label = UILabel(frame: CGRect(x: 20, y: 200, width: 200, height: 40))
    label.text = title
    label.textColor = .white
    controller.view.addSubview(label)
    let stripe = UIView(frame: CGRect(x: 0, y: 400, width: 240, height: 40))
    stripe.backgroundColor = .systemYellow
    controller.view.addSubview(stripe)
    return controller
  }

  private func assertTurn(
    _ transition: UIViewController.Transition, named name: String,
    testName: String = #function
  ) throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 240, height: 480))
    let home = page(.systemIndigo, title: "Home")
    window.rootViewController = home
    window.makeKeyAndVisible()
    // The default points, 0, 0.25, 0.5, 0.75 and 1: at 0.5 the flip's pages are edge-on
    // (nothing but the black behind them, as on iOS), so its quarters show the turn.
    try assertTransition(named: name, in: window, testName: testName) {
      let detail = page(.systemTeal, title: "Detail")
      detail.modalPresentationStyle = .fullScreen
      detail.preferredTransition = transition
      home.present(detail, animated: true)
    }
  }

  @Test func flipHorizontal() throws { try assertTurn(.flipHorizontal, named: "flip") }

  @Test func partialCurl() throws { try assertTurn(.partialCurl, named: "curl") }
}
