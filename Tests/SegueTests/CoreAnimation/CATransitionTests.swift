import Foundation
import Testing

@testable import Segue

/// The fills of `color` in `list`, in drawing order: their index and their rect's top-left in
/// the window's points.
@MainActor
func fills(of color: UIColor, in list: DisplayList) -> [(index: Int, origin: CGPoint)] {
  let wanted = RGBA(color.cgColor)
  return list.commands.enumerated().compactMap { index, command in
    guard case .fill(let fill) = command, fill.color == wanted else { return nil }
    return (index, fill.rect.applying(fill.transform).origin)
  }
}

/// The group that holds the command at `index`: the nearest `pushGroup` before it that is
/// still open there.
func enclosingGroup(of index: Int, in list: DisplayList) -> Group? {
  var depth = 0
  for command in list.commands[..<index].reversed() {
    switch command {
    case .popGroup: depth += 1
    case .pushGroup(let group):
      if depth == 0 { return group }
      depth -= 1
    default: break
    }
  }
  return nil
}

/// The strings of the text runs in `list`.
func texts(in list: DisplayList) -> [String] {
  list.commands.compactMap { command in
    guard case .text(let run) = command else { return nil }
    return run.string
  }
}

/// `CATransition` on a 200 × 100 red box at (20, 40) in a 400 × 800 window, turned blue
/// just after the transition is added, as iOS code does.
@MainActor
struct CATransitionTests {
  let controller = UIViewController()
  let box = UIView(frame: CGRect(x: 20, y: 40, width: 200, height: 100))
  let window: UIWindow
  var engine: AnimationEngine { window.animationEngine }

  init() {
    box.backgroundColor = .red
    controller.view.backgroundColor = .white
    controller.view.addSubview(box)
    window = makeWindow(root: controller)
    _ = frame()  // on screen once: there is a "before" to transition from
  }

  func frame() -> DisplayList {
    var list = DisplayList()
    list.build(from: window)
    return list
  }

  /// Adds a 1 s linear transition of `type` from `subtype` and turns the box blue.
  func transition(_ type: CATransitionType, _ subtype: CATransitionSubtype? = nil) {
    let transition = CATransition()
    (transition.type, transition.subtype, transition.duration) = (type, subtype, 1)
    box.layer.add(transition, forKey: kCATransition)
    box.backgroundColor = .blue
  }

  /// The unit step of a subtype's motion, in screen points (y down).
  static func direction(_ subtype: CATransitionSubtype) -> CGPoint {
    switch subtype {
    case .fromRight: CGPoint(x: -1, y: 0)
    case .fromLeft: CGPoint(x: 1, y: 0)
    case .fromTop: CGPoint(x: 0, y: 1)
    default: CGPoint(x: 0, y: -1)
    }
  }

  @Test(
    arguments: [CATransitionType.push, .moveIn, .reveal],
    [CATransitionSubtype.fromRight, .fromLeft, .fromTop, .fromBottom])
  func movingContentFollowsTheClosedForm(
    type: CATransitionType, subtype: CATransitionSubtype
  ) {
    transition(type, subtype)
    let d = Self.direction(subtype)
    for t in [0.25, 0.6] {
      engine.advanceAnimationTime(to: t)
      let list = frame()
      let (old, new) = (fills(of: .red, in: list), fills(of: .blue, in: list))
      try? #require(old.count == 1 && new.count == 1, "t = \(t)")
      guard let old = old.first, let new = new.first else { return }
      // The old content leaves along d as the new one arrives along it: one box size in all.
      let leaving = CGPoint(x: 20 + d.x * t * 200, y: 40 + d.y * t * 100)
      let arriving = CGPoint(x: 20 + d.x * (t - 1) * 200, y: 40 + d.y * (t - 1) * 100)
      let home = CGPoint(x: 20, y: 40)
      switch type {
      case .push:
        #expect(isClose(old.origin, leaving), "push \(subtype.rawValue) at \(t)")
        #expect(isClose(new.origin, arriving), "push \(subtype.rawValue) at \(t)")
      case .moveIn:
        #expect(isClose(old.origin, home), "moveIn \(subtype.rawValue) at \(t)")
        #expect(isClose(new.origin, arriving), "moveIn \(subtype.rawValue) at \(t)")
        #expect(new.index > old.index, "the new content slides over the old")
      default:
        #expect(isClose(old.origin, leaving), "reveal \(subtype.rawValue) at \(t)")
        #expect(isClose(new.origin, home), "reveal \(subtype.rawValue) at \(t)")
        #expect(old.index > new.index, "the old content slides off the new")
      }
    }
    engine.advanceAnimationTime(to: 1)
    let end = frame()
    #expect(fills(of: .red, in: end).isEmpty)
    #expect(fills(of: .blue, in: end).map(\.origin) == [CGPoint(x: 20, y: 40)])
    #expect(box.layer.animationKeys() == nil)
  }

