import Foundation
import Testing

@testable import Segue

/// The layer tree as iOS code uses it: views and standalone layers in one tree, and what
/// Core Animation refuses refused with a warning instead of a crash.
@MainActor
@Suite struct CALayerTreeTests {
  @Test func subviewsAndStandaloneLayersShareOneOrderedTree() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let a = UIView()
    let b = UIView()
    let badge = CALayer()
    root.addSubview(a)
    root.layer.addSublayer(badge)
    root.addSubview(b)
    #expect(root.layer.sublayers == [a.layer, badge, b.layer])
    root.bringSubviewToFront(a)
    #expect(root.layer.sublayers == [badge, b.layer, a.layer])
    root.insertSubview(b, belowSubview: a)
    #expect(root.layer.sublayers?.last === a.layer)
    a.removeFromSuperview()
    #expect(root.layer.sublayers == [badge, b.layer])
    // Removing a view's layer removes the view, as in UIKit's one tree.
    b.layer.removeFromSuperlayer()
    #expect(b.superview == nil)
    #expect(root.layer.sublayers == [badge])
    #expect(badge.superlayer === root.layer)
  }

  @Test func aViewsLayerSharesItsGeometryBothWays() {
    let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
    #expect(view.layer.position == CGPoint(x: 60, y: 45))
    #expect(view.layer.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
    view.layer.opacity = 0.5
    #expect(view.alpha == 0.5)
    view.layer.cornerRadius = 8
    view.clipsToBounds = true
    #expect(view.layer.masksToBounds)
    view.layer.backgroundColor = UIColor.red.cgColor
    #expect(view.backgroundColor == .red)
    view.transform = CGAffineTransform(scaleX: 2, y: 2)
    #expect(CATransform3DGetAffineTransform(view.layer.transform) == view.transform)
  }

  /// Moving the anchor keeps `position`, so the layer moves; the frame follows.
  @Test func anchorPointPlacesAndTurnsTheLayer() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    view.layer.anchorPoint = CGPoint(x: 0, y: 0)
    #expect(view.frame == CGRect(x: 50, y: 25, width: 100, height: 50))
    view.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
    #expect(view.layer.position == .zero)
    view.transform = CGAffineTransform(rotationAngle: .pi / 2)
    // Turned about its top-left corner: it now hangs to the left of it.
    #expect(abs(view.frame.minX + 50) < 1e-9 && abs(view.frame.minY) < 1e-9)
  }

  @Test func aLayerCannotContainItselfOrAnAncestor() {
    let warnings = capturingWarnings {
      let parent = CALayer()
      let child = CALayer()
      parent.addSublayer(child)
      child.addSublayer(parent)
      parent.addSublayer(parent)
      #expect(child.sublayers == nil)
      #expect(parent.sublayers == [child])
    }
    #expect(warnings.warnings.count == 2)
    #expect(warnings.warnings.allSatisfy { $0.contains("itself or its ancestor") })
  }

  @Test func aMaskMustNotBeInATree() {
    let warnings = capturingWarnings {
      let layer = CALayer()
      let other = CALayer()
      let inTree = CALayer()
      other.addSublayer(inTree)
      layer.mask = inTree
      #expect(layer.mask == nil)
      // Added as a sublayer, a mask stops masking (`CALayerMaskTests`).
      let mask = CAShapeLayer()
      layer.mask = mask
      layer.addSublayer(mask)
      #expect(layer.sublayers == [mask] && layer.mask == nil)
    }
    #expect(warnings.warnings.count == 1)
  }

  @Test func nonFiniteTransformsAreRefused() {
    let warnings = capturingWarnings {
      let layer = CALayer()
      var t = CATransform3DIdentity
      t.m34 = .nan
      layer.transform = t
      #expect(layer.transform == CATransform3DIdentity)
    }
    #expect(warnings.warnings == ["CALayer.transform: NaN or infinite entries; ignored"])
  }

  /// `layerClass` decides the backing layer, as iOS code overrides it.
  @Test func layerClassBacksTheView() {
    final class ShapeView: UIView {
      override class var layerClass: AnyClass { CAShapeLayer.self }
    }
    #expect(ShapeView().layer is CAShapeLayer)
    #expect(type(of: UIView().layer) == CALayer.self)
  }

  /// Core Animation's defaults, from Apple's documentation.
  @Test func defaults() {
    let layer = CALayer()
    #expect(layer.anchorPoint == CGPoint(x: 0.5, y: 0.5))
    #expect(layer.opacity == 1)
    #expect(layer.allowsGroupOpacity)
    #expect(layer.isDoubleSided)
    #expect(layer.shadowOpacity == 0)
    #expect(layer.shadowRadius == 3)
    #expect(layer.shadowOffset == CGSize(width: 0, height: -3))
    #expect(layer.shadowColor == .black)
    #expect(layer.borderWidth == 0)
    #expect(layer.borderColor == .black)
    #expect(layer.cornerCurve == .circular)
    #expect(
      layer.maskedCorners == [
        .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
      ])
    let shape = CAShapeLayer()
    #expect(shape.fillColor == .black && shape.strokeColor == nil && shape.lineWidth == 1)
    #expect(shape.miterLimit == 10 && shape.strokeEnd == 1 && shape.fillRule == .nonZero)
  }
}
