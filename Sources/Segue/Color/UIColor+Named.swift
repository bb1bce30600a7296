import Foundation

// Class properties, as in UIKit: each call returns a fresh immutable color, so there is no
// shared mutable state.

extension UIColor {
  public class var black: UIColor { UIColor(white: 0, alpha: 1) }
  public class var darkGray: UIColor { UIColor(white: 1.0 / 3.0, alpha: 1) }
  public class var lightGray: UIColor { UIColor(white: 2.0 / 3.0, alpha: 1) }
  public class var white: UIColor { UIColor(white: 1, alpha: 1) }
  public class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
  public class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
  public class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
  public class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
  public class var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
  public class var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
  public class var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
  public class var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
  public class var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
  public class var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
  public class var clear: UIColor { UIColor(white: 0, alpha: 0) }

  // iOS system colors, light appearance.
  public class var systemRed: UIColor { UIColor(255, 59, 48) }
  public class var systemOrange: UIColor { UIColor(255, 149, 0) }
  public class var systemYellow: UIColor { UIColor(255, 204, 0) }
  public class var systemGreen: UIColor { UIColor(52, 199, 89) }
  public class var systemMint: UIColor { UIColor(0, 199, 190) }
  public class var systemTeal: UIColor { UIColor(48, 176, 199) }
  public class var systemCyan: UIColor { UIColor(50, 173, 230) }
  public class var systemBlue: UIColor { UIColor(0, 122, 255) }
  public class var systemIndigo: UIColor { UIColor(88, 86, 214) }
  public class var systemPurple: UIColor { UIColor(175, 82, 222) }
  public class var systemPink: UIColor { UIColor(255, 45, 85) }
  public class var systemBrown: UIColor { UIColor(162, 132, 94) }
  public class var systemGray: UIColor { UIColor(142, 142, 147) }
  public class var systemGray2: UIColor { UIColor(174, 174, 178) }
  public class var systemGray3: UIColor { UIColor(199, 199, 204) }
  public class var systemGray4: UIColor { UIColor(209, 209, 214) }
  public class var systemGray5: UIColor { UIColor(229, 229, 234) }
  public class var systemGray6: UIColor { UIColor(242, 242, 247) }
  public class var systemBackground: UIColor { .white }
  public class var secondarySystemBackground: UIColor { UIColor(242, 242, 247) }
  public class var label: UIColor { .black }
  public class var secondaryLabel: UIColor { UIColor(60, 60, 67, 0.6) }
  public class var separator: UIColor { UIColor(60, 60, 67, 0.29) }
}
