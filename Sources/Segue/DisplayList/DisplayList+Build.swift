import Foundation

extension DisplayList {
  /// Lays out `root`'s tree where needed and flattens it into this list, replacing what
  /// was here. Hidden and fully transparent views, and everything under them, are skipped.
  @MainActor
  public mutating func build(from root: UIView) {
    removeAll()
    root.layoutIfNeeded()
    append(root, transform: .identity, opacity: 1)
  }

  @MainActor
  private mutating func append(_ view: UIView, transform: CGAffineTransform, opacity: CGFloat) {
    let opacity = opacity * view.alpha
    guard !view.isHidden, opacity > 0 else { return }
    if let color = view.backgroundColor, color.alpha > 0 {
      append(
        .fill(
          Fill(
            rect: view.bounds, transform: transform, color: RGBA(color, opacity: opacity),
            cornerRadius: view.cornerRadius)))
    }
    view.appendContent(to: &self, transform: transform, opacity: opacity)
    guard !view.subviews.isEmpty else { return }
    if view.clipsToBounds { append(.pushClip(Clip(rect: view.bounds, transform: transform))) }
    for subview in view.subviews {
      append(
        subview, transform: subview.transformToSuperview.concatenating(transform),
        opacity: opacity)
    }
    if view.clipsToBounds { append(.popClip) }
  }
}
