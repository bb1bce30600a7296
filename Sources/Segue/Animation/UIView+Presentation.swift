import Foundation

extension UIView {
  /// The values drawn this frame: the model values plus what the running animations add.
  public func presentation() -> ViewPresentation { presentation(inheriting: nil) }

  /// `presentation()`, with the superview's traits when the caller knows them (`known`).
  func presentation(inheriting known: InheritedTraits?) -> ViewPresentation {
    var shown = ViewPresentation(
      center: center, bounds: bounds, transform: transform, alpha: alpha,
      backgroundColor: resolvedForDrawing(backgroundColor, inheriting: known),
      cornerRadius: cornerRadius,
      anchorPoint: layer.anchorPoint)
    let contributions = animationContributions
    guard !contributions.isEmpty else { return shown }
    // One pass over the contributions, each added to its property's value in order (each
    // frame reads every animated view's presentation).
    var center, bounds, transform, alpha, color, cornerRadius: AnimatableVector?
    for contribution in contributions {
      let added = contribution.delta * contribution.remaining
      switch contribution.property {
      case .center: center = (center ?? shown.center.animatableVector) + added
      case .bounds: bounds = (bounds ?? shown.bounds.animatableVector) + added
      case .transform: transform = (transform ?? shown.transform.animatableVector) + added
      case .alpha: alpha = (alpha ?? shown.alpha.animatableVector) + added
      case .backgroundColor: color = (color ?? shown.backgroundColor.animatableVector) + added
      case .cornerRadius:
        cornerRadius = (cornerRadius ?? shown.cornerRadius.animatableVector) + added
      case .borderWidth, .borderColor, .shadowColor, .shadowOpacity, .shadowRadius, .shadowOffset:
        break
      }
    }
    if let center { shown.center = CGPoint(center) }
    if let bounds { shown.bounds = CGRect(bounds) }
    if let transform { shown.transform = CGAffineTransform(transform) }
    if let alpha { shown.alpha = CGFloat(alpha[0]) }
    if let color {
      shown.backgroundColor = UIColor(
        red: color[0], green: color[1], blue: color[2], alpha: color[3])
    }
    if let cornerRadius { shown.cornerRadius = CGFloat(cornerRadius[0]) }
    return shown
  }

  /// `model` plus every running animation's contribution to `property`.
  func presentationVector(of property: AnimatableProperty, model: AnimatableVector)
    -> AnimatableVector
  {
    var value = model
    for contribution in animationContributions where contribution.property == property {
      value += contribution.delta * contribution.remaining
    }
    return value
  }

  func modelVector(of property: AnimatableProperty) -> AnimatableVector {
    switch property {
    case .center: center.animatableVector
    case .bounds: bounds.animatableVector
    case .transform: transform.animatableVector
    case .alpha: alpha.animatableVector
    case .backgroundColor: resolvedForDrawing(backgroundColor).animatableVector
    case .cornerRadius: cornerRadius.animatableVector
    case .borderWidth: layer.borderWidth.animatableVector
    case .borderColor: layer.borderColor.animatableVector
    case .shadowColor: layer.shadowColor.animatableVector
    case .shadowOpacity: CGFloat(layer.shadowOpacity).animatableVector
    case .shadowRadius: layer.shadowRadius.animatableVector
    case .shadowOffset: layer.shadowOffset.animatableVector
    }
  }

  /// Called by the animatable properties after each change: inside an animation block the
  /// change becomes an animation from `old`.
  func modelDidChange(_ property: AnimatableProperty, from old: AnimatableVector) {
    guard let context = AnimationContext.current else { return }
    context.record(self, property, from: old, to: modelVector(of: property))
  }

  /// Cancels every animation of `property`: each reports `finished == false` and ends once
  /// it animates nothing else.
  func removeContributions(to property: AnimatableProperty) {
    for animation in takeContributions(to: property) { animation.contributionRemoved(from: self) }
  }

  /// Removes the contributions to `property` without telling their animations; returns
  /// those animations, for the caller to notify with `Animation.contributionRemoved(from:)`.
  func takeContributions(to property: AnimatableProperty) -> [Animation] {
    var removed: [Animation] = []
    animationContributions.removeAll { contribution in
      guard contribution.property == property else { return false }
      if !removed.contains(where: { $0 === contribution.animation }) {
        removed.append(contribution.animation)
      }
      return true
    }
    return removed
  }

  /// True while an animation that does not allow user interaction moves this view.
  var ignoresTouchesWhileAnimating: Bool {
    animationContributions.contains { !$0.animation.allowsUserInteraction }
  }
}

extension UIView {
  /// Sets a model value from its vector form, outside any animation block.
  func setModelVector(_ vector: AnimatableVector, of property: AnimatableProperty) {
    UIView.performWithoutAnimation {
      switch property {
      case .center: center = CGPoint(vector)
      case .bounds: bounds = CGRect(vector)
      case .transform: transform = CGAffineTransform(vector)
      case .alpha: alpha = CGFloat(vector[0])
      case .backgroundColor:
        backgroundColor = UIColor(
          red: vector[0], green: vector[1], blue: vector[2], alpha: vector[3])
      case .cornerRadius: cornerRadius = CGFloat(vector[0])
      case .borderWidth: layer.borderWidth = vector[0]
      case .borderColor: layer.borderColor = CGColor(vector)
      case .shadowColor: layer.shadowColor = CGColor(vector)
      case .shadowOpacity: layer.shadowOpacity = Float(vector[0])
      case .shadowRadius: layer.shadowRadius = vector[0]
      case .shadowOffset: layer.shadowOffset = CGSize(vector)
      }
    }
  }
}
