import Foundation
import SeguePlaygroundCore
import Testing

@testable import Segue

/// A drag scrubs a presentation mixing `UIView.animate`, a `CABasicAnimation`, a
/// `CASpringAnimation` and the implicit animation of a standalone layer
/// (`MixedAnimator`, 1 s); a release past half way finishes it. Every frame is recorded.
@MainActor
final class MixedScrubViewController: UIViewController {
  let ball = CALayer()
  let badge = CALayer()
  private lazy var transitioning = MixedTransitioningDelegate(
    animator: MixedAnimator(ball: ball, badge: badge))

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    for (layer, x) in [(ball, 40.0), (badge, 120.0)] {
      layer.frame = CGRect(x: x, y: 0, width: 20, height: 20)
      layer.backgroundColor = UIColor.blue.cgColor
      view.layer.addSublayer(layer)
    }
    view.addGestureRecognizer(
      UIPanGestureRecognizer(target: self) { [unowned self] pan in handlePan(pan) })
  }

  private func handlePan(_ pan: UIPanGestureRecognizer) {
    let interaction = transitioning.interaction
    let progress = pan.translation(in: view).x / view.bounds.width
    switch pan.state {
    case .began:
      let page = UIViewController()
      page.view.backgroundColor = .systemOrange
      page.modalPresentationStyle = .custom
      page.transitioningDelegate = transitioning
      present(page, animated: true)
      interaction.update(progress)
    case .changed:
      interaction.update(progress)
    case .ended:
      if progress > 0.5 { interaction.finish() } else { interaction.cancel() }
    case .cancelled:
      interaction.cancel()
    default:
      break
    }
  }
}

@MainActor
@Suite struct MixedScrubReplayTests {
  let scene = Scene("mixed-scrub") { MixedScrubViewController() }

  /// What a frame shows: its display list, and the animated values read from the model.
  struct Shown {
    var list: String
    var values: [Double]
  }

  func shown(_ driver: PlaygroundDriver) -> Shown {
    let root = driver.app.window.rootViewController as! MixedScrubViewController
    var values = [
      Double(root.ball.presentation()!.position.y), Double(root.badge.presentation()!.opacity),
    ]
    if let page = root.presentedViewController {
      values.append(Double(page.view.presentation().alpha))
      values.append(Double(page.view.layer.presentation()!.transform.rotation(about: .z)))
    }
    return Shown(list: driver.displayList.description, values: values)
  }

  /// Draws the frame as the window host does after every frame.
  func draw(_ driver: PlaygroundDriver) {
    var list = DisplayList()
    driver.app.buildFrame(into: &list)
  }

  @Test func steppingBackReplaysTheScrubAndTheFinish() {
    let driver = PlaygroundDriver(scene: scene)
    var frames: [Int: Shown] = [:]
    func frame(_ input: PointerInput.Phase? = nil, x: CGFloat = 0) {
      driver.step(input, x: x)
      draw(driver)
      frames[driver.frame] = shown(driver)
    }
    for _ in 0..<3 { frame() }
    frame(.down, x: 10)
    for x in stride(from: 30, through: 290, by: 20) { frame(.move, x: CGFloat(x)) }
    frame(.up, x: 290)
    for _ in 0..<8 { frame() }
    let root = driver.app.window.rootViewController as! MixedScrubViewController
    #expect(root.presentedViewController != nil, "still finishing")
    let released = frames[driver.frame - 8]!.values
    #expect(released.count == 4 && released[2] > 0.5 && released[2] < 1, "mid-transition")
    #expect(released[1] > 0 && released[1] < 0.5, "the badge fades with it")

    // Back frame by frame through the finish and into the drag: each frame as it was.
    for _ in 0..<16 {
      driver.key(",")
      draw(driver)
      let frame = Int((driver.app.animationTime * 60).rounded())
      let now = shown(driver)
      let then = frames[frame]!
      #expect(now.list == then.list, "frame \(frame)")
      // A step back lands at (k + 1)/60 − 1/60 s, which may differ from k/60 in its last bit.
      #expect(now.values.count == then.values.count, "frame \(frame)")
      for (value, was) in zip(now.values, then.values) {
        #expect(isClose(value, was, within: 1e-12), "frame \(frame)")
      }
    }
  }
}
