import Foundation

extension DisplayList {
  /// Lays out `root`'s tree where needed and flattens it into this list, replacing what
  /// was here. Hidden and fully transparent views, and everything under them, are skipped.
  @MainActor
  public mutating func build(from root: UIView) {
    removeAll()
    appendTree(root, at: .zero)
  }

  /// Lays out `root`'s tree and draws it after what is already here, its origin moved to
  /// `origin` (points): several trees composed into one frame, such as the playground's
  /// device area and inspector.
  @MainActor
  public mutating func append(_ root: UIView, at origin: CGPoint) {
    let first = commands.count
    appendTree(root, at: origin)
    // A blur samples its own tree's screen, not the trees drawn beside it.
    let screen = CGRect(origin: origin, size: root.bounds.size)
    for index in first..<commands.count {
      guard case .backdropBlur(var blur) = commands[index] else { continue }
      blur.limit = screen
      commands[index] = .backdropBlur(blur)
    }
  }

  @MainActor
  private mutating func appendTree(_ root: UIView, at origin: CGPoint) {
    root.layoutIfNeeded()
    append(
      root, shown: root.presentation(),
      transform: CGAffineTransform(translationX: origin.x, y: origin.y), opacity: 1)
  }

  /// Draws presentation values (`UIView.presentation()`), so animations show mid-flight.
  @MainActor
  private mutating func append(
    _ view: UIView, shown: ViewPresentation, transform: CGAffineTransform, opacity: CGFloat
  ) {
    let opacity = opacity * shown.alpha
    guard !view.isHidden, opacity > 0 else { return }
    if let color = shown.backgroundColor, color.alpha > 0 {
      append(
        .fill(
          Fill(
            rect: shown.bounds, transform: transform, color: RGBA(color, opacity: opacity),
            cornerRadius: shown.cornerRadius)))
    }
    view.appendContent(to: &self, transform: transform, opacity: opacity)
    guard !view.subviews.isEmpty else { return }
    if view.clipsToBounds { append(.pushClip(Clip(rect: shown.bounds, transform: transform))) }
    for subview in view.subviews {
      let subviewShown = subview.presentation()
      append(
        subview, shown: subviewShown,
        transform: subviewShown.transformToSuperview.concatenating(transform), opacity: opacity)
    }
    if view.clipsToBounds { append(.popClip) }
  }
}
