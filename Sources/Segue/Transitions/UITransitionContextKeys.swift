import Foundation

/// Names the controllers of a transition for `viewController(forKey:)`: `.from` is on
/// screen when it begins, `.to` when it ends (so they swap between present and dismiss).
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  public static let from = UITransitionContextViewControllerKey(
    rawValue: "UITransitionContextFromViewControllerKey")
  public static let to = UITransitionContextViewControllerKey(
    rawValue: "UITransitionContextToViewControllerKey")
}

/// Names the views of a transition for `view(forKey:)`.
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
  public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}

// The spellings of iOS 7–9 SDKs and of Objective-C, which the seed articles use.

/// Same as `UITransitionContextViewControllerKey.from`.
public let UITransitionContextFromViewControllerKey = UITransitionContextViewControllerKey.from
/// Same as `UITransitionContextViewControllerKey.to`.
public let UITransitionContextToViewControllerKey = UITransitionContextViewControllerKey.to
/// Same as `UITransitionContextViewKey.from`.
public let UITransitionContextFromViewKey = UITransitionContextViewKey.from
/// Same as `UITransitionContextViewKey.to`.
public let UITransitionContextToViewKey = UITransitionContextViewKey.to
