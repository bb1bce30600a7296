import Foundation

extension LayerKeyPath {
  /// The property's value in `shown`. A transform field reads the component from the
  /// transform: rotations as single-axis angles, scales as row lengths, translations as the
  /// last row.
  func read(from shown: LayerPresentation) -> LayerVector {
    let v = LayerValueKind.vector
    switch self {
    case .position: return v(shown.position.x, shown.position.y, 0, 0)
    case .positionX: return v(shown.position.x, 0, 0, 0)
    case .positionY: return v(shown.position.y, 0, 0, 0)
    case .bounds:
      return v(shown.bounds.minX, shown.bounds.minY, shown.bounds.width, shown.bounds.height)
    case .boundsOrigin: return v(shown.bounds.minX, shown.bounds.minY, 0, 0)
    case .boundsSize: return v(shown.bounds.width, shown.bounds.height, 0, 0)
    case .boundsWidth: return v(shown.bounds.width, 0, 0, 0)
    case .boundsHeight: return v(shown.bounds.height, 0, 0, 0)
    case .anchorPoint: return v(shown.anchorPoint.x, shown.anchorPoint.y, 0, 0)
    case .zPosition: return v(shown.zPosition, 0, 0, 0)
    case .opacity: return v(shown.opacity, 0, 0, 0)
    case .backgroundColor: return shown.backgroundColor?.layerVector ?? .zero
    case .cornerRadius: return v(shown.cornerRadius, 0, 0, 0)
    case .borderWidth: return v(shown.borderWidth, 0, 0, 0)
    case .borderColor: return shown.borderColor?.layerVector ?? .zero
    case .shadowColor: return shown.shadowColor?.layerVector ?? .zero
    case .shadowOpacity: return v(shown.shadowOpacity, 0, 0, 0)
    case .shadowRadius: return v(shown.shadowRadius, 0, 0, 0)
    case .shadowOffset: return v(shown.shadowOffset.width, shown.shadowOffset.height, 0, 0)
    case .transform: return shown.transform.layerVector
    case .sublayerTransform: return shown.sublayerTransform.layerVector
    case .strokeStart: return v(shown.strokeStart, 0, 0, 0)
    case .strokeEnd: return v(shown.strokeEnd, 0, 0, 0)
    case .rotation(let axis): return v(shown.transform.rotation(about: axis), 0, 0, 0)
    case .scale(let axis): return v(shown.transform.scale(along: axis), 0, 0, 0)
    case .translation(nil): return v(shown.transform.m41, shown.transform.m42, 0, 0)
    case .translation(.x?): return v(shown.transform.m41, 0, 0, 0)
    case .translation(.y?): return v(shown.transform.m42, 0, 0, 0)
    case .translation(.z?): return v(shown.transform.m43, 0, 0, 0)
    }
  }

  /// Sets the property in `shown` to `value`. A transform field changes only its component:
  /// a rotation turns the transform by the difference about that axis before the rest of
  /// it, a scale rescales it, a translation moves its last row.
  func write(_ value: LayerVector, into shown: inout LayerPresentation) {
    switch self {
    case .position: shown.position = CGPoint(x: value[0], y: value[1])
    case .positionX: shown.position.x = value[0]
    case .positionY: shown.position.y = value[0]
    case .bounds: shown.bounds = CGRect(x: value[0], y: value[1], width: value[2], height: value[3])
    case .boundsOrigin: shown.bounds.origin = CGPoint(x: value[0], y: value[1])
    case .boundsSize: shown.bounds.size = CGSize(width: value[0], height: value[1])
    case .boundsWidth: shown.bounds.size.width = value[0]
    case .boundsHeight: shown.bounds.size.height = value[0]
    case .anchorPoint: shown.anchorPoint = CGPoint(x: value[0], y: value[1])
    case .zPosition: shown.zPosition = value[0]
    case .opacity: shown.opacity = value[0]
    case .backgroundColor: shown.backgroundColor = RGBA(value)
    case .cornerRadius: shown.cornerRadius = value[0]
    case .borderWidth: shown.borderWidth = value[0]
    case .borderColor: shown.borderColor = RGBA(value)
    case .shadowColor: shown.shadowColor = RGBA(value)
    case .shadowOpacity: shown.shadowOpacity = value[0]
    case .shadowRadius: shown.shadowRadius = value[0]
    case .shadowOffset: shown.shadowOffset = CGSize(width: value[0], height: value[1])
    case .transform: shown.transform = CATransform3D(value)
    case .sublayerTransform: shown.sublayerTransform = CATransform3D(value)
    case .strokeStart: shown.strokeStart = value[0]
    case .strokeEnd: shown.strokeEnd = value[0]
    case .rotation(let axis):
      let turn = value[0] - shown.transform.rotation(about: axis)
      let (x, y, z): (CGFloat, CGFloat, CGFloat) =
        switch axis {
        case .x: (1, 0, 0)
        case .y: (0, 1, 0)
        case .z: (0, 0, 1)
        }
      shown.transform = CATransform3DConcat(
        CATransform3DMakeRotation(turn, x, y, z), shown.transform)
    case .scale(let axis):
      let current = shown.transform.scale(along: axis)
      // From a zero scale there is no direction left to stretch: the axis is set instead.
      let factor = current == 0 ? 0 : value[0] / current
      let (sx, sy, sz) =
        switch axis {
        case nil: (factor, factor, factor)
        case .x?: (factor, 1, 1)
        case .y?: (1, factor, 1)
        case .z?: (1, 1, factor)
        }
      shown.transform = CATransform3DConcat(
        CATransform3DMakeScale(sx, sy, sz), shown.transform)
      if current == 0 {
        switch axis {
        case nil:
          (shown.transform.m11, shown.transform.m22, shown.transform.m33) = (
            value[0], value[0], value[0]
          )
        case .x?: shown.transform.m11 = value[0]
        case .y?: shown.transform.m22 = value[0]
        case .z?: shown.transform.m33 = value[0]
        }
      }
    case .translation(nil): (shown.transform.m41, shown.transform.m42) = (value[0], value[1])
    case .translation(.x?): shown.transform.m41 = value[0]
    case .translation(.y?): shown.transform.m42 = value[0]
    case .translation(.z?): shown.transform.m43 = value[0]
    }
  }

  /// The value that adds nothing: the identity for a transform, zero otherwise (a scale
  /// field's 1 is not, as Core Animation adds scales too).
  var additiveIdentity: LayerVector {
    kind == .matrix ? CATransform3DIdentity.layerVector : .zero
  }
}

extension CATransform3D {
  /// The angle, in radians, of a turn about one axis alone (exact for such a turn with a
  /// uniform scale, as `CATransform3DMakeRotation` makes them).
  func rotation(about axis: LayerKeyPath.Axis) -> CGFloat {
    switch axis {
    case .x: atan2(m23, m22)
    case .y: atan2(-m13, m11)
    case .z: atan2(m12, m11)
    }
  }

  /// The length of the axis's row of the linear part (their mean for nil).
  func scale(along axis: LayerKeyPath.Axis?) -> CGFloat {
    let x = (m11 * m11 + m12 * m12 + m13 * m13).squareRoot()
    let y = (m21 * m21 + m22 * m22 + m23 * m23).squareRoot()
    let z = (m31 * m31 + m32 * m32 + m33 * m33).squareRoot()
    switch axis {
    case nil: return (x + y + z) / 3
    case .x?: return x
    case .y?: return y
    case .z?: return z
    }
  }
}
