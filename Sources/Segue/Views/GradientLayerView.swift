import Foundation

/// A view drawn by a `CAGradientLayer`: the soft edge shadow the default push and pop
/// throw beside the moving page.
@MainActor
final class GradientLayerView: UIView {
  override class var layerClass: AnyClass { CAGradientLayer.self }

  var gradientLayer: CAGradientLayer { layer as! CAGradientLayer }
}
