import Foundation

/// One plain drawing instruction. Geometry is in points: `rect` is in the view's bounds
/// coordinates and `transform` maps them into the window's. The renderer multiplies by the
/// pixel scale; nothing here knows about pixels or SDL.
///
/// Push and pop commands nest, as GTK's render nodes do: a group (opacity, shadow), a
/// projection (a 3D layer's plane), a mask and a clip each hold what lies between the two.
public enum DisplayCommand: Equatable, Sendable {
  /// A solid, optionally rounded rectangle.
  case fill(Fill)
  /// A layer's border: a band inside its rounded bounds.
  case border(Border)
  case gradient(Gradient)
  /// A path filled and/or stroked (`CAShapeLayer`).
  case path(PathDraw)
  /// A layer's `contents` image.
  case image(ImageDraw)
  case text(TextRun)
  /// Clip what follows, up to the matching `popClip`, to a (rounded) rectangle.
  case pushClip(Clip)
  case popClip
  /// Draw what follows, up to the matching `popGroup`, as one image: composited with the
  /// group's opacity, over the shadow it casts.
  case pushGroup(Group)
  case popGroup
  /// Draw what follows, up to the matching `popProjection`, in a plane of its own (its
  /// coordinates start from the identity) and map that plane into the list's with a
  /// perspective transform: a layer turned in 3D.
  case pushProjection(Projection)
  case popProjection
  /// What follows `pushMask` up to `maskWith` is drawn through the alpha of what follows
  /// `maskWith` up to `popMask` (a layer's `mask`).
  case pushMask
  case maskWith
  case popMask
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
  /// Which corners `cornerRadius` rounds, and their shape.
  public var corners: CACornerMask = .all
  public var cornerCurve: CornerCurve = .circular
  /// True sets what lies under the rect to transparent instead of painting over it
  /// (`CGContext.clear(_:)`): only inside a drawing's own group, which it erases.
  public var erases = false
}

/// A band `width` points wide inside the (rounded) `rect`, whose inner edge follows the
/// corners with the radius less the width, as Core Animation draws borders.
public struct Border: Equatable, Sendable {
  public var rect: CGRect
  public var transform: CGAffineTransform
  public var width: CGFloat
  public var color: RGBA
  public var cornerRadius: CGFloat
  public var corners: CACornerMask
  public var cornerCurve: CornerCurve
}

/// A group composited as one image, with `opacity`, over the shadow its content casts.
public struct Group: Equatable, Sendable {
  /// 0…1.
  public var opacity: CGFloat
  public var shadow: Shadow?
  /// True adds the group's light to what is beneath instead of painting over it (cairo's
  /// ADD operator): the incoming half of a cross-fade, so two opaque contents faded to
  /// 1 − p and p sum to an opaque one. False by default.
  public var adds = false
}

/// A Gaussian shadow of a group's content: its alpha, blurred, offset and colored.
public struct Shadow: Equatable, Sendable {
  /// Includes the layer's `shadowOpacity`.
  public var color: RGBA
  /// Points in the list's coordinates.
  public var offset: CGSize
  /// Points: the Gaussian's standard deviation.
  public var radius: CGFloat
  /// The shape that casts it (a layer's `shadowPath`), in coordinates mapped by
  /// `pathTransform`; nil casts it from the group's content.
  public var path: [PathElement]? = nil
  public var pathTransform: CGAffineTransform = .identity
}

/// A layer's plane in 3D: its content is drawn in its own coordinates over `bounds` (points),
/// then mapped into the enclosing plane by `transform`, which takes a point (x, y) of the
/// plane to ((x·m11 + y·m21 + m41) / w, (x·m12 + y·m22 + m42) / w) with
/// w = x·m14 + y·m24 + m44. Only what is in front of the eye (w > 0) is drawn.
public struct Projection: Equatable, Sendable {
  public var bounds: CGRect
  public var transform: CATransform3D
}

/// A `CAGradientLayer`'s gradient over `rect`: `colors` at `locations` (0…1, as many),
/// from `start` to `end`, both in the unit square of `rect`. Axial: along the line; radial:
/// ellipses about `start` reaching `end`'s distance on each axis; conic: around `start`,
/// from the direction of `end`, clockwise on screen.
public struct Gradient: Equatable, Sendable {
  public enum Kind: String, Equatable, Sendable {
    case axial, radial, conic
  }

  public var rect: CGRect
  public var transform: CGAffineTransform
  public var kind: Kind
  /// Straight colors, with the inherited opacity applied.
  public var colors: [RGBA]
  public var locations: [CGFloat]
  public var start: CGPoint
  public var end: CGPoint
}

/// A path (`elements`, in coordinates mapped by `transform`) filled with `fill` under
/// `fillRule`, then stroked with `stroke` and the line style; either may be nil.
public struct PathDraw: Equatable, Sendable {
  public var elements: [PathElement]
  public var transform: CGAffineTransform
  public var fill: RGBA?
  public var fillRule: CGPathFillRule
  public var stroke: RGBA?
  /// Points.
  public var lineWidth: CGFloat
  public var lineCap: CGLineCap
  public var lineJoin: CGLineJoin
  public var miterLimit: CGFloat
  /// Alternating painted and unpainted lengths, points; empty for a solid line.
  public var dashPattern: [CGFloat]
  public var dashPhase: CGFloat
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
  /// The block of lines starts at the rect's top (drawn strings, `NSString.draw(in:)`)
  /// instead of being centered in it (a label's); false by default.
  public var alignsTop = false
  /// Where a single line too wide for the rect is cut (and the last of `lineLimit` lines);
  /// `.tail` by default.
  public var truncation: Truncation = .tail
  /// At most this many wrapped lines, the last one holding the rest of the text cut by
  /// `truncation`; 0, no limit, by default.
  public var lineLimit = 0
  /// How far a single line too wide for the rect may shrink (a fraction of `pointSize`)
  /// before it is cut; 1, not at all, by default.
  public var minimumScaleFactor: CGFloat = 1

  /// Where a line too wide is cut: with "…" at its end, its start or its middle, or with
  /// none after the last character (`clip`) or the last word (`word`) that fits.
  public enum Truncation: String, Equatable, Hashable, Sendable {
    case tail, head, middle, clip, word

    init(_ mode: NSLineBreakMode) {
      switch mode {
      case .byTruncatingTail: self = .tail
      case .byTruncatingHead: self = .head
      case .byTruncatingMiddle: self = .middle
      case .byClipping, .byCharWrapping: self = .clip
      case .byWordWrapping: self = .word
      }
    }
  }
}

/// Only what lies inside `rect` (bounds coordinates, mapped by `transform`), rounded by
/// `cornerRadius` at `corners`, is drawn, rotated or not; with a `path`, only what lies
/// inside that path (under `fillRule`), `rect` being its bounding box (`CGContext.clip()`).
public struct Clip: Equatable, Sendable {
  public var rect: CGRect
  public var transform: CGAffineTransform
  public var cornerRadius: CGFloat = 0
  public var corners: CACornerMask = .all
  public var cornerCurve: CornerCurve = .circular
  public var path: [PathElement]? = nil
  public var fillRule: CGPathFillRule = .winding
}
