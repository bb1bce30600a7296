import Foundation

extension CGFloat {
  /// The nearest whole number as an Int, for comparing what is drawn: NaN reads as 0 and
  /// the magnitude is capped at a billion, so no value can trap.
  var roundedInt: Int {
    guard !isNaN else { return 0 }
    return Int(Swift.min(Swift.max(self, -1e9), 1e9).rounded())
  }
}
