import Foundation
import SeededRandom
import SegueDemos
import SeguePlaygroundCore

@testable import Segue

/// Throws random input at a `PlaygroundApp`, one step at a time, as a user and a careless
/// developer would: drags (edge swipes, flings, drags that leave the window, releases that
/// never come because focus was lost, stray events), scene keys, window resizes, frames at
/// 60 Hz and at irregular times with tiny and large gaps, and programmatic pushes, pops,
/// presentations and dismissals (animated or not, some with animators that forget or repeat
/// `completeTransition`, some driven by an interaction) on whatever controllers the current
/// scene has. Every choice comes from the seeded generator, so a seed replays a run exactly.
@MainActor
final class PlaygroundFuzzer {
  private(set) var app: PlaygroundApp
  private var random: SplitMix64
  /// Host seconds: the latest frame or event.
  private(set) var now: TimeInterval = 0
  private var lastEventTime: TimeInterval = 0
  private var pointer = CGPoint(x: 195, y: 422)
  private var heldButton: Int?
  /// Points per second of the drag in progress, and the time of its latest move.
  private var dragVelocity = CGVector(dx: 0, dy: 0)
  private var lastMoveTime: TimeInterval = 0
  /// Interactions the fuzzer drives itself, and when each was handed out.
  private var interactions:
    [(interaction: UIPercentDrivenInteractiveTransition, since: TimeInterval)] =
      []
  private var serial = 0
  /// Set when a scene switch left the previous window alive: something holds it.
  private(set) var leakedWindow: String?
  /// True when the last step was a frame, which the window would draw.
  private(set) var didDraw = false

  init(seed: UInt64) {
    random = SplitMix64(seed: seed)
    app = PlaygroundApp(scene: Scenes.all[0], size: CGSize(width: 390, height: 844), scale: 1)
  }

  /// Makes one random step and says what it was.
  func step() -> String {
    didDraw = false
    // Weights: mostly frames and the mouse; a scene switch every few hundred steps.
    let kind = random.weighted([
      (30.0, StepKind.frame), (40, .pointer), (0.6, .key), (1, .resize), (7, .code),
      (interactions.isEmpty ? 0 : 3, .interaction),
    ])
    switch kind {
    case .frame: return frame()
    case .pointer: return pointerEvent()
    case .key: return key()
    case .resize: return resize()
    case .code: return programmatic()
    case .interaction: return driveInteraction()
    }
  }

  private enum StepKind {
    case frame, pointer, key, resize, code, interaction
  }

  // MARK: Time

  /// Seconds to the next step: mostly a frame or less, sometimes a stall of seconds.
  private func gap() -> TimeInterval {
    random.weighted([
      (40.0, { (r: inout SplitMix64) in Double.random(in: 0.008...0.017, using: &r) }),
      (20, { r in Double.random(in: 0...0.002, using: &r) }),
      (5, { _ in 0 }),
      (20, { r in Double.random(in: 0.02...0.1, using: &r) }),
      (10, { r in Double.random(in: 0.1...0.6, using: &r) }),
      (5, { r in Double.random(in: 0.6...6, using: &r) }),
    ])(&random)
  }

  private func frame() -> String {
    now = random.chance(0.6) ? ((now * 60).rounded(.down) + 1) / 60 : now + gap()
    _ = app.advance(to: now)
    app.window.layoutIfNeeded()
    didDraw = true
    return "frame at \(format(now))"
  }

  /// An event's stamp: usually now, sometimes a few milliseconds behind the last frame (it
  /// was queued before the frame and handled after), never before the previous event.
  private func eventTime() -> TimeInterval {
    now += random.chance(0.7) ? gap() : 0
    let lag = random.chance(0.1) ? Double.random(in: 0...0.005, using: &random) : 0
    lastEventTime = max(lastEventTime, now - lag)
    return lastEventTime
  }

  // MARK: Pointer

