import Foundation
import Testing

@testable import Segue

/// A layer's `mask` and a view's, as Core Animation keeps them: the mask's superlayer is the
/// layer it masks (not a sublayer), `removeFromSuperlayer()` takes it off, and a mask that
/// would hold what it masks is refused (drawing it would never end).
@MainActor
struct CALayerMaskTests {
  @Test func aMasksSuperlayerIsTheLayerItMasks() {
    let host = CALayer()
    let circle = CAShapeLayer()
    host.mask = circle
    #expect(circle.superlayer === host)
    #expect(host.sublayers == nil)
    let square = CALayer()
    host.mask = square
    #expect(circle.superlayer == nil && square.superlayer === host)
    host.mask = nil
    #expect(square.superlayer == nil)
  }

  /// Transition code ends a reveal with `maskLayer.removeFromSuperlayer()`.
  @Test func removingAMaskFromItsSuperlayerUnmasks() {
    let host = CALayer()
    let mask = CAShapeLayer()
    host.mask = mask
    mask.removeFromSuperlayer()
    #expect(host.mask == nil && mask.superlayer == nil)
  }

  @Test func aMaskIsInItsHostsCoordinates() {
    let root = CALayer()
    root.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
    let host = CALayer()
    host.frame = CGRect(x: 100, y: 50, width: 100, height: 100)
    root.addSublayer(host)
    let mask = CALayer()
    mask.frame = CGRect(x: 10, y: 20, width: 30, height: 30)
    host.mask = mask
    #expect(mask.convert(CGPoint.zero, to: root) == CGPoint(x: 110, y: 70))
  }

  /// A layer masked by itself, by its ancestor, or by a layer it masks: each is refused
  /// with a warning, and the tree still draws.
  @Test func aMaskThatWouldHoldWhatItMasksIsRefused() {
    let (_, warnings) = capturingWarnings {
      let root = CALayer()
      let child = CALayer()
      root.addSublayer(child)
      child.mask = child
      #expect(child.mask == nil)
      child.mask = root
      #expect(child.mask == nil)
      let a = CALayer()
      let b = CALayer()
      a.mask = b
      b.mask = a
      #expect(a.mask === b && b.mask == nil)
      let inner = CALayer()
      b.addSublayer(inner)
      inner.mask = a
      #expect(inner.mask == nil)
      let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
      a.frame = view.bounds
      a.backgroundColor = UIColor.red.cgColor
      b.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
      b.backgroundColor = UIColor.black.cgColor
      view.layer.addSublayer(a)
      var list = DisplayList()
      list.build(from: view)
      #expect(list.commands.contains { $0 == .maskWith })
    }
    #expect(
      warnings == [
        "CALayer.mask: a layer cannot be masked by itself or its ancestor; ignored",
        "CALayer.mask: a layer cannot be masked by itself or its ancestor; ignored",
        "CALayer.mask: a layer cannot be masked by itself or its ancestor; ignored",
        "CALayer.mask: a layer cannot be masked by itself or its ancestor; ignored",
      ])
  }

  /// A mask serves one layer; added as a sublayer it leaves the layer it masked, as a
  /// sublayer leaves its superlayer.
  @Test func aMaskServesOneLayer() {
    let (_, warnings) = capturingWarnings {
      let first = CALayer()
      let second = CALayer()
      let mask = CAShapeLayer()
      first.mask = mask
      second.mask = mask
      #expect(first.mask === mask && second.mask == nil)
      let parent = CALayer()
      parent.addSublayer(mask)
      #expect(parent.sublayers == [mask] && first.mask == nil && mask.superlayer === parent)
    }
    #expect(warnings == ["CALayer.mask: the layer already masks another layer; ignored"])
  }

  /// A mask view added as a subview leaves the view it masked, both trees together; a view
  /// added to its own mask view is refused, both trees left as they were.
  @Test func aMaskViewAndTheViewTreeStayInStep() {
    let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let shape = UIView(frame: host.bounds)
    host.mask = shape
    let other = UIView()
    other.addSubview(shape)
    #expect(host.mask == nil && host.layer.mask == nil)
    #expect(shape.superview === other && shape.layer.superlayer === other.layer)
    let masked = UIView()
    let window = UIView()
    window.addSubview(masked)
    let cover = UIView()
    masked.mask = cover
    let (_, warnings) = capturingWarnings { cover.addSubview(masked) }
    #expect(warnings.count == 1)
    #expect(masked.superview === window && masked.layer.superlayer === window.layer)
    #expect(cover.subviews.isEmpty && masked.mask === cover)
  }

  /// An insertion refused (an ancestor below a sublayer, in place of one, above one) moves
  /// nothing: the ancestor stays where it was.
  @Test func aRefusedInsertionLeavesTheTreeAsItWas() {
    let (_, warnings) = capturingWarnings {
      let root = CALayer()
      let a = CALayer()
      let b = CALayer()
      let c = CALayer()
      root.addSublayer(a)
      a.addSublayer(b)
      b.addSublayer(c)
      b.insertSublayer(a, below: c)
      b.insertSublayer(a, above: c)
      b.replaceSublayer(c, with: a)
      #expect(a.superlayer === root && root.sublayers == [a])
      #expect(b.sublayers == [c] && a.sublayers == [b])
    }
    #expect(warnings.count == 3)
  }

  @Test func aViewsMaskIsAViewWhoseLayerMasks() {
    let card = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let shape = UIView(frame: card.bounds.insetBy(dx: 20, dy: 20))
    shape.backgroundColor = .black
    card.mask = shape
    #expect(card.mask === shape && card.layer.mask === shape.layer)
    #expect(shape.superview == nil && shape.layer.superlayer === card.layer)
    card.layer.mask = CALayer()
    #expect(card.mask == nil)
    card.mask = nil
    #expect(card.layer.mask == nil)
    // One in a tree of its own is refused; the mask stays as it was.
    let placed = UIView()
    card.addSubview(placed)
    let (_, warnings) = capturingWarnings { card.mask = placed }
    #expect(card.mask == nil && warnings.count == 1)
  }
}
