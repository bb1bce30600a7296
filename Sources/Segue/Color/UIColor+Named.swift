import Foundation

// One immutable instance of each, made on first use, as UIKit's are: views that share a color
// share its object, so drawing a thousand of them touches one color, not a thousand scattered
// through memory.

extension UIColor {
  public static let black: UIColor = UIColor(white: 0, alpha: 1)
  public static let darkGray: UIColor = UIColor(white: 1.0 / 3.0, alpha: 1)
  public static let lightGray: UIColor = UIColor(white: 2.0 / 3.0, alpha: 1)
  public static let white: UIColor = UIColor(white: 1, alpha: 1)
  public static let gray: UIColor = UIColor(white: 0.5, alpha: 1)
  public static let red: UIColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
  public static let green: UIColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
  public static let blue: UIColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
  public static let cyan: UIColor = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
  public static let yellow: UIColor = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
  public static let magenta: UIColor = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
  public static let orange: UIColor = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
  public static let purple: UIColor = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
  public static let brown: UIColor = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
  public static let clear: UIColor = UIColor(white: 0, alpha: 0)

  // iOS system colors: Apple's values for the light and dark appearances (sRGB, the
  // default contrast), resolved for the traits of the view that draws them.
  public static let systemRed: UIColor = system(255, 59, 48, dark: 255, 69, 58)
  public static let systemOrange: UIColor = system(255, 149, 0, dark: 255, 159, 10)
  public static let systemYellow: UIColor = system(255, 204, 0, dark: 255, 214, 10)
  public static let systemGreen: UIColor = system(52, 199, 89, dark: 48, 209, 88)
  public static let systemMint: UIColor = system(0, 199, 190, dark: 99, 230, 226)
  public static let systemTeal: UIColor = system(48, 176, 199, dark: 64, 200, 224)
  public static let systemCyan: UIColor = system(50, 173, 230, dark: 100, 210, 255)
  public static let systemBlue: UIColor = system(0, 122, 255, dark: 10, 132, 255)
  public static let systemIndigo: UIColor = system(88, 86, 214, dark: 94, 92, 230)
  public static let systemPurple: UIColor = system(175, 82, 222, dark: 191, 90, 242)
  public static let systemPink: UIColor = system(255, 45, 85, dark: 255, 55, 95)
  public static let systemBrown: UIColor = system(162, 132, 94, dark: 172, 142, 104)
  public static let systemGray: UIColor = system(142, 142, 147, dark: 142, 142, 147)
  public static let systemGray2: UIColor = system(174, 174, 178, dark: 99, 99, 102)
  public static let systemGray3: UIColor = system(199, 199, 204, dark: 72, 72, 74)
  public static let systemGray4: UIColor = system(209, 209, 214, dark: 58, 58, 60)
  public static let systemGray5: UIColor = system(229, 229, 234, dark: 44, 44, 46)
  public static let systemGray6: UIColor = system(242, 242, 247, dark: 28, 28, 30)

  public static let systemBackground: UIColor = system(255, 255, 255, dark: 0, 0, 0)
  public static let secondarySystemBackground: UIColor = system(242, 242, 247, dark: 28, 28, 30)
  public static let tertiarySystemBackground: UIColor = system(255, 255, 255, dark: 44, 44, 46)
  public static let systemGroupedBackground: UIColor = system(242, 242, 247, dark: 0, 0, 0)
  public static let secondarySystemGroupedBackground: UIColor = system(
    255, 255, 255, dark: 28, 28, 30)
  public static let tertiarySystemGroupedBackground: UIColor = system(
    242, 242, 247, dark: 44, 44, 46)

  public static let label: UIColor = system(0, 0, 0, dark: 255, 255, 255)
  public static let secondaryLabel: UIColor = system(60, 60, 67, 0.6, dark: 235, 235, 245, 0.6)
  public static let tertiaryLabel: UIColor = system(60, 60, 67, 0.3, dark: 235, 235, 245, 0.3)
  public static let quaternaryLabel: UIColor = system(60, 60, 67, 0.18, dark: 235, 235, 245, 0.16)
  public static let placeholderText: UIColor = system(60, 60, 67, 0.3, dark: 235, 235, 245, 0.3)
  public static let link: UIColor = system(0, 122, 255, dark: 9, 132, 255)

  public static let separator: UIColor = system(60, 60, 67, 0.29, dark: 84, 84, 88, 0.6)
  public static let opaqueSeparator: UIColor = system(198, 198, 200, dark: 56, 56, 58)

  public static let systemFill: UIColor = system(120, 120, 128, 0.2, dark: 120, 120, 128, 0.36)
  public static let secondarySystemFill: UIColor = system(
    120, 120, 128, 0.16, dark: 120, 120, 128, 0.32)
  public static let tertiarySystemFill: UIColor = system(
    118, 118, 128, 0.12, dark: 118, 118, 128, 0.24)
  public static let quaternarySystemFill: UIColor = system(
    116, 116, 128, 0.08, dark: 118, 118, 128, 0.18)

  /// A system color from 8-bit sRGB components and alphas for each appearance.
  private static func system(
    _ r: Int, _ g: Int, _ b: Int, _ a: CGFloat = 1,
    dark dr: Int, _ dg: Int, _ db: Int, _ da: CGFloat = 1
  ) -> UIColor {
    UIColor(light: UIColor(r, g, b, a), dark: UIColor(dr, dg, db, da))
  }
}