  private func pointerEvent() -> String {
    let time = eventTime()
    let size = app.window.bounds.size
    if heldButton == nil {
      let phase = random.weighted([
        (70.0, PointerInput.Phase.down), (20, .move), (5, .up), (5, .cancel),
      ])
      if phase == .down {
        pointer = pressLocation(in: size)
        heldButton = random.weighted([(90.0, 1), (5, 2), (5, 3)])
        dragVelocity = dragDirection()
        lastMoveTime = time
        return send(.down, button: heldButton!, at: time)
      }
      pointer = CGPoint(
        x: Double.random(in: -50...size.width + 50, using: &random),
        y: Double.random(in: -50...size.height + 50, using: &random))
      return send(phase, button: 1, at: time)
    }
    let button = heldButton!
    switch random.weighted([(80.0, 0), (12, 1), (3, 2), (2, 3), (2, 4), (1, 5)]) {
    case 0:
      let dt = max(time - lastMoveTime, 0.001)
      if random.chance(0.1) { dragVelocity = dragDirection() }
      pointer.x += dragVelocity.dx * dt + Double.random(in: -2...2, using: &random)
      pointer.y += dragVelocity.dy * dt + Double.random(in: -2...2, using: &random)
      lastMoveTime = time
      return send(.move, button: button, at: time)
    case 1:
      heldButton = nil
      return send(.up, button: button, at: time)
    case 2:
      // Focus lost mid-drag: the host cancels the touch (EventTranslator).
      heldButton = nil
      return send(.cancel, button: button, at: time)
    case 3: return send(.down, button: button == 1 ? 3 : 1, at: time)
    case 4: return send(.up, button: button == 1 ? 2 : 1, at: time)
    default:
      // A drag released far outside the window.
      pointer.x += random.chance(0.5) ? 5000 : -5000
      heldButton = nil
      return send(.up, button: button, at: time)
    }
  }

  private func pressLocation(in size: CGSize) -> CGPoint {
    let width = max(size.width, 1)
    let height = max(size.height, 1)
    return random.weighted([
      // The left edge: back swipes.
      (
        25.0,
        { (r: inout SplitMix64) in
          CGPoint(
            x: Double.random(in: 0...20, using: &r), y: Double.random(in: 0...height, using: &r))
        }
      ),
      // Where the demo buttons are.
      (
        20,
        { r in
          CGPoint(
            x: Double.random(in: width * 0.25...width * 0.75, using: &r),
            y: Double.random(in: 100...260, using: &r))
        }
      ),
      (
        5,
        { r in
          CGPoint(
            x: Double.random(in: -100...(-1), using: &r),
            y: Double.random(in: 0...height, using: &r))
        }
      ),
      (
        50,
        { r in
          CGPoint(
            x: Double.random(in: 0...width, using: &r), y: Double.random(in: 0...height, using: &r))
        }
      ),
    ])(&random)
  }

  /// Mostly to the right (pops, dismissals), some down (card and diagonal dismissals), some
  /// anywhere; slow drags and flings of thousands of points per second.
  private func dragDirection() -> CGVector {
    let speed = random.weighted([
      (40.0, Double.random(in: 0...300, using: &random)),
      (40, Double.random(in: 300...2000, using: &random)),
      (20, Double.random(in: 2000...8000, using: &random)),
    ])
    let angle = random.weighted([
      (50.0, Double.random(in: -0.4...0.4, using: &random)),
      (20, Double.pi / 2 + Double.random(in: -0.3...0.3, using: &random)),
      (30, Double.random(in: -Double.pi...Double.pi, using: &random)),
    ])
    return CGVector(dx: speed * cos(angle), dy: speed * sin(angle))
  }

  private func send(_ phase: PointerInput.Phase, button: Int, at time: TimeInterval) -> String {
    app.handle(PointerInput(phase: phase, location: pointer, timestamp: time, button: button))
    return
      "pointer \(phase) (\(Int(pointer.x)), \(Int(pointer.y))) button \(button) at \(format(time))"
  }

  // MARK: Keys and the window

