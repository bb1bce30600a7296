import Foundation

/// A layer that draws nothing of its own and keeps its sublayers in 3D: they are not
/// flattened into its plane, so sublayers turned about different axes build a solid (a cube,
/// a card with a front and a back) that its own `transform` then turns as one, as Core
/// Animation's does. Its `backgroundColor`, `contents`, border, shadow, `mask` and
/// `masksToBounds` are ignored; its `opacity` multiplies each sublayer's. Sublayers are
/// drawn far to near (by the depth of their centers).
///
///     let card = CATransformLayer()
///     card.frame = CGRect(x: 95, y: 272, width: 200, height: 300)
///     front.frame = card.bounds
///     back.frame = card.bounds
///     back.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
///     front.isDoubleSided = false
///     back.isDoubleSided = false
///     card.addSublayer(front)
///     card.addSublayer(back)
///     var perspective = CATransform3DIdentity
///     perspective.m34 = -1 / 500
///     card.transform = CATransform3DRotate(perspective, .pi / 4, 0, 1, 0)
open class CATransformLayer: CALayer {}
