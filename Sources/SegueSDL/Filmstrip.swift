import Foundation
import Segue

/// A contact sheet: frames in rows on a neutral gray, each captioned below, a title above.
/// The title and captions are Segue labels drawn by the headless renderer (SDL_ttf, the
/// shipped font); the frames are pasted in pixel for pixel.
@MainActor
public struct Filmstrip {
  /// Points between frames and around the sheet.
  public static let padding: CGFloat = 16
  public static let captionHeight: CGFloat = 22
  public static let titleHeight: CGFloat = 44

  public let title: String
  /// One frame's size in points.
  public let frameSize: CGSize
  /// Pixels per point of the frames, and of the sheet.
  public let scale: CGFloat
  public let columns: Int

  public init(title: String, frameSize: CGSize, scale: CGFloat, columns: Int) {
    self.title = title
    self.frameSize = frameSize
    self.scale = scale
    self.columns = columns
  }

  /// The sheet's size in points for `count` frames, known before any is rendered.
  public func sheetSize(frames count: Int) -> CGSize {
    let rows = (count + columns - 1) / columns
    return CGSize(
      width: Self.padding + CGFloat(columns) * (frameSize.width + Self.padding),
      height: Self.titleHeight + CGFloat(rows)
        * (frameSize.height + Self.captionHeight + Self.padding))
  }

  public func render(_ frames: [(bitmap: Bitmap, caption: String)]) throws -> Bitmap {
    let size = sheetSize(frames: frames.count)
    let sheet = UIView(frame: CGRect(origin: .zero, size: size))
    sheet.backgroundColor = UIColor(white: 0.86, alpha: 1)
    sheet.addSubview(
      label(
        title, bold: true, frame: CGRect(x: Self.padding, y: 12, width: size.width, height: 22),
        alignment: .left))
    let origins = frames.indices.map(origin)
    for (origin, frame) in zip(origins, frames) {
      // A hairline border, so a frame as light as the sheet still shows its edge.
      let border = UIView(
        frame: CGRect(origin: origin, size: frameSize).insetBy(dx: -1, dy: -1))
      border.backgroundColor = UIColor(white: 0.55, alpha: 1)
      sheet.addSubview(border)
      sheet.addSubview(
        label(
          frame.caption, bold: false,
          frame: CGRect(
            x: origin.x, y: origin.y + frameSize.height + 4, width: frameSize.width,
            height: Self.captionHeight - 4), alignment: .center))
    }
    var pixels = try HeadlessRenderer(size: size, scale: scale).render(sheet)
    for (origin, frame) in zip(origins, frames) {
      pixels.paste(frame.bitmap, x: Int(origin.x * scale), y: Int(origin.y * scale))
    }
    return pixels
  }

  private func origin(of index: Int) -> CGPoint {
    CGPoint(
      x: Self.padding + CGFloat(index % columns) * (frameSize.width + Self.padding),
      y: Self.titleHeight + CGFloat(index / columns)
        * (frameSize.height + Self.captionHeight + Self.padding))
  }

  private func label(_ text: String, bold: Bool, frame: CGRect, alignment: NSTextAlignment)
    -> UILabel
  {
    let label = UILabel(frame: frame)
    label.text = text
    label.font = bold ? .boldSystemFont(ofSize: 15) : .systemFont(ofSize: 12)
    label.textColor = UIColor(white: 0.15, alpha: 1)
    label.textAlignment = alignment
    return label
  }
}