  private func key() -> String {
    let time = eventTime()
    let name = random.weighted([
      (70.0, String(Int.random(in: 1...9, using: &random))), (5, "0"), (15, "Escape"), (10, "A"),
    ])
    let old = ObjectIdentifier(app.window)
    weak let previous = app.window
    weak let previousEngine = app.window.animationEngine
    app.handle(KeyInput(key: name, timestamp: time))
    if ObjectIdentifier(app.window) != old {
      interactions.removeAll()
      if previous != nil { leakedWindow = "the window of the previous scene is still alive" }
      if previousEngine != nil { leakedWindow = "the engine of the previous scene is still alive" }
    }
    return "key \(name) at \(format(time)) → scene \(app.scene.name)"
  }

  private func resize() -> String {
    let time = eventTime()
    let size = random.weighted([
      (
        70.0,
        CGSize(
          width: Double(Int.random(in: 200...1200, using: &random)),
          height: Double(Int.random(in: 200...1200, using: &random)))
      ),
      (
        15,
        CGSize(
          width: Double(Int.random(in: 1...40, using: &random)),
          height: Double(Int.random(in: 1...40, using: &random)))
      ),
      (
        10,
        CGSize(
          width: Double(Int.random(in: 2000...4096, using: &random)),
          height: Double(Int.random(in: 2000...4096, using: &random)))
      ),
      (5, app.window.bounds.size),
    ])
    let scale = CGFloat(Int.random(in: 1...3, using: &random))
    app.resize(to: size, scale: scale, at: time)
    return "resize to \(Int(size.width))×\(Int(size.height)) @\(Int(scale))x at \(format(time))"
  }

  // MARK: Code

  /// Every controller of the current scene: children and presented ones, from the root.
  private func controllers() -> [UIViewController] {
    var found: [UIViewController] = []
    var stack = app.window.rootViewController.map { [$0] } ?? []
    while let controller = stack.popLast() {
      guard !found.contains(where: { $0 === controller }) else { continue }
      found.append(controller)
      stack.append(contentsOf: controller.children)
      if let presented = controller.presentedViewController { stack.append(presented) }
    }
    return found
  }

  private func programmatic() -> String {
    let all = controllers()
    let navigations = all.compactMap { $0 as? UINavigationController }
    let target = all.randomElement(using: &random)!
    let animated = random.chance(0.8)
    let prefix = "at \(format(now)): "
    let navigation = navigations.randomElement(using: &random)
    switch random.weighted([(3.0, 0), (2, 1), (navigation == nil ? 0 : 5, 2), (0.5, 3)]) {
    case 0:
      let presented = makeController(presentable: true)
      target.present(presented, animated: animated)
      return prefix + "\(name(target)).present(\(name(presented)) "
        + "style \(presented.modalPresentationStyle.rawValue), animated: \(animated))"
    case 1:
      if random.chance(0.2),
        let delegate = (target.presentedViewController ?? target)
          .transitioningDelegate as? FuzzTransitioningDelegate
      {
        delegate.interaction = handOutInteraction()
      }
      target.dismiss(animated: animated)
      return prefix + "\(name(target)).dismiss(animated: \(animated))"
    case 2: return prefix + navigate(navigation!, animated: animated, all: all)
    default:
      // Misuse: present a controller that is already somewhere (refused with a warning).
      let existing = all.randomElement(using: &random)!
      target.present(existing, animated: animated)
      return prefix + "\(name(target)).present(existing \(name(existing)))"
    }
  }

