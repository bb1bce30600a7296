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

  /// The sublayers back to front, as they are drawn and hit: in increasing `zPosition`,
  /// equal ones in order (the sublayers themselves when none has one).
  var sublayersBackToFront: [CALayer] {
    guard storedSublayers.containsOnMainActor(where: { $0.zPosition != 0 }) else {
      return storedSublayers
    }
    return storedSublayers.enumerated().sorted(by: Self.zOrder).map(\.element)
  }

  private static func zOrder(
    _ a: (offset: Int, element: CALayer), _ b: (offset: Int, element: CALayer)
  ) -> Bool {
    MainActor.assumeIsolated {
      a.element.zPosition != b.element.zPosition
        ? a.element.zPosition < b.element.zPosition : a.offset < b.offset
    }
  }

  /// Adds `layer` on top of the other sublayers, taking it from its old superlayer first.
  public func addSublayer(_ layer: CALayer) {
    insertSublayer(layer, at: UInt32(clamping: storedSublayers.count))
  }

  /// Inserts `layer` at `index` (clamped) of the sublayers, taking it from its superlayer
  /// first (a mask from the layer it masks). A layer cannot contain itself or an ancestor
  /// (Core Animation raises; here it is refused with a warning).
  public func insertSublayer(_ layer: CALayer, at index: UInt32) {
    guard accepts(layer) else { return }
    place(layer) { min(Int(index), $0.count) }
  }

  public func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
    guard let sibling, sibling.superlayer === self else { return insertSublayer(layer, at: 0) }
    guard layer !== sibling, accepts(layer) else { return }
    place(layer) { $0.firstIndex(of: sibling) ?? 0 }
  }

  public func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
    guard let sibling, sibling.superlayer === self else { return addSublayer(layer) }
    guard layer !== sibling, accepts(layer) else { return }
    place(layer) { ($0.firstIndex(of: sibling) ?? $0.count - 1) + 1 }
  }

  /// Puts `new` where `old` is (where it is once `new` has left its own place, when that was
  /// among these sublayers too); nothing when `old` is not a sublayer or `new` is refused.
  public func replaceSublayer(_ old: CALayer, with new: CALayer) {
    guard old.superlayer === self, storedSublayers.contains(old), old !== new, accepts(new)
    else { return }
    new.detach()
    let index = storedSublayers.firstIndex(of: old) ?? storedSublayers.count
    old.detach()
    place(new) { min(index, $0.count) }
  }

  /// Whether `layer` may become a sublayer: not this layer or an ancestor (through the
  /// layers masks hang from too); warns when not. Checked before anything moves: a refused
  /// insertion leaves both trees as they were.
  func accepts(_ layer: CALayer) -> Bool {
    guard isDescendant(of: layer) else { return true }
    Diagnostics.warn(
      "CALayer.insertSublayer: a layer cannot contain itself or its ancestor; ignored")
    return false
  }

  /// Takes `layer` from where it is, then inserts it among the sublayers at the index
  /// `index` gives for them as they are then.
  private func place(_ layer: CALayer, at index: ([CALayer]) -> Int) {
    layer.detach()
    storedSublayers.insert(layer, at: index(storedSublayers))
    layer.superlayer = self
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

  /// Removes the layer from its superlayer's list, or from its `mask`, nothing else.
  internal func detach() {
    guard let parent = superlayer else { return }
    // The mask's observer lets it go.
    if isMask { return parent.mask = nil }
    parent.storedSublayers.removeAll { $0 === self }
    superlayer = nil
  }

  /// True when the layer is its superlayer's `mask`.
  var isMask: Bool { superlayer?.mask === self }

  /// Why `layer` cannot be this layer's mask, or nil when it can: it must not be in a tree
  /// of its own (UIKit's rule; another layer's mask is too), nor be this layer or an
  /// ancestor (drawing it would draw the layer it masks, without end).
  func refusal(ofMask layer: CALayer) -> String? {
    if isDescendant(of: layer) { return "a layer cannot be masked by itself or its ancestor" }
    guard layer.superlayer != nil else { return nil }
    return layer.isMask
      ? "the layer already masks another layer" : "the mask layer already has a superlayer"
  }

  /// True when `layer` is this layer or one of its ancestors (a mask's superlayer is the
  /// layer it masks).
  func isDescendant(of layer: CALayer) -> Bool {
    var current: CALayer? = self
    while let candidate = current {
      if candidate === layer { return true }
      current = candidate.superlayer
    }
    return false
  }
}
