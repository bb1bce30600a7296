import Foundation

/// The layer behind a view, as far as iOS code reaches for it: geometry and opacity that
/// read and write the view's own properties, and the home of POP animations
/// (`pop_add(_:forKey:)`). Segue has no separate layer tree.
///
///     let y = fromVC.view.layer.position.y
@preconcurrency @MainActor
public final class CALayer {
  /// The view this layer draws; layers live exactly as long as their views.
  unowned let owner: UIView
  /// POP animations by key, so a new one with the same key replaces the old.
  var popAnimations: [String: POPAnimation] = [:]

  init(owner: UIView) {
    self.owner = owner
  }

  /// The view's `center`.
  public var position: CGPoint {
    get { owner.center }
    set { owner.center = newValue }
  }

  public var bounds: CGRect {
    get { owner.bounds }
    set { owner.bounds = newValue }
  }

  public var frame: CGRect {
    get { owner.frame }
    set { owner.frame = newValue }
  }

  /// The view's `alpha`.
  public var opacity: Float {
    get { Float(owner.alpha) }
    set { owner.alpha = CGFloat(newValue) }
  }

  public var cornerRadius: CGFloat {
    get { owner.cornerRadius }
    set { owner.cornerRadius = newValue }
  }

  public var masksToBounds: Bool {
    get { owner.clipsToBounds }
    set { owner.clipsToBounds = newValue }
  }

  /// Stops every animation of the view (UIKit blocks, property animators' blocks and POP
  /// animations alike): the view shows its model values and the completions get `false`.
  public func removeAllAnimations() {
    pop_removeAllAnimations()
    for property in AnimatableProperty.allCases { owner.removeContributions(to: property) }
  }

  public func affineTransform() -> CGAffineTransform { owner.transform }

  public func setAffineTransform(_ transform: CGAffineTransform) { owner.transform = transform }
}