  private func navigate(
    _ navigation: UINavigationController, animated: Bool, all: [UIViewController]
  ) -> String {
    let stack = navigation.viewControllers
    switch random.weighted([(4.0, 0), (4, 1), (1, 2), (1, 3), (1, 4), (2, 5), (0.5, 6)]) {
    case 0:
      let pushed = makeController(presentable: false)
      navigation.pushViewController(pushed, animated: animated)
      return "push \(name(pushed)) animated: \(animated)"
    case 1:
      navigation.popViewController(animated: animated)
      return "pop animated: \(animated)"
    case 2:
      navigation.popToRootViewController(animated: animated)
      return "popToRoot animated: \(animated)"
    case 3:
      let target = stack.randomElement(using: &random)!
      navigation.popToViewController(target, animated: animated)
      return "popTo \(name(target)) animated: \(animated)"
    case 4:
      var next = stack.filter { _ in random.chance(0.6) }
      if next.isEmpty || random.chance(0.5) { next.append(makeController(presentable: false)) }
      if random.chance(0.3) { next.shuffle(using: &random) }
      navigation.setViewControllers(next, animated: animated)
      return "setViewControllers \(next.map(name)) animated: \(animated)"
    case 5:
      guard let interaction = navigation.beginInteractivePop() else {
        return "beginInteractivePop (refused)"
      }
      interactions.append((interaction, now))
      return "beginInteractivePop"
    default:
      // Misuse: push a controller that lives elsewhere (presented, or in another stack).
      let existing = all.randomElement(using: &random)!
      navigation.pushViewController(existing, animated: animated)
      return "push existing \(name(existing)) animated: \(animated)"
    }
  }

  private func makeController(presentable: Bool) -> FuzzController {
    serial += 1
    let controller = FuzzController(serial: serial)
    guard presentable else { return controller }
    let styles: [UIModalPresentationStyle] = [
      .automatic, .fullScreen, .overFullScreen, .custom, .overCurrentContext, .pageSheet,
    ]
    controller.modalPresentationStyle = styles.randomElement(using: &random)!
    let transitions: [UIModalTransitionStyle] = [
      .coverVertical, .crossDissolve, .flipHorizontal, .partialCurl,
    ]
    controller.modalTransitionStyle = transitions.randomElement(using: &random)!
    if random.chance(0.5) {
      let delegate = FuzzTransitioningDelegate(
        duration: [0, 0.05, 0.35, 1].randomElement(using: &random)!,
        completion: random.weighted([(8.0, .once), (1, .never), (1, .twice)]))
      if random.chance(0.3) { delegate.interaction = handOutInteraction() }
      controller.keptDelegate = delegate
      controller.transitioningDelegate = delegate
    }
    return controller
  }

  private func handOutInteraction() -> UIPercentDrivenInteractiveTransition {
    let interaction = UIPercentDrivenInteractiveTransition()
    interaction.wantsInteractiveStart = random.chance(0.8)
    interactions.append((interaction, now))
    return interaction
  }

  /// Updates, pauses, finishes or cancels one of the fuzzer's interactions; one handed out
  /// more than 3 s ago is let go (finished or cancelled), as a user's finger always lifts.
  private func driveInteraction() -> String {
    let index = Int.random(in: 0..<interactions.count, using: &random)
    let (interaction, since) = interactions[index]
    let prefix = "at \(format(now)): interaction \(index) "
    if now - since > 3 || random.chance(0.15) {
      interactions.remove(at: index)
      if random.chance(0.3) {
        interaction.completionSpeed = [0, -1, 0.5, 2].randomElement(using: &random)!
      }
      if random.chance(0.5) {
        interaction.finish()
        return prefix + "finish (speed \(interaction.completionSpeed))"
      }
      interaction.cancel()
      return prefix + "cancel (speed \(interaction.completionSpeed))"
    }
    if random.chance(0.1) {
      interaction.pause()
      return prefix + "pause"
    }
    let percent = random.weighted([
      (90.0, CGFloat.random(in: 0...1, using: &random)), (3, .nan), (3, -0.5), (4, 1.5),
    ])
    interaction.update(percent)
    return prefix + "update(\(percent))"
  }

  private func name(_ controller: UIViewController) -> String {
    (controller as? FuzzController).map { "#\($0.serial)" } ?? "\(type(of: controller))"
  }

  private func format(_ time: TimeInterval) -> String { String(format: "%.4f s", time) }
}
