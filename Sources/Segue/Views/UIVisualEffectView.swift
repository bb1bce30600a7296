import Foundation

/// A blur effect's look: what is beneath is blurred (radius 20 pt) and a tint drawn over
/// it: `.dark` black at 0.5, `.light` white at 0.6, `.extraLight` white at 0.8, `.regular`
/// white at 0.5, `.prominent` white at 0.7.
public enum UIBlurEffectStyle: Int, Sendable {
  case extraLight, light, dark, regular, prominent
}

/// The effect of a `UIVisualEffectView`.
@preconcurrency @MainActor
open class UIVisualEffect: NSObject {}

/// A blur over what lies beneath the view, as in UIKit.
@preconcurrency @MainActor
open class UIBlurEffect: UIVisualEffect {
  public let style: UIBlurEffect.Style

  public typealias Style = UIBlurEffectStyle

  public init(style: UIBlurEffect.Style) {
    self.style = style
    super.init()
  }

  /// Points; about the standard deviation of the blur on screen.
  var radius: CGFloat { 20 }

  /// The veil drawn over the blurred backdrop, at `opacity`: a value, so drawing a frame
  /// does not allocate a color.
  func tint(opacity: CGFloat) -> RGBA {
    let (white, alpha): (Double, Double) =
      switch style {
      case .dark: (0, 0.5)
      case .light: (1, 0.6)
      case .extraLight: (1, 0.8)
      case .regular: (1, 0.5)
      case .prominent: (1, 0.7)
      }
    return RGBA(red: white, green: white, blue: white, alpha: alpha * opacity)
  }
}

/// Shows a visual effect over what is beneath it (seed 004's blurred backdrop). Put
/// content in `contentView`.
///
///     let blur = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
///     blur.frame = containerView.bounds
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
  open var effect: UIVisualEffect?
  /// Where subviews go, above the effect.
  public let contentView = UIView()

  public init(effect: UIVisualEffect?) {
    super.init(frame: .zero)
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(contentView)
    self.effect = effect
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.frame = bounds
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(contentView)
  }

  /// The blurred backdrop, over the background color (if any), under the content view. The blur
  /// is square: it does not follow `cornerRadius`.
  override func appendContent(
    to list: inout DisplayList, transform: CGAffineTransform, opacity: CGFloat
  ) {
    guard let blur = effect as? UIBlurEffect, bounds.width > 0, bounds.height > 0 else { return }
    list.append(
      .backdropBlur(
        BackdropBlur(
          rect: bounds, transform: transform, radius: blur.radius,
          tint: blur.tint(opacity: opacity), opacity: opacity)))
  }
}
