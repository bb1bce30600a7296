import Foundation

/// The title strip of a navigation controller: a bar with the top controller's title,
/// which slides and fades with push and pop as iOS's does. Its bottom 44 points hold the
/// title; above them it is the background under the status bar.
@MainActor
final class NavigationBarView: UIView {
  private(set) var titleLabel = NavigationBarView.makeLabel()
  private let hairline = UIView()

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .secondarySystemBackground
    hairline.backgroundColor = .separator
    addSubview(hairline)
    addSubview(titleLabel)
  }

  private static func makeLabel() -> UILabel {
    let label = UILabel()
    label.font = .boldSystemFont(ofSize: 17)
    label.textAlignment = .center
    return label
  }

  /// Every title takes the bar's size and center, the ones sliding mid-transition too
  /// (through bounds and center, which their transforms leave alone): resized mid-swipe, the
  /// leaving and the coming title stay half the bar apart.
  override func layoutSubviews() {
    hairline.frame = CGRect(x: 0, y: bounds.height - 0.5, width: bounds.width, height: 0.5)
    for case let label as UILabel in subviews {
      label.bounds = CGRect(origin: .zero, size: titleStrip.size)
      label.center = CGPoint(x: titleStrip.midX, y: titleStrip.midY)
    }
  }

  /// The bottom `UINavigationController.barHeight` points, where the titles sit.
  private var titleStrip: CGRect {
    let height = min(UINavigationController.barHeight, bounds.height)
    return CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
  }

  func setTitle(_ title: String?) {
    titleLabel.text = title
    titleLabel.frame = titleStrip
  }

  /// Moves the current title out and `title` in alongside a push or pop: the new title
  /// comes from half the width on the side the new controller comes from, fading in.
  func transition(
    to title: String?, operation: UINavigationController.Operation,
    coordinator: any UIViewControllerTransitionCoordinator
  ) {
    let old = titleLabel
    let new = NavigationBarView.makeLabel()
    new.text = title
    new.frame = titleStrip
    new.alpha = 0
    let shift = bounds.width / 2 * (operation == .pop ? -1 : 1)
    new.transform = CGAffineTransform(translationX: shift, y: 0)
    addSubview(new)
    coordinator.animate(
      alongsideTransition: { _ in
        new.alpha = 1
        new.transform = .identity
        old.alpha = 0
        old.transform = CGAffineTransform(translationX: -shift, y: 0)
      },
      completion: { [self] context in
        let kept = context.isCancelled ? old : new
        let gone = context.isCancelled ? new : old
        gone.removeFromSuperview()
        kept.alpha = 1
        kept.transform = .identity
        titleLabel = kept
      })
  }
}
