import Foundation

extension UIColor {
  /// How a dynamic color resolves: two fixed colors (the system colors; resolving
  /// allocates nothing) or your provider, called at each resolution.
  enum Dynamic {
    case variants(light: UIColor, dark: UIColor)
    case provider((UITraitCollection) -> UIColor)
  }

  /// A color that `provider` resolves for the traits it is drawn with (the view's, when
  /// drawn; `UITraitCollection.current` for `cgColor`). Its own components are those the
  /// provider gives for the light appearance.
  ///
  ///     let card = UIColor { traits in
  ///       traits.userInterfaceStyle == .dark ? .systemGray5 : .white
  ///     }
  public convenience init(dynamicProvider provider: @escaping (UITraitCollection) -> UIColor) {
    let light = provider(UITraitCollection(userInterfaceStyle: .light))
    self.init(
      light: light.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)),
      dynamic: .provider(provider))
  }

  /// A system color: `light` unless the traits are dark.
  convenience init(light: UIColor, dark: UIColor) {
    self.init(light: light, dynamic: .variants(light: light, dark: dark))
  }

  /// The fixed color this one is for `traitCollection`: itself when it is not dynamic.
  public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
    switch dynamic {
    case nil: self
    case .variants(let light, let dark): traitCollection.userInterfaceStyle == .dark ? dark : light
    case .provider(let provider): provider(traitCollection).resolvedColor(with: traitCollection)
    }
  }
}
