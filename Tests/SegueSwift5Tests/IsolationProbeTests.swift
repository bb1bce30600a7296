import Foundation
import Segue
import XCTest

/// Runs the Swift 5 probe (IsolationProbe.swift): it compiled, so the nonisolated calls are
/// accepted as against UIKit; here they run and do what the iOS code means. Then the same
/// kind of code in Swift 6 mode must still be refused, as UIKit refuses it.
final class IsolationProbeTests: XCTestCase {
  @MainActor
  func testNonisolatedAnimatorAndHelpersRunOnTheMainActor() {
    let card = ProbeFactory.makeCard()
    XCTAssertEqual(card.layer.cornerRadius, 12)
    XCTAssertEqual(card.alpha, 0.9)
    let animator = ProbeAnimator()
    animator.slide(card, by: 40)
    XCTAssertEqual(card.frame.minX, 40)
    XCTAssertEqual(animator.transitionDuration(using: nil), 0.25)
    XCTAssertEqual(animator.honouredDuration(), 0.25, "Reduce Motion is off")

    let interaction = ProbeInteraction()
    let pan = ProbeDirectionalPan(edge: .left)
    card.addGestureRecognizer(pan)
    XCTAssertEqual(pan.edge, .left)
    XCTAssertEqual(interaction.progress(of: pan), 0)
  }

  /// The Swift 6 half: the same free function, type-checked against the built Segue module,
  /// passes silently in Swift 5 mode and is diagnosed in Swift 6 mode. This compiler reports
  /// a `@preconcurrency` declaration's isolation breach as a warning in Swift 6 mode, which is
  /// also what it does with clang-imported UIKit; `-warnings-as-errors` makes it fatal.
  func testSwift6ModeStillChecksIsolation() throws {
    let modules = URL(fileURLWithPath: CommandLine.arguments[0])
      .deletingLastPathComponent().appendingPathComponent("Modules")
    let probe = FileManager.default.temporaryDirectory
      .appendingPathComponent("isolation-probe-\(getpid()).swift")
    try """
    import Segue
    func addCardShadow(to view: UIView) { view.alpha = 0.9 }
    """.write(to: probe, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: probe) }

    let swift5 = try typecheck(probe, modules: modules, version: "5")
    XCTAssertEqual(swift5.status, 0, swift5.output)
    XCTAssertFalse(swift5.output.contains("main actor-isolated"), swift5.output)
    let swift6 = try typecheck(probe, modules: modules, version: "6")
    XCTAssertTrue(
      swift6.output.contains("main actor-isolated property 'alpha'"), swift6.output)
    let strict = try typecheck(
      probe, modules: modules, version: "6", extra: ["-warnings-as-errors"])
    XCTAssertNotEqual(strict.status, 0, strict.output)
  }

  private func typecheck(_ file: URL, modules: URL, version: String, extra: [String] = [])
    throws
    -> (status: Int32, output: String)
  {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments =
      [
        "swiftc", "-typecheck", "-swift-version", version, "-I", modules.path, file.path,
      ] + extra
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}

/// Runs the Core Animation probe (CoreAnimationProbe.swift), which compiled in Swift 5 mode.
final class CoreAnimationProbeTests: XCTestCase {
  // XCTest on Linux cannot list a class whose every test is main-actor isolated: the tests
  // run on the main thread, so they assume it.
  func testHelpersMadeAnimationsPlayAndPauseAsOnIOS() {
    MainActor.assumeIsolated { helpersMadeAnimationsPlayAndPause() }
  }

  func testAnAnimatorCompletesFromItsAnimationDelegate() {
    MainActor.assumeIsolated { animatorCompletesFromItsAnimationDelegate() }
  }

  @MainActor
  private func helpersMadeAnimationsPlayAndPause() {
    let engine = AnimationEngine()
    let layer = CALayer()
    let flip = makeFlip(duration: 1)
    XCTAssertEqual(flip.fillMode, .forwards)
    engine.perform { layer.add(flip, forKey: "flip") }
    engine.step(frames: 30)
    engine.perform { pauseLayer(layer) }
    engine.step(frames: 30)
    XCTAssertEqual(layer.speed, 0)
    XCTAssertEqual(layer.timeOffset, 0.5, accuracy: 1e-9)
    engine.perform { resumeLayer(layer) }
    engine.step(frames: 30)
    XCTAssertEqual(layer.animationKeys(), ["flip"])  // kept: not removed on completion
  }

  @MainActor
  private func animatorCompletesFromItsAnimationDelegate() {
    let presenter = UIViewController()
    let presented = UIViewController()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    window.rootViewController = presenter
    window.makeKeyAndVisible()
    let delegate = FlipDelegate()
    presented.modalPresentationStyle = .custom
    presented.transitioningDelegate = delegate
    presenter.present(presented, animated: true)
    window.animationEngine.step(frames: 40)
    XCTAssertTrue(presenter.presentedViewController === presented)
    XCTAssertNil(presenter.transitionCoordinator)
  }
}

final class FlipDelegate: NSObject, UIViewControllerTransitioningDelegate {
  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? { FlipAnimator() }
}
