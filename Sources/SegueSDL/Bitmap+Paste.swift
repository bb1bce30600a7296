extension Bitmap {
  /// Copies `frame` in with its top-left pixel at (x, y), row by row; what falls outside is
  /// left out.
  public mutating func paste(_ frame: Bitmap, x: Int, y: Int) {
    let width = min(frame.width, self.width - x) * 4
    guard width > 0 else { return }
    for row in 0..<max(0, min(frame.height, height - y)) {
      let source = row * frame.width * 4
      let target = ((y + row) * self.width + x) * 4
      pixels.replaceSubrange(target..<target + width, with: frame.pixels[source..<source + width])
    }
  }

  /// Frames of one size in a grid of `columns`, left to right then top to bottom, with no
  /// gap: the sprite sheet the snapshot report scrubs through.
  public static func grid(_ frames: [Bitmap], columns: Int) -> Bitmap {
    guard let first = frames.first, columns > 0 else { return Bitmap(width: 0, height: 0) }
    let rows = (frames.count + columns - 1) / columns
    var sheet = Bitmap(
      width: first.width * min(columns, frames.count), height: first.height * rows)
    for (index, frame) in frames.enumerated() {
      sheet.paste(frame, x: index % columns * first.width, y: index / columns * first.height)
    }
    return sheet
  }
}
