import Foundation

extension UIImage.Orientation {
  /// The orientation the Exif block of an image file's bytes gives (a JPEG's, as a camera
  /// writes it: TIFF's 1…8); `.up` without one.
  init(exifOf data: Data) {
    switch ImageHeader.exifOrientation(of: data) {
    case 2: self = .upMirrored
    case 3: self = .down
    case 4: self = .downMirrored
    case 5: self = .leftMirrored
    case 6: self = .right
    case 7: self = .rightMirrored
    case 8: self = .left
    default: self = .up
    }
  }

  /// True for the orientations a quarter turn from the pixels' (`.left`, `.right` and
  /// their mirrors): the image is shown with its width and height swapped.
  var isTurned: Bool {
    switch self {
    case .left, .right, .leftMirrored, .rightMirrored: true
    case .up, .down, .upMirrored, .downMirrored: false
    }
  }

  /// `size` as the pixels lie, for an image shown `size` large: swapped when turned.
  func pixelsSize(showing size: CGSize) -> CGSize {
    isTurned ? CGSize(width: size.height, height: size.width) : size
  }

  /// Maps the rect of the pixels, `size` large (as `pixelsSize(showing:)` gives it) with its
  /// corner at the origin, onto the rect it is shown in (the same corner; y down), as UIKit
  /// turns and flips an image for its orientation: `.right` turns the pixels a quarter
  /// clockwise, `.left` counterclockwise, `.down` half a turn; `.upMirrored` flips them
  /// across, `.downMirrored` up and down; `.leftMirrored` turns them clockwise, then flips
  /// them across, `.rightMirrored` counterclockwise, then across.
  func transform(forPixelsOfSize size: CGSize) -> CGAffineTransform {
    let (w, h) = (size.width, size.height)
    switch self {
    case .up: return .identity
    case .down: return CGAffineTransform(a: -1, b: 0, c: 0, d: -1, tx: w, ty: h)
    case .left: return CGAffineTransform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: w)
    case .right: return CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: h, ty: 0)
    case .upMirrored: return CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: w, ty: 0)
    case .downMirrored: return CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: h)
    case .leftMirrored: return CGAffineTransform(a: 0, b: 1, c: 1, d: 0, tx: 0, ty: 0)
    case .rightMirrored: return CGAffineTransform(a: 0, b: -1, c: -1, d: 0, tx: h, ty: w)
    }
  }

  /// Where to draw the pixels of an image shown in `rect` under `transform`: the rect of
  /// the pixels and the transform that turns and flips them into `rect`, then `transform`.
  func placing(
    in rect: CGRect, under transform: CGAffineTransform
  ) -> (rect: CGRect, transform: CGAffineTransform) {
    guard self != .up else { return (rect, transform) }
    let pixels = pixelsSize(showing: rect.size)
    let placed = self.transform(forPixelsOfSize: pixels)
      .concatenating(CGAffineTransform(translationX: rect.minX, y: rect.minY))
      .concatenating(transform)
    return (CGRect(origin: .zero, size: pixels), placed)
  }
}
