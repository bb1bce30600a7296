import Foundation

extension CALayer {
  /// Back to front. Setting it replaces every sublayer.
  public var sublayers: [CALayer]? {
    get { storedSublayers.isEmpty ? nil : storedSublayers }
    set {
      for layer in storedSublayers { layer.superlayer = nil }
      storedSublayers = []
      for layer in newValue ?? [] { addSublayer(layer) }
    }
  }

  /// Adds `layer` on top of the other sublayers, taking it from its old superlayer first.
  public func addSublayer(_ layer: CALayer) {
    insertSublayer(layer, at: UInt32(clamping: storedSublayers.count))
  }

  /// Inserts `layer` at `index` (clamped) of the sublayers. A layer cannot contain itself or
  /// an ancestor (Core Animation raises; here it is refused with a warning).
  public func insertSublayer(_ layer: CALayer, at index: UInt32) {
    guard layer !== self, !isDescendant(of: layer) else {
      return Diagnostics.warn(
        "CALayer.insertSublayer: a layer cannot contain itself or its ancestor; ignored")
    }
    guard layer !== mask, !isMask(layer) else {
      return Diagnostics.warn("CALayer.insertSublayer: the layer is a mask; ignored")
    }
    layer.detach()
    storedSublayers.insert(layer, at: min(Int(index), storedSublayers.count))
    layer.superlayer = self
  }

  public func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
    guard let sibling, sibling.superlayer === self else { return insertSublayer(layer, at: 0) }
    guard layer !== sibling else { return }
    layer.detach()
    let index = storedSublayers.firstIndex(of: sibling) ?? 0
    insertSublayer(layer, at: UInt32(index))
  }

  public func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
    guard let sibling, sibling.superlayer === self else { return addSublayer(layer) }
    guard layer !== sibling else { return }
    layer.detach()
    let index = (storedSublayers.firstIndex(of: sibling) ?? storedSublayers.count - 1) + 1
    insertSublayer(layer, at: UInt32(index))
  }

  /// Puts `new` where `old` is; nothing when `old` is not a sublayer.
  public func replaceSublayer(_ old: CALayer, with new: CALayer) {
    guard old.superlayer === self, let index = storedSublayers.firstIndex(of: old) else { return }
    guard old !== new else { return }
    old.detach()
    insertSublayer(new, at: UInt32(min(index, storedSublayers.count)))
  }

  /// Takes the layer out of its superlayer. A view's layer leaves with its view: removing it
  /// removes the view from its superview, as UIKit's layer tree and view tree are one.
  public func removeFromSuperlayer() {
    if let owningView, owningView.superview?.layer === superlayer {
      owningView.removeFromSuperview()
    } else {
      detach()
    }
  }

  /// Removes the layer from its superlayer's list, nothing else.
  internal func detach() {
    guard let parent = superlayer else { return }
    parent.storedSublayers.removeAll { $0 === self }
    superlayer = nil
  }

  /// True when `layer` is this layer or one of its ancestors.
  func isDescendant(of layer: CALayer) -> Bool {
    var current: CALayer? = self
    while let candidate = current {
      if candidate === layer { return true }
      current = candidate.superlayer
    }
    return false
  }

  /// True when `layer` masks this layer or one of its ancestors.
  private func isMask(_ layer: CALayer) -> Bool {
    var current: CALayer? = self
    while let candidate = current {
      if candidate.mask === layer { return true }
      current = candidate.superlayer
    }
    return false
  }
}
