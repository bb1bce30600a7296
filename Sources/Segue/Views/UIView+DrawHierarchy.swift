import Foundation

extension UIView {
  /// Draws the view's tree as it shows into the current context, its bounds scaled into
  /// `rect`; true when it drew. `afterScreenUpdates` as for `snapshotView`: true lays the
  /// tree out first; false draws it as last shown, and nothing (false, with UIKit's warning)
  /// for a view never shown. With no current context, or a NaN rect, a warning and false.
  ///
  ///     let image = UIGraphicsImageRenderer(bounds: card.bounds).image { _ in
  ///       card.drawHierarchy(in: card.bounds, afterScreenUpdates: true)
  ///     }
  @discardableResult
  public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
    let call = "UIView.drawHierarchy(in:afterScreenUpdates:)"
    guard let context = currentContext(for: call), acceptsPathInput(rect.isFinite, in: call),
      let list = capturedTree(afterScreenUpdates: afterUpdates)
    else { return false }
    let size = bounds.size
    guard size.width > 0, size.height > 0 else { return true }
    context.record(
      list.commands,
      transform: CGAffineTransform(scaleX: rect.width / size.width, y: rect.height / size.height)
        .concatenating(CGAffineTransform(translationX: rect.minX, y: rect.minY)))
    return true
  }
}
