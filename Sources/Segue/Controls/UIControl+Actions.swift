import Foundation

/// iOS 14's `UIAction`s on controls: `button.addAction(UIAction { _ in … }, for: .touchUpInside)`.
extension UIControl {
  /// A control that runs `primaryAction` when a touch ends inside it.
  public convenience init(frame: CGRect, primaryAction: UIAction?) {
    self.init(frame: frame)
    if let primaryAction { adoptPrimaryAction(primaryAction) }
  }

  /// Runs `action` with the control as its `sender` on `controlEvents`. An action with the
  /// identifier of one already added replaces it, as in UIKit.
  public func addAction(_ action: UIAction, for controlEvents: Event) {
    removeAction(identifiedBy: action.identifier, for: controlEvents)
    actions.append(
      Action(
        target: WeakTarget(nil), identifier: action.identifier, events: controlEvents
      ) { control in action.perform(sender: control) })
  }

  /// Stops `action` running on `controlEvents` (it still runs on any others it was added for).
  public func removeAction(_ action: UIAction, for controlEvents: Event) {
    removeAction(identifiedBy: action.identifier, for: controlEvents)
  }

  /// Stops the action named `actionIdentifier` running on `controlEvents`.
  public func removeAction(
    identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event
  ) {
    for index in actions.indices where actions[index].identifier == actionIdentifier {
      actions[index].events.subtract(controlEvents)
    }
    actions.removeAll { $0.identifier != nil && $0.events.isEmpty }
  }
}
