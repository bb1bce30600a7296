import Foundation

/// A view filled with a linear gradient between two colors, like a `CAGradientLayer` with
/// two stops. Points are in the unit square of the bounds: (0, 0) top left, (1, 1) bottom
/// right; the default runs top to bottom. Drawn above the background color, square
/// (the gradient ignores `cornerRadius`).
@MainActor
open class GradientView: UIView {
  open var startColor: UIColor = .clear
  open var endColor: UIColor = .black
  open var startPoint = CGPoint(x: 0.5, y: 0)
  open var endPoint = CGPoint(x: 0.5, y: 1)

  override func appendContent(
    to list: inout DisplayList, transform: CGAffineTransform, opacity: CGFloat
  ) {
    list.append(
      .linearGradient(
        LinearGradient(
          rect: bounds, transform: transform, start: startPoint, end: endPoint,
          startColor: RGBA(startColor, opacity: opacity),
          endColor: RGBA(endColor, opacity: opacity))))
  }
}
