import Foundation
import SegueSDL

@MainActor
extension FrameRenderer {
  /// The box of the pixels where this frame and `b` (as large) differ; nil when they are
  /// the same.
  func difference(from b: FrameRenderer) -> CGRect? {
    let a = self
    var box = CGRect.null
    for y in 0..<a.height
    where memcmp(a.pixels + y * a.stride, b.pixels + y * b.stride, a.width * 4) != 0 {
      let (rowA, rowB) = (
        (a.pixels + y * a.stride).assumingMemoryBound(to: UInt32.self),
        (b.pixels + y * b.stride).assumingMemoryBound(to: UInt32.self)
      )
      for x in 0..<a.width where rowA[x] != rowB[x] {
        box = box.union(CGRect(x: x, y: y, width: 1, height: 1))
      }
    }
    return box.isNull ? nil : box
  }
}
