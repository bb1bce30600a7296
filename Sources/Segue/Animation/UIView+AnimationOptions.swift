import Foundation

extension UIView {
  /// UIKit's animation options, with UIKit's bit values.
  public struct AnimationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Also lays out subviews when the block ends; Segue lays out before every frame anyway.
    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    /// Animated views keep receiving touches; without it they ignore them until done.
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    /// Starts from what is on screen, replacing the running animations of the same
    /// properties (their completion gets `false`); otherwise the new animation is added to
    /// them and both finish.
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    /// Repeats forever; the completion then runs only if the animation is removed.
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    /// Plays forward then backward (each way takes the duration), then shows the model value.
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    /// A nested block uses its own duration instead of the enclosing block's.
    public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
    /// A nested block uses its own curve instead of the enclosing block's.
    public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
    public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
    public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
    /// A nested block does not inherit repeat and autoreverse from the enclosing block.
    public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

    public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

    /// The curve the options select; ease-in-out when none is given, as in UIKit.
    var curve: AnimationCurve {
      AnimationCurve(rawValue: Int((rawValue >> 16) & 0xF)) ?? .easeInOut
    }

    /// The option that selects `curve` (UIKit's bits 16–19 hold the curve's raw value).
    init(curve: AnimationCurve) {
      self.init(rawValue: UInt(curve.rawValue) << 16)
    }
  }

  /// UIKit's four standard curves.
  public enum AnimationCurve: Int, Sendable {
    case easeInOut, easeIn, easeOut, linear

    /// The cubic Bézier UIKit uses for the curve (Core Animation's named timing functions).
    var bezier: CubicBezier {
      switch self {
      case .easeInOut: .easeInOut
      case .easeIn: .easeIn
      case .easeOut: .easeOut
      case .linear: .linear
      }
    }
  }
}
