import Foundation

extension UIView {
  /// Applies what UIKit animation blocks add to the properties stored on the view's layer
  /// (`borderWidth`, `shadowOpacity`, …): they join a block as the view's own do.
  func applyLayerContributions(to shown: inout LayerPresentation) {
    guard !animationContributions.isEmpty else { return }
    for contribution in animationContributions where contribution.property.isLayerProperty {
      let property = contribution.property
      let vector = presentationVector(of: property, model: modelVector(of: property))
      switch property {
      case .borderWidth: shown.borderWidth = vector[0]
      case .borderColor:
        shown.borderColor = RGBA(
          red: vector[0], green: vector[1], blue: vector[2], alpha: vector[3])
      case .shadowColor:
        shown.shadowColor = RGBA(
          red: vector[0], green: vector[1], blue: vector[2], alpha: vector[3])
      case .shadowOpacity: shown.shadowOpacity = vector[0]
      case .shadowRadius: shown.shadowRadius = vector[0]
      case .shadowOffset: shown.shadowOffset = CGSize(vector)
      case .center, .bounds, .transform, .alpha, .backgroundColor, .cornerRadius: break
      }
    }
  }
}

extension CGColor {
  convenience init(_ vector: AnimatableVector) {
    self.init(red: vector[0], green: vector[1], blue: vector[2], alpha: vector[3])
  }
}
