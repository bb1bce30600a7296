import Foundation

/// A blur effect's look. Segue draws it as a tinted veil over what is beneath (no blur
/// yet): `.dark` black at 0.5, `.light` white at 0.6, `.extraLight` white at 0.8,
/// `.regular` white at 0.5, `.prominent` white at 0.7.
public enum UIBlurEffectStyle: Int, Sendable {
  case extraLight, light, dark, regular, prominent
}

/// The effect of a `UIVisualEffectView`.
@MainActor
open class UIVisualEffect: NSObject {}

/// A blur over what lies beneath the view, as in UIKit (drawn as a tinted veil here).
@MainActor
open class UIBlurEffect: UIVisualEffect {
  public let style: UIBlurEffect.Style

  public typealias Style = UIBlurEffectStyle

  public init(style: UIBlurEffect.Style) {
    self.style = style
    super.init()
  }

  /// The veil drawn for the effect.
  var tint: UIColor {
    switch style {
    case .dark: UIColor(white: 0, alpha: 0.5)
    case .light: UIColor(white: 1, alpha: 0.6)
    case .extraLight: UIColor(white: 1, alpha: 0.8)
    case .regular: UIColor(white: 1, alpha: 0.5)
    case .prominent: UIColor(white: 1, alpha: 0.7)
    }
  }
}

/// Shows a visual effect over what is beneath it (seed 004's blurred backdrop). Put
/// content in `contentView`.
///
///     let blur = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
///     blur.frame = containerView.bounds
@MainActor
open class UIVisualEffectView: UIView {
  open var effect: UIVisualEffect? {
    didSet { backgroundColor = (effect as? UIBlurEffect)?.tint }
  }
  /// Where subviews go, above the effect.
  public let contentView = UIView()

  public init(effect: UIVisualEffect?) {
    super.init(frame: .zero)
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(contentView)
    defer { self.effect = effect }
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.frame = bounds
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(contentView)
  }
}