  @Test func fadeCrossFadesTheOldIntoTheNewInPlace() {
    transition(.fade)
    #expect(box.layer.animation(forKey: kCATransition) is CATransition)
    for t in [0.25, 0.5] {
      engine.advanceAnimationTime(to: t)
      let list = frame()
      let (old, new) = (fills(of: .red, in: list), fills(of: .blue, in: list))
      #expect(old.map(\.origin) == [CGPoint(x: 20, y: 40)])
      #expect(new.map(\.origin) == [CGPoint(x: 20, y: 40)])
      guard let old = old.first, let new = new.first else { return }
      let oldGroup = enclosingGroup(of: old.index, in: list)
      let newGroup = enclosingGroup(of: new.index, in: list)
      #expect(isClose(oldGroup?.opacity ?? -1, 1 - t, within: 1e-9), "old at \(t)")
      #expect(oldGroup?.adds == false)
      // The new one's light adds to the old's: (1 − t) + t of an opaque box stays opaque.
      #expect(isClose(newGroup?.opacity ?? -1, t, within: 1e-9), "new at \(t)")
      #expect(newGroup?.adds == true)
    }
    engine.advanceAnimationTime(to: 1)
    #expect(fills(of: .red, in: frame()).isEmpty)
  }

  @Test func progressRunsFromStartProgressToEndProgressAlongTheTimingFunction() {
    let transition = CATransition()
    (transition.type, transition.subtype, transition.duration) = (.push, .fromRight, 1)
    (transition.startProgress, transition.endProgress) = (0.25, 0.75)
    transition.timingFunction = CAMediaTimingFunction(name: .easeIn)
    box.layer.add(transition, forKey: nil)
    box.backgroundColor = .blue
    engine.advanceAnimationTime(to: 0.5)
    let progress = 0.25 + 0.5 * CubicBezier.easeIn.value(at: 0.5)
    let new = fills(of: .blue, in: frame())
    #expect(new.count == 1)
    #expect(isClose(new.first?.origin.x ?? 0, 20 + (1 - progress) * 200, within: 1e-9))
  }

  @Test func aLabelsNewTextFadesInOverItsOld() {
    let label = UILabel(frame: CGRect(x: 20, y: 200, width: 200, height: 40))
    label.text = "Old"
    controller.view.addSubview(label)
    _ = frame()
    let log = DelegateLog()
    let fade = CATransition()
    fade.delegate = log
    label.layer.add(fade, forKey: kCATransition)
    label.text = "New"
    engine.advanceAnimationTime(to: 0.125)  // halfway through Core Animation's 0.25 s
    #expect(texts(in: frame()) == ["Old", "New"])
    engine.advanceAnimationTime(to: 0.25)
    #expect(texts(in: frame()) == ["New"])
    #expect(log.events == ["start", "stop(true)"])
  }

