import CCairo
import Foundation

/// How cairo 1.16 covers the pixels of one box between pixels: its rectangular scan
/// converter's single box (`generate_box`, `generate_row` in
/// cairo-rectangular-scan-converter.c) hands the span renderer at most three bands of rows (a
/// partial top row, whole rows, a partial bottom row), each as at most three runs of pixels
/// (a partial left pixel, whole pixels, a partial right pixel) with one coverage each. A
/// color (`FrameCompositor+Between`) and a gradient (`FrameCompositor+Gradient`) render the
/// same runs, each as cairo's span renderer for it does.
extension FrameCompositor {
  /// One band of rows as cairo's half-open spans: span `i` covers pixels `x[i]..<x[i + 1]`
  /// at `coverage[i]` (0…255), for `i < count - 1`; the last span only ends the row.
  struct CoverageSpans {
    var x = SIMD4<Int32>()
    var coverage = SIMD4<Int32>()
    var count = 0

    mutating func append(_ x: Int32, _ coverage: Int32) {
      // Lane `count` chosen by a mask, not written through a subscript: a 4-byte store
      // into a vector read back whole stalls the load (a twelfth of a frame of 1,000
      // small squares).
      let lane = SIMD4<Int32>(0, 1, 2, 3) .== SIMD4(repeating: Int32(count))
      self.x.replace(with: x, where: lane)
      self.coverage.replace(with: coverage, where: lane)
      count += 1
    }
  }

  /// generate_box: calls `row` with each band of `box` (clipped, in a target's own pixels):
  /// its first row, its number of rows, and its spans.
  static func coverage(
    of box: FixedBox, _ row: (_ y: Int32, _ height: Int32, _ spans: CoverageSpans) -> Void
  ) {
    let (y1, y2) = (box.y0 >> 8, box.y1 >> 8)
    guard y2 > y1 else { return row(y1, 1, spans(of: box, coverage: box.y1 - box.y0)) }
    var y = y1
    if box.y0 & 0xff != 0 {
      row(y, 1, spans(of: box, coverage: 256 - (box.y0 & 0xff)))
      y += 1
    }
    if y2 > y { row(y, y2 - y, spans(of: box, coverage: 256)) }
    if box.y1 & 0xff != 0 { row(y2, 1, spans(of: box, coverage: box.y1 & 0xff)) }
  }

  /// generate_row: the spans across `box` of rows whose coverage is `coverage` (1…256): each
  /// pixel's is the row's scaled by the part of it inside, in 8 bits (256 never reaches a
  /// pixel: a whole one takes 255).
  private static func spans(of box: FixedBox, coverage: Int32) -> CoverageSpans {
    let (left, right) = (box.x0, box.x1)
    var (x1, x2) = (left >> 8, right >> 8)
    var spans = CoverageSpans()
    if x2 > x1 {
      if left & 0xff != 0 {
        spans.append(x1, (coverage * (256 - (left & 0xff))) >> 8)
        x1 += 1
      }
      if x2 > x1 { spans.append(x1, coverage - (coverage >> 8)) }
      if right & 0xff != 0 {
        spans.append(x2, (coverage * (right & 0xff)) >> 8)
        x2 += 1
      }
    } else {
      spans.append(x2, (coverage * (right - left)) >> 8)
      x2 += 1
    }
    spans.append(x2, 0)
    return spans
  }
}
