import Foundation

/// What a layer drew: the recorded drawing, in its bounds coordinates as they were then.
struct BackingStore {
  var drawing: Drawing
  var bounds: CGRect
}

extension CALayer {
  /// Marks the layer's content as out of date: the next frame displays it (`display()`)
  /// before drawing it.
  public func setNeedsDisplay() { needsDisplayFlag = true }

  /// Segue redraws the whole layer.
  public func setNeedsDisplay(_ r: CGRect) { setNeedsDisplay() }

  public func needsDisplay() -> Bool { needsDisplayFlag }

  /// Displays the layer now if it is marked as needing it.
  public func displayIfNeeded() {
    guard needsDisplayFlag else { return }
    needsDisplayFlag = false
    display()
  }

  /// Records what `draw(in:)` draws over the bounds as the layer's backing store. No
  /// context is current for UIKit drawing inside `draw(in:)`, as on iOS; push one with
  /// `UIGraphicsPushContext(ctx)`.
  func drawBackingStore() {
    delegate?.layerWillDraw(self)
    let context = CGContext(extent: bounds)
    GraphicsContextStack.$current.withValue(GraphicsContextStack([])) { draw(in: context) }
    backingStore = BackingStore(drawing: context.recording, bounds: bounds)
  }

  /// Displays the layer before a frame draws it: when marked, and every frame while a key
  /// its class redraws for animates, from the presentation layer.
  func displayForFrame() {
    if animatesDisplayKey {
      needsDisplayFlag = false
      guard let copy = presentation() else { return }
      // A view draws its layer: it draws the copy too, at the copy's (animated) bounds.
      copy.delegate = delegate
      copy.display()
      backingStore = copy.backingStore
      displaysPresentation = true
      return
    }
    if displaysPresentation {
      displaysPresentation = false
      needsDisplayFlag = true
    }
    displayIfNeeded()
  }

  /// True when the backing store holds something drawn.
  var hasDrawing: Bool { backingStore?.drawing.commands.isEmpty == false }

  /// True while an animation runs on a key path whose key `needsDisplay(forKey:)` names.
  private var animatesDisplayKey: Bool {
    hasAnimationRuns
      && animationRuns.contains { run in
        guard !run.isDone, let path = (run.animation as? CAPropertyAnimation)?.keyPath else {
          return false
        }
        if type(of: self).needsDisplay(forKey: path) { return true }
        // "bounds.size" redraws for "bounds". A character search, not Foundation's
        // `contains(_:)` (which bridges and allocates on every frame); the first parts are
        // short strings, stored inline.
        guard let dot = path.firstIndex(of: ".") else { return false }
        return type(of: self).needsDisplay(forKey: String(path[..<dot]))
      }
  }

  /// Draws the backing store into the bounds `shown`: as drawn when they are unchanged,
  /// otherwise placed by `contentsGravity` (a view's `contentMode`), clipped to its extent.
  func appendBackingStore(
    to list: inout DisplayList, shown: LayerPresentation, transform: CGAffineTransform,
    opacity: CGFloat
  ) {
    guard let store = backingStore, store.bounds.width > 0, store.bounds.height > 0 else {
      return
    }
    var placed = transform
    if store.bounds != shown.bounds {
      let target = contentsGravity.rect(for: store.bounds.size, in: shown.bounds)
      placed = CGAffineTransform(translationX: -store.bounds.minX, y: -store.bounds.minY)
        .concatenating(
          CGAffineTransform(
            scaleX: target.width / store.bounds.width, y: target.height / store.bounds.height)
        )
        .concatenating(CGAffineTransform(translationX: target.minX, y: target.minY))
        .concatenating(transform)
    }
    list.append(store.drawing, clippedTo: store.bounds, transform: placed, opacity: opacity)
  }
}
