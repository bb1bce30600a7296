import Foundation
import Segue

/// The blur's arithmetic: downsample, box passes, blending and packing for cairo, all in
/// integers so a frame is the same on every run. Plain loops over raw pointers, four Int32
/// a small pixel (red, green, blue, unused): fast when optimised, and still tolerable in
/// the debug builds the screenshot tests run.
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
          // Red and blue side by side in one word, green in another: two additions a
          // pixel, not three. A block row's sum of a channel (at most 64 bytes) stays below
          // 2¹⁶, so red never carries into blue's half; wrapping additions, so no overflow
          // checks.
          var redBlue: UInt32 = 0
          var green: UInt32 = 0
          for x in smallX * factor..<min(smallX * factor + factor, width) {
            let pixel = line[x]
            redBlue &+= pixel & 0x00FF_00FF
            green &+= (pixel >> 8) & 0xFF
          }
          sum[0] &+= Int32(truncatingIfNeeded: redBlue >> 16)
          sum[1] &+= Int32(truncatingIfNeeded: green)
          sum[2] &+= Int32(truncatingIfNeeded: redBlue & 0xFFFF)
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

  /// How a blurred pixel B becomes the premultiplied pixel painted over the frame: the
  /// blurred backdrop drawn with opacity α, the tint (color c, alpha t) over it, all in a
  /// group of opacity g, is g·(t·c + (1 − t)·α·B) with alpha g·(t + (1 − t)·α), painted
  /// over what lies beneath (what drawing them one after another, in a group, composites
  /// to). Fixed point, so a pixel is the same on every run.
  struct Blend {
    /// g·(1 − t)·α, in 65536ths: the weight of a blurred channel.
    let backdrop: Int
    /// g·t·c × 255, in 65536ths: the tint's premultiplied channels (red, green, blue).
    let tint: (Int, Int, Int)
    /// g·(t + (1 − t)·α) × 255, rounded: the painted alpha, 0…255.
    let alpha: Int

    /// Each of `opacity`, the tint's channels and `groupOpacity` is taken within 0…1 (NaN
    /// as 0).
    init(opacity: Double, tint: RGBA, groupOpacity: Double) {
      func unit(_ value: Double) -> Double { value.isNaN ? 0 : min(max(value, 0), 1) }
      let (a, t, g) = (unit(opacity), unit(tint.alpha), unit(groupOpacity))
      func fixed(_ value: Double) -> Int { Int((value * 65536).rounded()) }
      backdrop = fixed(g * (1 - t) * a)
      let weight = g * t * 255
      self.tint = (
        fixed(weight * unit(tint.red)), fixed(weight * unit(tint.green)),
        fixed(weight * unit(tint.blue))
      )
      alpha = Int((g * (t + (1 - t) * a) * 255).rounded())
    }
  }

  /// Packs `small` into `result` through `blend`, one premultiplied ARGB32 word a pixel,
  /// for cairo to scale up as it composites: the full-resolution image is never made.
  func pack(_ size: (width: Int, height: Int), _ blend: Blend) {
    let count = size.width * size.height
    Self.resize(&result, to: count, filling: 0)
    let alpha = blend.alpha
    let weight = blend.backdrop
    // Half of the 65536ths, so that the shift rounds.
    let (red, green, blue) = (blend.tint.0 + 32768, blend.tint.1 + 32768, blend.tint.2 + 32768)
    small.withUnsafeBufferPointer { small in
      result.withUnsafeMutableBufferPointer { out in
        guard let small = small.baseAddress, let out = out.baseAddress else { return }
        for i in 0..<count {
          let pixel = small + i * 4
          // Each blurred channel is a rounded mean of bytes, so 0…255; a premultiplied
          // channel may round one above the alpha, which is not a color: clamped.
          let r = min((red &+ weight &* Int(pixel[0])) >> 16, alpha)
          let g = min((green &+ weight &* Int(pixel[1])) >> 16, alpha)
          let b = min((blue &+ weight &* Int(pixel[2])) >> 16, alpha)
          out[i] = UInt32(truncatingIfNeeded: alpha << 24 | r << 16 | g << 8 | b)
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
