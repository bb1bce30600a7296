import Foundation

/// One plain drawing instruction. Geometry is in points: `rect` is in the view's bounds
/// coordinates and `transform` maps them into the window's. The renderer multiplies by the
/// pixel scale; nothing here knows about pixels or SDL.
public enum DisplayCommand: Equatable, Sendable {
  /// A solid, optionally rounded rectangle.
  case fill(Fill)
  case linearGradient(LinearGradient)
  case text(TextRun)
  /// Clip what follows, up to the matching `popClip`, to a rectangle.
  case pushClip(Clip)
  case popClip
  /// Blurs what is already drawn under `rect` and draws it back, then a tint over it
  /// (`UIVisualEffectView` with a `UIBlurEffect`).
  case backdropBlur(BackdropBlur)
}

public struct Fill: Equatable, Sendable {
  public var rect: CGRect
  public var transform: CGAffineTransform
  public var color: RGBA
  /// Points; 0 for square corners.
  public var cornerRadius: CGFloat
}

/// Interpolates from `startColor` at `start` to `endColor` at `end`; both points are in the
/// unit square of `rect`.
public struct LinearGradient: Equatable, Sendable {
  public var rect: CGRect
  public var transform: CGAffineTransform
  public var start: CGPoint
  public var end: CGPoint
  public var startColor: RGBA
  public var endColor: RGBA
}

/// A string drawn in `rect`, vertically centered, aligned horizontally by `alignment`.
public struct TextRun: Equatable, Sendable {
  public enum Alignment: String, Equatable, Sendable {
    case left, center, right

    init(_ alignment: NSTextAlignment) {
      switch alignment {
      case .center: self = .center
      case .right: self = .right
      case .left, .justified, .natural: self = .left
      }
    }
  }

  public var string: String
  public var rect: CGRect
  public var transform: CGAffineTransform
  public var pointSize: CGFloat
  public var bold: Bool
  public var color: RGBA
  public var alignment: Alignment
  /// Wraps at word boundaries to the rect's width; a single line otherwise.
  public var wraps: Bool
}

/// Only what lies inside `rect` (bounds coordinates, mapped by `transform`) is drawn, rotated
/// or not.
public struct Clip: Equatable, Sendable {
  public var rect: CGRect
  public var transform: CGAffineTransform
}
