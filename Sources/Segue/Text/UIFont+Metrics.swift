import Foundation

extension UIFont {
  /// DejaVu Sans' ascent, descent and line height, in ems (its 2048-unit metrics).
  static let ascent = 1901.0 / 2048
  static let descent = 483.0 / 2048
  static let lineHeight = ascent + descent
  static let unitsPerEm = 2048.0

  /// DejaVu Sans' advance widths for U+0020 (space) to U+007E (~), in units of 1/2048 em,
  /// as the renderer's font files (`Assets/Fonts`) give them unscaled: the model measures
  /// text without loading a font. Other characters are estimated at `otherAdvance`.
  static let regularAdvances: [UInt16] = [
    651, 821, 942, 1716, 1303, 1946, 1597, 563, 799, 799, 1024, 1716, 651, 739, 651, 690,
    1303, 1303, 1303, 1303, 1303, 1303, 1303, 1303, 1303, 1303, 690, 690, 1716, 1716, 1716, 1087,
    2048, 1401, 1405, 1430, 1577, 1294, 1178, 1587, 1540, 604, 604, 1343, 1141, 1767, 1532, 1612,
    1235, 1612, 1423, 1300, 1251, 1499, 1401, 2025, 1403, 1251, 1403, 799, 690, 799, 1716, 1024,
    1024, 1255, 1300, 1126, 1300, 1260, 721, 1300, 1298, 569, 569, 1186, 569, 1995, 1298, 1253,
    1300, 1300, 842, 1067, 803, 1298, 1212, 1675, 1212, 1212, 1075, 1303, 690, 1303, 1716,
  ]
  /// The same for DejaVu Sans Bold, which the renderer draws semibold and bolder text with.
  static let boldAdvances: [UInt16] = [
    713, 934, 1067, 1716, 1425, 2052, 1786, 627, 936, 936, 1071, 1716, 778, 850, 778, 748,
    1425, 1425, 1425, 1425, 1425, 1425, 1425, 1425, 1425, 1425, 819, 819, 1716, 1716, 1716, 1188,
    2048, 1585, 1561, 1503, 1700, 1399, 1399, 1681, 1714, 762, 762, 1587, 1305, 2038, 1714, 1741,
    1501, 1741, 1577, 1475, 1397, 1663, 1585, 2259, 1579, 1483, 1485, 936, 748, 936, 1716, 1024,
    1024, 1382, 1466, 1214, 1466, 1389, 891, 1466, 1458, 702, 702, 1362, 702, 2134, 1458, 1407,
    1466, 1466, 1010, 1219, 979, 1458, 1335, 1892, 1321, 1335, 1192, 1458, 748, 1458, 1716,
  ]
  /// A character outside the table: a whole em, the width of "…", "—" and most CJK in
  /// these fonts (the table's letters average about 0.6 em). It errs wide, so text it sizes
  /// is not cut short.
  static let otherAdvance: UInt16 = 2048

  /// The width of `line` in this font, points: each character's advance rounded up to a
  /// whole point. The renderer rounds each advance to a whole pixel (hinted metrics), so this
  /// is never less than the drawn width at a whole pixel scale, and a label sized by it shows
  /// its text whole, as UIKit's does, at most a point a character wider.
  func estimatedWidth(of line: some StringProtocol) -> CGFloat {
    let advances = isBold ? Self.boldAdvances : Self.regularAdvances
    let size = Double(pointSize) / Self.unitsPerEm
    var width = 0.0
    for scalar in line.unicodeScalars {
      let index = Int(scalar.value) - 0x20
      let advance = advances.indices.contains(index) ? advances[index] : Self.otherAdvance
      width += (Double(advance) * size).rounded(.up)
    }
    return CGFloat(width)
  }

  /// The height of `count` lines in this font, points (at least one line).
  func height(ofLines count: Int) -> CGFloat {
    CGFloat(Double(max(count, 1)) * Self.lineHeight * Double(pointSize))
  }
}
