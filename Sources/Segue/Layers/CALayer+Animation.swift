import Foundation

extension CALayer {
  /// Stops every animation of the view this layer backs (UIKit blocks, property animators'
  /// blocks and POP animations alike): the view shows its model values and the completions
  /// get `false`.
  public func removeAllAnimations() {
    pop_removeAllAnimations()
    guard let owningView else { return }
    for property in AnimatableProperty.allCases { owningView.removeContributions(to: property) }
  }
}
