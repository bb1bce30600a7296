import Foundation

extension CALayer {
  /// Draws `contents` (an image) where `contentsGravity` puts it, tinted when the view
  /// showing it asks for a template.
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
    list.append(
      .image(
        ImageDraw(
          image: image, rect: contentsGravity.rect(for: pointSize, in: shown.bounds),
          transform: transform, source: contentsRect, center: contentsCenter,
          pointSize: pointSize, opacity: opacity,
          tint: contentsIsTemplate
            ? (contentsTint ?? owningView?.resolvedForDrawing(owningView?.tintColor)).map {
              RGBA($0)
            }
            : nil
        )))
  }
}
