import Foundation
import Segue
import SegueSDL
import SegueTesting
import SnapshotTesting
import Testing

@testable import SegueDemos
@testable import SeguePlaygroundCore

/// Screenshot goldens of every ported seed sample at progress 0, 0.5 and 1, each scene in
/// a 240×480 window. Timed transitions are stepped to the exact time on the window's
/// engine; interactive ones are scrubbed with `update(_:)`. Each reference PNG in
/// `__Snapshots__/SeedGoldenTests` was looked at before it was committed.
@MainActor
@Suite struct SeedGoldenTests {
  static let size = CGSize(width: 240, height: 480)

  private func window(_ scene: Scene) -> UIWindow {
    scene.makeWindow(size: Self.size)
  }

  /// Starts what `begin` schedules on the next frame, then snapshots at each of `times`
  /// seconds after that frame.
  private func snapshots(
    _ window: UIWindow, times: [TimeInterval], names: [String] = ["0", "0.5", "1"],
    testName: String = #function, line: UInt = #line, begin: () -> Void
  ) {
    begin()
    window.animationEngine.step()
    let start = window.animationEngine.clock.now
    for (time, name) in zip(times, names) {
      window.animationEngine.tick(to: start + time)
      assertSnapshot(
        of: window as UIView, as: .image(), named: name, testName: testName, line: line)
    }
  }

  /// Scrubs an interactive transition to 0, 0.5 and 1 and snapshots each.
  private func scrubbed(
    _ window: UIWindow, _ interaction: UIPercentDrivenInteractiveTransition,
    testName: String = #function, line: UInt = #line, begin: () -> Void
  ) {
    begin()
    window.animationEngine.step()
    for (percent, name) in zip([0, 0.5, 1] as [CGFloat], ["0", "0.5", "1"]) {
      interaction.update(percent)
      window.animationEngine.step()
      assertSnapshot(
        of: window as UIView, as: .image(), named: name, testName: testName, line: line)
    }
  }

  private func settle(_ window: UIWindow) {
    window.animationEngine.step(frames: 180)
  }

  @Test func seed000Present() {
    let window = window(.seed000Present)
    let root = window.rootViewController as! Test1Controller
    snapshots(window, times: [0, 0.175, 0.35]) {
      root.present(UIButton(type: .system))
    }
  }

  @Test func seed000InteractiveDismiss() {
    let window = window(.seed000Present)
    let root = window.rootViewController as! Test1Controller
    root.present(UIButton(type: .system))
    settle(window)
    let interactive = root.deletage.interactive
    scrubbed(window, interactive) {
      interactive.isInteracting = true
      interactive.dismissedVc.dismiss(animated: true, completion: nil)
    }
  }

  @Test func seed001Pop() {
    let window = window(.seed001Pop)
    let navigation = window.rootViewController as! PJNavigationController
    navigation.pushViewController(PopDemoPage(level: 2), animated: false)
    settle(window)
    let interaction = UIPercentDrivenInteractiveTransition()
    scrubbed(window, interaction) {
      navigation.navTransition.interactivePopTransition = interaction
      navigation.popViewController(animated: true)
    }
  }

  @Test func seed002DiagonalPresent() {
    let window = window(.seed002Diagonal)
    let root = window.rootViewController as! DiagonalPresenterViewController
    snapshots(window, times: [0, 0.25, 0.5]) {
      let presented = DiagonalPresentedViewController()
      presented.modalPresentationStyle = .custom
      presented.transitioningDelegate = root.transitionDelegate
      root.present(presented, animated: true)
    }
  }

  @Test func seed002InteractiveDismiss() {
    let window = window(.seed002Diagonal)
    let root = window.rootViewController as! DiagonalPresenterViewController
    let presented = DiagonalPresentedViewController()
    presented.modalPresentationStyle = .custom
    presented.transitioningDelegate = root.transitionDelegate
    root.present(presented, animated: true)
    settle(window)
    let interaction = MyInteractiveTransition()
    scrubbed(window, interaction) {
      root.transitionDelegate.interactiveDismissal = interaction
      presented.dismiss(animated: true)
    }
  }

  @Test func seed003SpringPresent() {
    let window = window(.seed003Spring)
    let root = window.rootViewController as! ViewController
    snapshots(window, times: [0, 0.25, 0.5, 2], names: ["0", "0.5", "1", "settled"]) {
      root.click(UIButton(type: .system))
    }
  }

  @Test func seed003FlyOutDismiss() {
    let window = window(.seed003Spring)
    let root = window.rootViewController as! ViewController
    root.click(UIButton(type: .system))
    window.animationEngine.step(frames: 240)
    // POPBasicAnimation's default duration, 0.4 s, is how long the fly-out takes.
    snapshots(window, times: [0, 0.2, 0.4]) {
      root.presentedViewController!.dismiss(animated: true)
    }
  }

  @Test func seed004CardPresent() {
    let window = window(.seed004Card)
    let root = window.rootViewController!
    snapshots(window, times: [0, 0.2, 0.4]) {
      root.present(CardViewController(), animated: true)
    }
  }

  @Test func seed004InteractiveDismiss() {
    let window = window(.seed004Card)
    let root = window.rootViewController!
    let card = CardViewController()
    root.present(card, animated: true)
    settle(window)
    scrubbed(window, card.interaction) {
      card.isInteracting = true
      card.dismiss(animated: true)
    }
  }
}
