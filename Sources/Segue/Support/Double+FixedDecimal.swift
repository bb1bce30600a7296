import Foundation

extension Double {
  /// The value with `places` decimals, as `String(format: "%.<places>f", value)` writes it:
  /// the exact binary value rounded half to even, a minus sign on any negative value (on
  /// `-0.0` and on one that rounds to zero too). Worked out in integers, not by Foundation's
  /// formatter: an inspector reading redrawn every frame of a drag would otherwise make
  /// and drop a few objects a frame, and a short result is a small string, which is stored
  /// inline. Values that are not finite, 10⁹ or more in magnitude, or given more than six
  /// places go to the formatter.
  package func fixedDecimal(places: Int) -> String {
    guard (0...6).contains(places), isFinite, magnitude < 1e9 else {
      return String(format: "%.\(places)f", self)
    }
    var scale = 1
    for _ in 0..<places { scale *= 10 }
    var scaled = 0
    // A normal value is m × 2^(exponent − 52) exactly, m below 2⁵³; below 2⁻⁶⁰ (subnormals
    // and zero too) it rounds to 0 at six places.
    if isNormal, exponent >= -60 {
      let significand = UInt128(significandBitPattern | 1 << 52)
      // 23…112: the exponent lies in −60…29 here (1e9 < 2³⁰), so `half` below shifts by 22
      // or more and the product (under 2⁷³) fits with room.
      let shift = 52 - exponent
      let product = significand * UInt128(scale)
      var quotient = product >> shift
      let remainder = product - (quotient << shift)
      let half = UInt128(1) << (shift - 1)
      if remainder > half || (remainder == half && quotient & 1 == 1) { quotient += 1 }
      scaled = Int(quotient)
    }
    let sign = self.sign == .minus ? "-" : ""
    let whole = String(scaled / scale)
    guard places > 0 else { return sign + whole }
    let fraction = String(scaled % scale)
    return sign + whole + "." + String(repeating: "0", count: places - fraction.count) + fraction
  }
}
