import Foundation
import Segue
import SeguePlaygroundCore
import Testing

/// Fades its label's text in with a `CATransition` when it appears, as a status label does,
/// hearing the transition's start and stop as its delegate.
final class FadingLabelController: UIViewController, CAAnimationDelegate {
  let label = UILabel(frame: CGRect(x: 20, y: 200, width: 300, height: 40))

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    label.text = "Sending…"
    view.addSubview(label)
  }

  func send() {
    let fade = CATransition()
    fade.delegate = self
    label.layer.add(fade, forKey: kCATransition)
    label.text = "Sent"
  }
}

/// The playground's call log shows Core Animation's calls, with or without a UIKit
/// transition running.
@MainActor
@Suite struct CoreAnimationCallLogTests {
  @Test func aCATransitionsDelegateCallsShowInTheCallLogAndItsHeading() {
    let controller = FadingLabelController()
    let scene = Scene("fading-label") { controller }
    let driver = PlaygroundDriver(scene: scene)
    driver.run(2)
    controller.send()
    driver.run(20)
    let expected = [
      "animationDelegate.animationDidStart(CATransition(type: fade))",
      "animationDelegate.animationDidStop(CATransition(type: fade), finished: true)",
    ]
    #expect(driver.app.inspectorReading.calls.map(\.description) == expected)
    var list = DisplayList()
    driver.app.buildFrame(into: &list)
    let lines = list.commands.compactMap { command -> String? in
      guard case .text(let run) = command else { return nil }
      return run.string
    }
    #expect(lines.contains("CALLS · 2"))
    #expect(lines.contains("1  " + expected[0]))
    #expect(lines.contains("2  " + expected[1]))
  }
}
