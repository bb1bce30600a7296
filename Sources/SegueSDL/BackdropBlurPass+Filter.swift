import CPixelKernels
import Foundation
import Segue

/// The blur's arithmetic: downsample, box passes, blending and packing for cairo, all in
/// integers so a frame is the same on every run, four Int32 a small pixel (red, green,
/// blue, unused). The loops over every pixel are C (`CPixelKernels`): in Swift they took
/// 0.9 ms of a 4 ms frame at scale 2, and they stay quick in the debug builds the
/// screenshot tests run.
extension BackdropBlurPass {
  /// The downsampled image's size; `small` holds it, each pixel the rounded mean of a
  /// `factor`×`factor` block of `region` (smaller at the edges), read where it was drawn,
  /// or the color `plain` knows it holds (when `plain`'s blocks are `region`'s).
  func downsample(_ region: PixelRegion, knowing plain: PlainBlocks) -> (width: Int, height: Int) {
    let (width, height) = (region.width, region.height)
    let smallWidth = (width + factor - 1) / factor
    let smallHeight = (height + factor - 1) / factor
    let count = smallWidth * smallHeight
    Self.resize(&small, to: 4 * count, filling: 0)
    Self.resize(&spare, to: 4 * count, filling: 0)
    Self.resize(&rows, to: 4 * width, filling: 0)
    let known = plain.isActive && plain.tile((smallWidth, smallHeight))
    small.withUnsafeMutableBufferPointer { small in
      rows.withUnsafeMutableBufferPointer { rows in
        plain.colors.withUnsafeBufferPointer { colors in
          segue_blur_downsample(
            region.base, region.stride, Int32(width), Int32(height), Int32(factor),
            known ? colors.baseAddress : nil, small.baseAddress, rows.baseAddress)
        }
      }
    }
    return (smallWidth, smallHeight)
  }

  /// One horizontal and one vertical box pass of `radius` over `small`, edges clamped.
  func boxBlur(_ size: (width: Int, height: Int), radius: Int) {
    small.withUnsafeMutableBufferPointer { small in
      spare.withUnsafeMutableBufferPointer { spare in
        segue_blur_box_pass(
          small.baseAddress, spare.baseAddress, Int32(size.height), Int32(size.width), 4,
          size.width * 4, Int32(radius))
        segue_blur_box_pass(
          spare.baseAddress, small.baseAddress, Int32(size.width), Int32(size.height),
          size.width * 4, 4, Int32(radius))
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
}
