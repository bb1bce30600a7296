import Foundation
import SegueSDL

extension WorkLimits {
  /// A filmstrip of `count` frames, before any is rendered: the sheet's pixels, and the
  /// memory of every frame held until the sheet is drawn plus the sheet rendered and written.
  @MainActor
  func check(_ filmstrip: Filmstrip, frames count: Int) throws {
    let sheet = filmstrip.sheetSize(frames: count)
    let scale = filmstrip.scale
    let width = Int(sheet.width * scale)
    let height = Int(sheet.height * scale)
    try check(width: width, height: height, for: "the filmstrip sheet")
    let frame = Int(filmstrip.frameSize.width * scale) * Int(filmstrip.frameSize.height * scale)
    try check(
      bytes: count * frame * Self.bitmapBytesPerPixel + width * height * Self.renderBytesPerPixel,
      for: "the filmstrip of \(count) frames")
  }
}
