import SeguePlaygroundCore
import Testing

@testable import Segue
@testable import SegueDemos

/// Switching scenes drops the old scene's window with everything in it, whatever was on
/// screen or running: a presentation, a push, a presentation half way.
@MainActor
@Suite struct SceneSwitchLeakTests {
  private func app(_ scene: Int) -> PlaygroundApp {
    PlaygroundApp(scene: Scenes.all[scene], size: CGSize(width: 390, height: 844), scale: 1)
  }

  /// Runs `setUp` on a fresh app's root controller, switches scene, and says whether the
  /// old window and root controller are gone.
  private func switchesCleanly(
    scene: Int, _ setUp: (PlaygroundApp, UIViewController) -> Void
  ) -> Bool {
    let app = app(scene)
    weak var oldWindow: UIWindow?
    weak var oldRoot: UIViewController?
    do {
      let root = app.window.rootViewController!
      oldWindow = app.window
      oldRoot = root
      setUp(app, root)
    }
    app.handle(KeyInput(key: "\(scene == 0 ? 2 : 1)", timestamp: 10))
    return oldWindow == nil && oldRoot == nil
  }

  @Test func withAPresentationOnScreen() {
    #expect(
      switchesCleanly(scene: 0) { app, root in
        root.present(UIViewController(), animated: true)
        _ = app.advance(to: 1)
      })
  }

  /// A window whose views use Auto Layout keeps its layout engine, which must not keep the
  /// window.
  @Test func aWindowLaidOutWithConstraintsGoesAway() {
    weak var gone: UIWindow?
    do {
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      let label = UILabel()
      label.translatesAutoresizingMaskIntoConstraints = false
      window.addSubview(label)
      label.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor).isActive = true
      window.layoutIfNeeded()
      gone = window
    }
    #expect(gone == nil)
  }

  /// BubbleTransition keeps its bubble view, and its interaction keeps the presented
  /// controller, presented or dismissed: neither may keep the window.
  @Test(arguments: [false, true])
  func afterTheBubbleScenesPresent(thenDismiss: Bool) throws {
    let bubble = try #require(Scenes.all.firstIndex { $0.name == "bubble" })
    #expect(
      switchesCleanly(scene: bubble) { app, root in
        (root as? BubbleHomeViewController)?.presentModal()
        _ = app.advance(to: 1)
        if thenDismiss { root.dismiss(animated: true) }
        _ = app.advance(to: 2)
      })
  }

  @Test func withAPresentationHalfWay() {
    #expect(
      switchesCleanly(scene: 0) { app, root in
        root.present(UIViewController(), animated: true)
        _ = app.advance(to: 0.1)
        _ = app.advance(to: 0.2)
      })
  }

  @Test func withAPushHalfWay() {
    #expect(
      switchesCleanly(scene: 1) { app, root in
        (root as? UINavigationController)?.pushViewController(UIViewController(), animated: true)
        _ = app.advance(to: 0.1)
        _ = app.advance(to: 0.2)
      })
  }

  @Test func withAnInteractivePopHeld() {
    #expect(
      switchesCleanly(scene: 1) { app, root in
        let interaction = (root as? UINavigationController)?.beginInteractivePop()
        _ = app.advance(to: 0.1)
        interaction?.update(0.4)
        _ = app.advance(to: 0.2)
      })
  }

  /// Seed 003's POP spring holds the transition context through its completion block, and
  /// the view's layer holds the spring until it ends: a switch mid-spring kept the old
  /// engine alive through them.
  @Test func withASpringPresentationHalfWay() {
    let app = app(5)
    weak var oldEngine: AnimationEngine?
    do {
      oldEngine = app.window.animationEngine
      // A click on "Present", in the middle of the page.
      app.handle(PointerInput(phase: .down, location: CGPoint(x: 195, y: 422), timestamp: 0.1))
      app.handle(PointerInput(phase: .up, location: CGPoint(x: 195, y: 422), timestamp: 0.15))
      _ = app.advance(to: 0.2)
      #expect(app.window.rootViewController?.presentedViewController?.isBeingPresented == true)
    }
    app.handle(KeyInput(key: "1", timestamp: 0.25))
    #expect(oldEngine == nil)
  }

  @Test func atRest() {
    #expect(switchesCleanly(scene: 1) { app, _ in _ = app.advance(to: 1) })
  }
}

/// Seed 004's presentation controller re-adds the presenter's view to the key window when a
/// dismissal ends. A window dropped mid-dismissal completes it; the view went to whichever
/// window was key then, another test's or the next scene's.
@MainActor
@Suite struct TeardownCallbackTests {
  final class ReAddingPresentationController: UIPresentationController {
    override func dismissalTransitionDidEnd(_ completed: Bool) {
      UIApplication.shared.keyWindow?.addSubview(presentingViewController.view)
    }
  }

  final class Delegate: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(
      forPresented presented: UIViewController, presenting: UIViewController?,
      source: UIViewController
    ) -> UIPresentationController? {
      ReAddingPresentationController(presentedViewController: presented, presenting: presenting)
    }
  }

  @Test func aDroppedWindowsCallbacksDoNotReachTheKeyWindow() {
    let delegate = Delegate()
    var dropped: UIWindow? = makeWindow(root: UIViewController())
    let root = dropped!.rootViewController!
    let presented = UIViewController()
    presented.modalPresentationStyle = .custom
    presented.transitioningDelegate = delegate
    root.present(presented, animated: false)
    dropped!.animationEngine.step()
    presented.dismiss(animated: true)
    dropped!.animationEngine.step(frames: 5)
    let other = makeWindow(root: UIViewController())
    dropped = nil
    #expect(other.subviews.count == 1)
    #expect(root.view.window == nil)
  }
}
