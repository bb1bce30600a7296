import Foundation

/// A view is its layer's delegate, as in UIKit: the layer's display calls the view's
/// `display(_:)` and `draw(_:in:)` (in `UIView.swift`, where subclasses can override them),
/// which end in `draw(_:)`.
extension UIView: CALayerDelegate {}
