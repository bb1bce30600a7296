import Foundation

/// The closure `UIAction` runs.
public typealias UIActionHandler = (UIAction) -> Void

/// A closure with a title and an identifier, as iOS 14 controls and bar button items take
/// it: `button.addAction(UIAction { _ in … }, for: .touchUpInside)`, or as a button's or bar
/// button item's `primaryAction`, whose title and image the button then shows.
@preconcurrency @MainActor
open class UIAction: UIMenuElement {
  /// Names an action so a control can replace or remove it (`removeAction(identifiedBy:for:)`).
  public struct Identifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  /// The identifier given to the initializer, or a unique one made for the action.
  public let identifier: Identifier
  open var discoverabilityTitle: String?
  open var attributes: Attributes
  open var state: State
  /// The control or bar button item the handler runs for, while it runs; nil otherwise
  /// (it is not kept afterwards, so an action does not hold its control).
  public private(set) var sender: Any?
  private let handler: UIActionHandler

  public init(
    title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
    discoverabilityTitle: String? = nil, attributes: Attributes = [], state: State = .off,
    handler: @escaping UIActionHandler
  ) {
    self.identifier = identifier ?? Identifier(UUID().uuidString)
    self.discoverabilityTitle = discoverabilityTitle
    self.attributes = attributes
    self.state = state
    self.handler = handler
    super.init(title: title, image: image)
  }

  /// Runs the handler on behalf of `sender`, unless the action is disabled, as UIKit skips it.
  func perform(sender: Any) {
    guard !attributes.contains(.disabled) else { return }
    self.sender = sender
    defer { self.sender = nil }
    handler(self)
  }
}
