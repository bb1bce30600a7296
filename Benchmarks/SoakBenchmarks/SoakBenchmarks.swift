import Benchmark
import Foundation
import Segue

/// Memory over long use: each sample runs 1,000 transition cycles on one window, and what
/// the cycles allocate must be freed by the end of the sample. `mallocFreeDelta` (mallocs
/// not freed) and `memoryLeakedBytes` (bytes not freed) stay near 0 and the malloc count
/// per 1,000 cycles stays the same from sample to sample: memory is flat, whatever the
/// number of cycles.
let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [
      .wallClock, .mallocCountTotal, .mallocFreeDelta, .memoryLeakedBytes, .peakMemoryResident,
    ],
    // One iteration is 1,000 cycles (see `soak`), so every number is per 1,000 cycles.
    maxDuration: .seconds(20), maxIterations: 8,
    // Cycles free what they allocate; a few engine buffers may keep a grown capacity.
    thresholds: [
      .mallocFreeDelta: .init(absolute: [.p100: 64]),
      .memoryLeakedBytes: .init(absolute: [.p100: 64 * 1024]),
    ])

  // The UI classes live on the main actor; the runner waits for each run, so the benchmark
  // object is never used concurrently, which is what makes the unchecked hand-over sound.
  Benchmark("Soak: 1,000 present/dismiss cycles") { benchmark async in
    nonisolated(unsafe) let benchmark = benchmark
    await MainActor.run { soak(benchmark, PresentationCycles()) }
  }

  Benchmark("Soak: 1,000 push/pop cycles") { benchmark async in
    nonisolated(unsafe) let benchmark = benchmark
    await MainActor.run { soak(benchmark, NavigationCycles()) }
  }
}

/// One kind of cycle, run again and again on the same window.
@MainActor
protocol Cycles {
  var window: UIWindow { get }
  /// Runs cycle number `index` to completion.
  func run(_ index: Int)
}

/// A phone-sized key window showing `root`.
@MainActor
func keyWindow(showing root: UIViewController) -> UIWindow {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  window.rootViewController = root
  window.makeKeyAndVisible()
  return window
}

@MainActor
func soak(_ benchmark: Benchmark, _ cycles: some Cycles) {
  // Warm up: caches and buffers reach their steady size before measuring.
  for index in 0..<100 { cycles.run(index) }
  benchmark.startMeasurement()
  for _ in benchmark.scaledIterations {
    for index in 0..<1_000 { cycles.run(index) }
  }
  benchmark.stopMeasurement()
  blackHole(cycles.window)
}

/// Present animated, then dismiss: animated, interactively finished, or interactively
/// cancelled and then dismissed without animation.
@MainActor
final class PresentationCycles: Cycles {
  let root = UIViewController()
  let window: UIWindow
  let delegate = SlideDelegate()

  init() { window = keyWindow(showing: root) }

  func run(_ index: Int) {
    let engine = window.animationEngine
    let presented = UIViewController()
    presented.view.backgroundColor = .systemRed
    presented.modalPresentationStyle = .custom
    presented.transitioningDelegate = delegate
    root.present(presented, animated: true)
    engine.step(frames: 25)
    let interaction = index % 3 == 0 ? nil : UIPercentDrivenInteractiveTransition()
    delegate.interaction = interaction
    presented.dismiss(animated: true)
    engine.step()
    interaction?.update(0.5)
    if index % 3 == 2 { interaction?.cancel() } else { interaction?.finish() }
    engine.step(frames: 25)
    if index % 3 == 2 {
      presented.dismiss(animated: false)
      engine.step()
    }
    // A cycle that went wrong would measure something else.
    precondition(root.presentedViewController == nil && window.subviews == [root.view])
  }
}

/// Push animated, then pop: animated, by an edge swipe that finishes, or by a short swipe
/// that cancels followed by an animated pop.
@MainActor
final class NavigationCycles: Cycles {
  let navigation = UINavigationController(rootViewController: UIViewController())
  let window: UIWindow
  private var time: TimeInterval = 0

  init() { window = keyWindow(showing: navigation) }

  func run(_ index: Int) {
    let engine = window.animationEngine
    let pushed = UIViewController()
    pushed.view.backgroundColor = .systemBlue
    navigation.pushViewController(pushed, animated: true)
    step(engine, frames: 25)
    switch index % 3 {
    case 0: navigation.popViewController(animated: true)
    case 1: swipe(engine, to: 300)
    default:
      swipe(engine, to: 40)
      step(engine, frames: 25)
      navigation.popViewController(animated: true)
    }
    step(engine, frames: 25)
    precondition(navigation.viewControllers.count == 1 && !engine.isAnimating)
  }

  private func step(_ engine: AnimationEngine, frames: Int) {
    for _ in 0..<frames {
      time += FrameClock.frameInterval
      engine.tick(to: time)
    }
  }

  /// A drag from the left edge to `x`, over 10 frames, released there.
  private func swipe(_ engine: AnimationEngine, to x: CGFloat) {
    let y: CGFloat = 400
    window.handle(PointerInput(phase: .down, location: CGPoint(x: 4, y: y), timestamp: time))
    for frame in 1...10 {
      step(engine, frames: 1)
      let location = CGPoint(x: 4 + (x - 4) * CGFloat(frame) / 10, y: y)
      window.handle(PointerInput(phase: .move, location: location, timestamp: time))
    }
    window.handle(PointerInput(phase: .up, location: CGPoint(x: x, y: y), timestamp: time))
  }
}

/// Slides the presented view up from the bottom and back down; hands out `interaction`
/// for the next dismissal.
@MainActor
final class SlideDelegate: NSObject, UIViewControllerTransitioningDelegate {
  var interaction: UIPercentDrivenInteractiveTransition?

  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? { SlideAnimator(presenting: true) }

  func animationController(forDismissed dismissed: UIViewController)
    -> (any UIViewControllerAnimatedTransitioning)?
  { SlideAnimator(presenting: false) }

  func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
    -> (any UIViewControllerInteractiveTransitioning)?
  {
    defer { interaction = nil }
    return interaction
  }
}

@MainActor
final class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  let presenting: Bool
  init(presenting: Bool) { self.presenting = presenting }

  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval
  { 0.3 }

  func animateTransition(using context: any UIViewControllerContextTransitioning) {
    let container = context.containerView
    let height = container.bounds.height
    if presenting, let view = context.view(forKey: .to) {
      container.addSubview(view)
      view.frame = container.bounds.offsetBy(dx: 0, dy: height)
      UIView.animate(withDuration: 0.3) {
        view.frame = container.bounds
      } completion: { _ in
        context.completeTransition(!context.transitionWasCancelled)
      }
    } else if let view = context.view(forKey: .from) {
      UIView.animate(withDuration: 0.3) {
        view.frame = container.bounds.offsetBy(dx: 0, dy: height)
      } completion: { _ in
        let completed = !context.transitionWasCancelled
        if completed { view.removeFromSuperview() }
        context.completeTransition(completed)
      }
    }
  }
}
