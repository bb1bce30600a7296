import Foundation

/// A layer property an animation can drive, parsed once from its key path when the animation
/// is added ("position.x", "transform.rotation.y", …). The sub-paths of `transform` read and
/// write one component of the transform and leave the rest of it as it is, as Core
/// Animation's transform fields do.
enum LayerKeyPath: Equatable, Sendable {
  enum Axis: Sendable { case x, y, z }

  case position, positionX, positionY
  case bounds, boundsOrigin, boundsSize, boundsWidth, boundsHeight
  case anchorPoint, zPosition, opacity
  case backgroundColor, cornerRadius, borderWidth, borderColor
  case shadowColor, shadowOpacity, shadowRadius, shadowOffset
  case transform, sublayerTransform
  /// `CAShapeLayer`'s part of the stroke drawn.
  case strokeStart, strokeEnd
  case rotation(Axis)
  /// `transform.scale` (nil: all three axes as one number) or one axis.
  case scale(Axis?)
  /// `transform.translation` (nil: x and y as a `CGSize`) or one axis.
  case translation(Axis?)

  /// nil for a key path Segue's layers do not animate.
  init?(_ path: String) {
    switch path {
    case "position": self = .position
    case "position.x": self = .positionX
    case "position.y": self = .positionY
    case "bounds": self = .bounds
    case "bounds.origin": self = .boundsOrigin
    case "bounds.size": self = .boundsSize
    case "bounds.size.width": self = .boundsWidth
    case "bounds.size.height": self = .boundsHeight
    case "anchorPoint": self = .anchorPoint
    case "zPosition": self = .zPosition
    case "opacity": self = .opacity
    case "backgroundColor": self = .backgroundColor
    case "cornerRadius": self = .cornerRadius
    case "borderWidth": self = .borderWidth
    case "borderColor": self = .borderColor
    case "shadowColor": self = .shadowColor
    case "shadowOpacity": self = .shadowOpacity
    case "shadowRadius": self = .shadowRadius
    case "shadowOffset": self = .shadowOffset
    case "transform": self = .transform
    case "sublayerTransform": self = .sublayerTransform
    case "strokeStart": self = .strokeStart
    case "strokeEnd": self = .strokeEnd
    case "transform.rotation", "transform.rotation.z": self = .rotation(.z)
    case "transform.rotation.x": self = .rotation(.x)
    case "transform.rotation.y": self = .rotation(.y)
    case "transform.scale": self = .scale(nil)
    case "transform.scale.x": self = .scale(.x)
    case "transform.scale.y": self = .scale(.y)
    case "transform.scale.z": self = .scale(.z)
    case "transform.translation": self = .translation(nil)
    case "transform.translation.x": self = .translation(.x)
    case "transform.translation.y": self = .translation(.y)
    case "transform.translation.z": self = .translation(.z)
    default: return nil
    }
  }

  /// The Swift type the key path's values have.
  var kind: LayerValueKind {
    switch self {
    case .position, .anchorPoint, .boundsOrigin: .point
    case .boundsSize, .shadowOffset, .translation(nil): .size
    case .bounds: .rect
    case .backgroundColor, .borderColor, .shadowColor: .color
    case .transform, .sublayerTransform: .matrix
    default: .scalar
    }
  }
}
