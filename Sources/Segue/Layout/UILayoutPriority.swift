import Foundation

/// How much a constraint matters, 1…1000; 1000 (`.required`) must hold, anything lower gives
/// way to higher priorities when they conflict.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
  public var rawValue: Float
  public init(rawValue: Float) { self.rawValue = rawValue }
  public init(_ rawValue: Float) { self.rawValue = rawValue }

  public static let required = UILayoutPriority(1000)
  /// A button's compression resistance.
  public static let defaultHigh = UILayoutPriority(750)
  /// A button's content hugging.
  public static let defaultLow = UILayoutPriority(250)
  /// What `systemLayoutSizeFitting` uses to pull the size towards the target.
  public static let fittingSizeLevel = UILayoutPriority(50)
  public static let dragThatCanResizeScene = UILayoutPriority(510)
  public static let sceneSizeStayPut = UILayoutPriority(500)
  public static let dragThatCannotResizeScene = UILayoutPriority(490)

  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
  public static func + (lhs: Self, rhs: Float) -> Self { Self(lhs.rawValue + rhs) }
  public static func - (lhs: Self, rhs: Float) -> Self { Self(lhs.rawValue - rhs) }

  /// The weight of the constraint's error in the solver's objective. Each 100 points of
  /// priority weigh ten times more, so a higher priority wins any single conflict and
  /// outweighs up to ten times as many constraints 100 points below it.
  var strength: Double {
    rawValue >= 1000 ? .infinity : pow(10, Double(max(rawValue, 0)) / 100)
  }
}

extension NSLayoutConstraint {
  /// Whether a constraint relates its items by equality or by inequality.
  public enum Relation: Int, Sendable {
    case lessThanOrEqual = -1
    case equal = 0
    case greaterThanOrEqual = 1
  }
}
