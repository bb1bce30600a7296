// The colour delta and the anti-aliasing test are ported from pixelmatch
// (github.com/mapbox/pixelmatch, ISC License, Copyright (c) 2019 Mapbox), which implements
// "Measuring perceived color difference using YIQ NTSC transmission color space in mobile
// applications" (Kotsarenko and Ramos, 2010) and "Anti-aliased pixel and intensity slope
// detector" (Vyšniauskas, 2009).
import Foundation

/// pixelmatch's perceptual test of two pixels: their difference in the YIQ colour space
/// (brightness weighted most), against `threshold`, and whether a pixel that differs only
/// sits on an anti-aliased edge. Translucent pixels are blended over white first.
enum PerceptualComparison {
  /// The largest possible YIQ delta (black against white): 35215.
  static let maximumDelta = 35215.0

  /// The squared YIQ distance of pixel `i` of `a` from pixel `j` of `b` (byte offsets),
  /// negative when `b`'s is the brighter; with `brightnessOnly` the signed difference of Y.
  static func delta(
    _ a: UnsafeBufferPointer<UInt8>, _ i: Int, _ b: UnsafeBufferPointer<UInt8>, _ j: Int,
    brightnessOnly: Bool = false
  ) -> Double {
    if a[i] == b[j] && a[i + 1] == b[j + 1] && a[i + 2] == b[j + 2] && a[i + 3] == b[j + 3] {
      return 0
    }
    let (r1, g1, b1) = overWhite(a, i)
    let (r2, g2, b2) = overWhite(b, j)
    let y1 = r1 * 0.29889531 + g1 * 0.58662247 + b1 * 0.11448223
    let y2 = r2 * 0.29889531 + g2 * 0.58662247 + b2 * 0.11448223
    let y = y1 - y2
    if brightnessOnly { return y }
    let inPhase =
      (r1 * 0.59597799 - g1 * 0.27417610 - b1 * 0.32180189)
      - (r2 * 0.59597799 - g2 * 0.27417610 - b2 * 0.32180189)
    let quadrature =
      (r1 * 0.21147017 - g1 * 0.52261711 + b1 * 0.31114694)
      - (r2 * 0.21147017 - g2 * 0.52261711 + b2 * 0.31114694)
    let delta = 0.5053 * y * y + 0.299 * inPhase * inPhase + 0.1957 * quadrature * quadrature
    return y1 > y2 ? -delta : delta
  }

  private static func overWhite(_ p: UnsafeBufferPointer<UInt8>, _ i: Int) -> (
    Double, Double, Double
  ) {
    let alpha = Double(p[i + 3]) / 255
    func blend(_ c: UInt8) -> Double { 255 + (Double(c) - 255) * alpha }
    return p[i + 3] == 255
      ? (Double(p[i]), Double(p[i + 1]), Double(p[i + 2]))
      : (blend(p[i]), blend(p[i + 1]), blend(p[i + 2]))
  }

  /// True when pixel (x, y) of `image` looks like anti-aliasing of an edge: among its 8
  /// neighbours at most 2 have its exact colour, and both its darkest and brightest
  /// neighbours differ from it, with one of those lying inside a flat area (3 or more equal
  /// neighbours) in `image` and in `other` alike, so the edge exists in both images.
  static func isAntialiased(
    _ image: UnsafeBufferPointer<UInt8>, x: Int, y: Int, width: Int, height: Int,
    other: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    let (x0, x2) = (max(x - 1, 0), min(x + 1, width - 1))
    let (y0, y2) = (max(y - 1, 0), min(y + 1, height - 1))
    let center = (y * width + x) * 4
    var zeroes = x == x0 || x == x2 || y == y0 || y == y2 ? 1 : 0
    var darkest = (delta: 0.0, x: 0, y: 0)
    var brightest = (delta: 0.0, x: 0, y: 0)
    for nx in x0...x2 {
      for ny in y0...y2 where nx != x || ny != y {
        let delta = Self.delta(
          image, center, image, (ny * width + nx) * 4, brightnessOnly: true)
        if delta == 0 {
          zeroes += 1
          if zeroes > 2 { return false }
        } else if delta < darkest.delta {
          darkest = (delta, nx, ny)
        } else if delta > brightest.delta {
          brightest = (delta, nx, ny)
        }
      }
    }
    guard darkest.delta != 0, brightest.delta != 0 else { return false }
    func flat(_ p: (delta: Double, x: Int, y: Int)) -> Bool {
      hasManySiblings(image, x: p.x, y: p.y, width: width, height: height)
        && hasManySiblings(other, x: p.x, y: p.y, width: width, height: height)
    }
    return flat(darkest) || flat(brightest)
  }

  /// More than 2 of the pixel's 8 neighbours (an image edge counting as one) have exactly
  /// its colour.
  private static func hasManySiblings(
    _ image: UnsafeBufferPointer<UInt8>, x: Int, y: Int, width: Int, height: Int
  ) -> Bool {
    let (x0, x2) = (max(x - 1, 0), min(x + 1, width - 1))
    let (y0, y2) = (max(y - 1, 0), min(y + 1, height - 1))
    let center = (y * width + x) * 4
    var zeroes = x == x0 || x == x2 || y == y0 || y == y2 ? 1 : 0
    for nx in x0...x2 {
      for ny in y0...y2 where nx != x || ny != y {
        let other = (ny * width + nx) * 4
        if image[center] == image[other] && image[center + 1] == image[other + 1]
          && image[center + 2] == image[other + 2] && image[center + 3] == image[other + 3]
        {
          zeroes += 1
        }
        if zeroes > 2 { return true }
      }
    }
    return false
  }
}
