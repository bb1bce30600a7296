import Foundation

/// The blur's arithmetic: downsample, box passes, packing for cairo, all in integers so a
/// frame is the same on every run. Plain loops over raw pointers, four Int32 a small pixel
/// (red, green, blue, unused): fast when optimised, and still tolerable in the debug builds
/// the screenshot tests run.
extension BackdropBlurPass {
  /// The downsampled image's size; `small` holds it, each pixel the rounded mean of a
  /// `factor`×`factor` block of `region` (smaller at the edges), read where it was drawn.
  func downsample(_ region: PixelRegion) -> (width: Int, height: Int) {
    let (width, height) = (region.width, region.height)
    let factor = self.factor
    let smallWidth = (width + factor - 1) / factor
    let smallHeight = (height + factor - 1) / factor
    let count = smallWidth * smallHeight
    Self.resize(&small, to: 4 * count, filling: 0)
    Self.resize(&spare, to: 4 * count, filling: 0)
    small.withUnsafeMutableBufferPointer { sums in
      guard let sums = sums.baseAddress else { return }
      sums.update(repeating: 0, count: 4 * count)
      for y in 0..<height {
        let row = sums + (y / factor) * smallWidth * 4
        let line = region.row(y)
        // Block by block, so no pixel pays for a division.
        for smallX in 0..<smallWidth {
          let sum = row + smallX * 4
          var (red, green, blue) = (sum[0], sum[1], sum[2])
          for x in smallX * factor..<min(smallX * factor + factor, width) {
            let pixel = line[x]
            // Wrapping additions (a block's sum stays far below 2³¹), so no overflow checks.
            red &+= Int32(truncatingIfNeeded: (pixel >> 16) & 0xFF)
            green &+= Int32(truncatingIfNeeded: (pixel >> 8) & 0xFF)
            blue &+= Int32(truncatingIfNeeded: pixel & 0xFF)
          }
          (sum[0], sum[1], sum[2]) = (red, green, blue)
        }
      }
      for smallY in 0..<smallHeight {
        let rows = min(factor, height - smallY * factor)
        for smallX in 0..<smallWidth {
          // The block's pixel count: full inside, cut at the right and bottom edges.
          let pixels = Int32(rows * min(factor, width - smallX * factor))
          let multiplier = Self.reciprocal(pixels)
          let sum = sums + (smallY * smallWidth + smallX) * 4
          for channel in 0..<3 {
            sum[channel] = Self.divide(sum[channel] + pixels / 2, multiplier)
          }
        }
      }
    }
    return (smallWidth, smallHeight)
  }

  /// One horizontal and one vertical box pass of `radius` over `small`, edges clamped.
  func boxBlur(_ size: (width: Int, height: Int), radius: Int) {
    small.withUnsafeMutableBufferPointer { small in
      spare.withUnsafeMutableBufferPointer { spare in
        guard let small = small.baseAddress, let spare = spare.baseAddress else { return }
        Self.pass(
          from: small, to: spare, lines: size.height, length: size.width, step: 4,
          lineStep: size.width * 4, radius: radius)
        Self.pass(
          from: spare, to: small, lines: size.width, length: size.height,
          step: size.width * 4, lineStep: 4, radius: radius)
      }
    }
  }

  /// A running-sum box filter along `lines` lines of `length` pixels, `step` Int32s apart
  /// (lines `lineStep` apart): each output is the rounded mean of the 2 × radius + 1 inputs
  /// around it, the line's ends repeated beyond them.
  private nonisolated static func pass(
    from values: UnsafeMutablePointer<Int32>, to out: UnsafeMutablePointer<Int32>,
    lines: Int, length: Int, step: Int, lineStep: Int, radius: Int
  ) {
    let span = Int32(2 * radius + 1)
    let multiplier = reciprocal(span)
    let last = length - 1
    for line in 0..<lines {
      let input = values + line * lineStep
      let output = out + line * lineStep
      var red: Int32 = 0
      var green: Int32 = 0
      var blue: Int32 = 0
      for i in -radius...radius {
        let sample = input + min(max(i, 0), last) * step
        red += sample[0]
        green += sample[1]
        blue += sample[2]
      }
      for i in 0..<length {
        let target = output + i * step
        target[0] = divide(red + span / 2, multiplier)
        target[1] = divide(green + span / 2, multiplier)
        target[2] = divide(blue + span / 2, multiplier)
        let entering = input + min(i + radius + 1, last) * step
        let leaving = input + max(i - radius, 0) * step
        red += entering[0] - leaving[0]
        green += entering[1] - leaving[1]
        blue += entering[2] - leaving[2]
      }
    }
  }

  /// Packs `small` into `result`, one opaque RGB24 word a pixel (0xFFRRGGBB), for cairo
  /// to scale up as it composites: the full-resolution image is never made.
  func pack(_ size: (width: Int, height: Int)) {
    let count = size.width * size.height
    Self.resize(&result, to: count, filling: 0)
    small.withUnsafeBufferPointer { small in
      result.withUnsafeMutableBufferPointer { out in
        guard let small = small.baseAddress, let out = out.baseAddress else { return }
        for i in 0..<count {
          let pixel = small + i * 4
          // Each channel is a rounded mean of bytes, so 0…255: no masking needed.
          out[i] =
            0xFF00_0000 | UInt32(truncatingIfNeeded: pixel[0]) << 16
            | UInt32(truncatingIfNeeded: pixel[1]) << 8 | UInt32(truncatingIfNeeded: pixel[2])
        }
      }
    }
  }

  /// The multiplier with which `divide` divides by `divisor` (1…2¹⁶).
  nonisolated static func reciprocal(_ divisor: Int32) -> UInt64 {
    (1 << 32) / UInt64(divisor) + 1
  }

  /// `value / divisor`, rounded down, as a multiply and a shift: exact for values below
  /// 2³² / divisor (the rounding error stays under 1 / divisor), far cheaper than a division.
  nonisolated static func divide(_ value: Int32, _ multiplier: UInt64) -> Int32 {
    Int32(truncatingIfNeeded: (UInt64(UInt32(bitPattern: value)) &* multiplier) >> 32)
  }
}
