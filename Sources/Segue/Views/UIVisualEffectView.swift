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
///
/// Setting `effect` inside an animation block animates it, as on iOS: a blur fades in from
/// `nil` and out to `nil` with the animation's timing, and a property animator scrubs it
/// (`fractionComplete`). The blur fades as a whole (its opacity); iOS grows its radius.
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
  open var effect: UIVisualEffect? {
    didSet { show(effect) }
  }
  /// Where subviews go, above the effect.
  public let contentView = UIView()
  /// Draws the blur, under `contentView`: its alpha is how much of the effect shows, so
  /// that an animation block setting `effect` animates it.
  private let backdrop = EffectBackdropView()

  public init(effect: UIVisualEffect?) {
    super.init(frame: .zero)
    addEffectSubviews()
    // An initializer's own assignment does not run `didSet`; and a view made inside an
    // animation block shows its effect at once, as UIKit's does.
    self.effect = effect
    UIView.performWithoutAnimation { show(effect) }
  }

  /// No effect, at `frame`: a convenience initializer, as in UIKit, so a subclass that
  /// overrides `init(effect:)` (and `init?(coder:)`) keeps it and `init()`.
  public convenience override init(frame: CGRect) {
    self.init(effect: nil)
    self.frame = frame
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    addEffectSubviews()
    UIView.performWithoutAnimation { show(nil) }
  }

  private func addEffectSubviews() {
    for subview in [backdrop, contentView] {
      subview.frame = bounds
      subview.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      addSubview(subview)
    }
    backdrop.isUserInteractionEnabled = false
  }

  /// Shows `effect`: a blur fades in (animated inside an animation block) from none, or
  /// changes style at once over another; none fades the blur shown out.
  private func show(_ effect: UIVisualEffect?) {
    guard let blur = effect as? UIBlurEffect else {
      backdrop.alpha = 0
      return
    }
    if backdrop.alpha == 0 || backdrop.blur == nil {
      UIView.performWithoutAnimation { backdrop.alpha = 0 }
    }
    backdrop.blur = blur
    backdrop.alpha = 1
  }
}

/// The blurred backdrop of a `UIVisualEffectView`, over its background color (if any),
/// under its content view. The blur is square: it does not follow `cornerRadius`. Its blur
/// outlives the effect set to nil, so that a fading-out blur still draws.
@MainActor
final class EffectBackdropView: UIView {
  var blur: UIBlurEffect?

  override func appendContent(
    to list: inout DisplayList, transform: CGAffineTransform, opacity: CGFloat
  ) {
    guard let blur, bounds.width > 0, bounds.height > 0 else { return }
    list.append(
      .backdropBlur(
        BackdropBlur(
          rect: bounds, transform: transform, radius: blur.radius,
          tint: blur.tint(opacity: opacity), opacity: opacity)))
  }
}
