import Foundation

extension CALayer {
  /// Draws `contents` (an image) where `contentsGravity` puts it, turned or flipped as its
  /// image's orientation says (`contentsOrientation`), as its alpha in its own tint
  /// (`withTintColor`), or in the view's when it is a template with none.
  @MainActor
  func appendContents(
    to list: inout DisplayList, shown: LayerPresentation, transform: CGAffineTransform,
    opacity: CGFloat
  ) {
    guard hasImageContents, let image = contents as? CGImage, shown.bounds.width > 0,
      shown.bounds.height > 0
    else { return }
    let scale = contentsScale > 0 && contentsScale.isFinite ? contentsScale : 1
    let pointSize = CGSize(
      width: CGFloat(image.width) * contentsRect.width / scale,
      height: CGFloat(image.height) * contentsRect.height / scale)
    let orientation = contentsOrientation
    let shownRect = contentsGravity.rect(
      for: orientation.pixelsSize(showing: pointSize), in: shown.bounds)
    let placed = orientation.placing(in: shownRect, under: transform)
    list.append(
      .image(
        ImageDraw(
          image: image, rect: placed.rect, transform: placed.transform, source: contentsRect,
          center: contentsCenter, pointSize: pointSize, opacity: opacity,
          tint: (contentsTint ?? templateTint).map { RGBA($0) })))
  }

  /// The view's tint, for contents that are a template with no tint of its own.
  @MainActor
  private var templateTint: UIColor? {
    contentsIsTemplate ? owningView?.resolvedForDrawing(owningView?.tintColor) : nil
  }
}
