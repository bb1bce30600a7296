import Foundation

/// A view that reports touches as control events to closures. As with gesture recognizers
/// there is no Objective-C runtime: `addTarget(_:action:for:)` takes a closure in place of
/// a selector.
///
///     button.addTarget(self, for: .touchUpInside) { [unowned self] sender in
///       self.present(sender)
///     }
@preconcurrency @MainActor
open class UIControl: UIView {
  /// The events a control reports; only touch-down and touch-up-inside (with
  /// primary-action-triggered, as a button sends it) occur here.
  public struct Event: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let touchDown = Event(rawValue: 1 << 0)
    public static let touchUpInside = Event(rawValue: 1 << 6)
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
  }

  struct Action {
    let target: WeakTarget
    /// Set for a `UIAction`, which `addAction(_:for:)` replaces and removes by it.
    var identifier: UIAction.Identifier? = nil
    var events: Event
    let run: (UIControl) -> Void
  }

  /// Target/action closures and `UIAction`s, in the order they were added.
  var actions: [Action] = []

  /// True while a touch that began in the control is down inside it.
  open internal(set) var isHighlighted = false

  /// What `init(frame:primaryAction:)` does with its action: runs it on
  /// `.primaryActionTriggered`. A button also shows its title.
  func adoptPrimaryAction(_ action: UIAction) {
    addAction(action, for: .primaryActionTriggered)
  }

  /// Calls `action` with the control on `events`. The target is held weakly: once it is
  /// gone, its actions stop. `target` may be nil (the action then always runs).
  public func addTarget(
    _ target: AnyObject?, for events: Event, action: @escaping (Self) -> Void
  ) {
    actions.append(
      Action(target: WeakTarget(target), events: events) { control in
        action(control as! Self)
      })
  }

  /// Removes every action added with `target`.
  public func removeTarget(_ target: AnyObject?, for events: Event = []) {
    actions.removeAll {
      $0.target.object === target && (events.isEmpty || !$0.events.isDisjoint(with: events))
    }
  }

  /// Runs the actions registered for `events`.
  open func sendActions(for events: Event) {
    for action in actions where !action.events.isDisjoint(with: events) {
      if action.target.isGone { continue }
      action.run(self)
    }
  }

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    isHighlighted = true
    sendActions(for: .touchDown)
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first else { return }
    isHighlighted = bounds.contains(touch.location(in: self))
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    let inside = touches.first.map { bounds.contains($0.location(in: self)) } ?? false
    isHighlighted = false
    if inside { sendActions(for: [.touchUpInside, .primaryActionTriggered]) }
  }

  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    isHighlighted = false
  }
}