  @Test func aTransitionAddedOverARunningOneStartsFromWhatThatOneShows() {
    let label = UILabel(frame: CGRect(x: 20, y: 200, width: 200, height: 40))
    label.text = "A"
    controller.view.addSubview(label)
    _ = frame()
    label.layer.add(CATransition(), forKey: kCATransition)
    label.text = "B"
    engine.advanceAnimationTime(to: 0.125)
    label.layer.add(CATransition(), forKey: kCATransition)  // replaces the first
    label.text = "C"
    engine.advanceAnimationTime(to: 0.25)
    // Half of the second: its "before" is the first one's half-way cross-fade of A and B.
    #expect(texts(in: frame()) == ["A", "B", "C"])
    engine.advanceAnimationTime(to: 0.375)
    #expect(texts(in: frame()) == ["C"])
  }

  @Test func aNavigationControllersPushWithoutAnimationPlaysAsAPushTransition() {
    let first = UIViewController()
    first.view.backgroundColor = .red
    let second = UIViewController()
    second.view.backgroundColor = .blue
    let navigation = UINavigationController(rootViewController: first)
    let window = makeWindow(root: navigation)
    var list = DisplayList()
    list.build(from: window)
    let before = fills(of: .red, in: list).map(\.origin)
    #expect(before.count == 1)

    let push = CATransition()
    (push.type, push.subtype, push.duration) = (.push, .fromRight, 0.5)
    push.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
    navigation.view.layer.add(push, forKey: nil)
    navigation.pushViewController(second, animated: false)
    #expect(navigation.topViewController === second)
    window.animationEngine.advanceAnimationTime(to: 0.1)
    let early = DisplayList.built(from: window)
    window.animationEngine.advanceAnimationTime(to: 0.25)
    let middle = DisplayList.built(from: window)
    window.animationEngine.advanceAnimationTime(to: 0.5)
    let end = DisplayList.built(from: window)
    #expect(fills(of: .red, in: end).isEmpty)
    let home = fills(of: .blue, in: end).map(\.origin)
    #expect(home.count == 1)
    // The whole old screen leaves to the left as the new one comes in from the right.
    for (list, t) in [(early, 0.1), (middle, 0.25)] {
      let p = CubicBezier.easeInOut.value(at: t / 0.5)
      let old = fills(of: .red, in: list).map(\.origin)
      let new = fills(of: .blue, in: list).map(\.origin)
      #expect(old.count == 1 && new.count == 1, "t = \(t)")
      guard let old = old.first, let new = new.first, let before = before.first,
        let home = home.first
      else { return }
      #expect(isClose(old, CGPoint(x: before.x - 400 * p, y: before.y)), "t = \(t)")
      #expect(isClose(new, CGPoint(x: home.x + 400 * (1 - p), y: home.y)), "t = \(t)")
    }
  }
}

extension CATransitionTests {
  /// The other common use: a transition on the window's layer, then a presentation without
  /// animation (which shows from the next frame).
  @Test func aPresentationWithoutAnimationUnderAWindowTransitionSlidesIn() {
    let next = UIViewController()
    next.view.backgroundColor = .blue
    next.modalPresentationStyle = .fullScreen
    let push = CATransition()
    (push.type, push.subtype, push.duration) = (.push, .fromRight, 1)
    window.layer.add(push, forKey: kCATransition)
    controller.present(next, animated: false)
    engine.advanceAnimationTime(to: 0.25)
    let list = frame()
    #expect(controller.presentedViewController === next)
    // The whole window as it was leaves to the left; the presented view comes in after it.
    #expect(fills(of: .red, in: list).map(\.origin) == [CGPoint(x: 20 - 100, y: 40)])
    #expect(fills(of: .blue, in: list).map(\.origin) == [CGPoint(x: 300, y: 0)])
    engine.advanceAnimationTime(to: 1)
    #expect(fills(of: .blue, in: frame()).map(\.origin) == [CGPoint(x: 0, y: 0)])
  }
}

extension DisplayList {
  /// The list of `window` as it shows now.
  @MainActor
  static func built(from window: UIWindow) -> DisplayList {
    var list = DisplayList()
    list.build(from: window)
    return list
  }
}
