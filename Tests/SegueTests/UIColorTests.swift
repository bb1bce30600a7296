import Foundation
import Testing

@testable import Segue

/// Red, green, blue, alpha.
private func components(_ color: UIColor) -> [CGFloat] {
  [color.red, color.green, color.blue, color.alpha]
}

@Suite("UIColor")
struct UIColorTests {
  /// One instance of each named color, as UIKit's: views that share a color share its
  /// object.
  @Test func namedColorsAreSharedInstances() {
    #expect(UIColor.systemBlue === UIColor.systemBlue)
    #expect(UIColor.black === UIColor.black)
    #expect(UIColor.systemBlue !== UIColor.systemRed)
  }

  @Test func storesComponents() {
    let color = UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4)
    #expect(color.red == 0.1)
    #expect(color.green == 0.2)
    #expect(color.blue == 0.3)
    #expect(color.alpha == 0.4)
  }

  @Test func getRedWritesEveryComponent() {
    let color = UIColor(red: 0.25, green: 0.5, blue: 0.75, alpha: 1)
    var r: CGFloat = -1
    var g: CGFloat = -1
    var b: CGFloat = -1
    var a: CGFloat = -1
    let ok = color.getRed(&r, green: &g, blue: &b, alpha: &a)
    #expect(ok)
    #expect([r, g, b, a] == [0.25, 0.5, 0.75, 1] as [CGFloat])
  }

  @Test func whiteInitializerFillsAllChannels() {
    let gray = UIColor(white: 0.3, alpha: 0.8)
    #expect(components(gray) == [0.3, 0.3, 0.3, 0.8])
  }

  @Test func componentsAreClampedToUnitRange() {
    let color = UIColor(red: 1.5, green: -0.2, blue: 2, alpha: -1)
    #expect(components(color) == [1, 0, 1, 0])
    #expect(UIColor(white: 3, alpha: 7).alpha == 1)
  }

  @Test func notANumberReadsAsZero() {
    let color = UIColor(red: .nan, green: 0.5, blue: .nan, alpha: .nan)
    #expect(components(color) == [0, 0.5, 0, 0])
    #expect(UIColor.red.withAlphaComponent(.nan).alpha == 0)
  }

  @Test func withAlphaComponentKeepsTheColor() {
    let base = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
    let faded = base.withAlphaComponent(0.35)
    #expect(components(faded) == [0.2, 0.4, 0.6, 0.35])
    #expect(base.alpha == 1)
    #expect(base.withAlphaComponent(4).alpha == 1)
  }

  struct HSB: Sendable, CustomTestStringConvertible {
    var hue: CGFloat
    var saturation: CGFloat
    var brightness: CGFloat
    var rgb: [CGFloat]
    var testDescription: String { "h \(hue) s \(saturation) b \(brightness)" }
  }

  nonisolated static let hsbCases: [HSB] = [
    HSB(hue: 0, saturation: 1, brightness: 1, rgb: [1, 0, 0]),
    HSB(hue: 1.0 / 6, saturation: 1, brightness: 1, rgb: [1, 1, 0]),
    HSB(hue: 1.0 / 3, saturation: 1, brightness: 1, rgb: [0, 1, 0]),
    HSB(hue: 0.5, saturation: 1, brightness: 1, rgb: [0, 1, 1]),
    HSB(hue: 2.0 / 3, saturation: 1, brightness: 1, rgb: [0, 0, 1]),
    HSB(hue: 5.0 / 6, saturation: 1, brightness: 1, rgb: [1, 0, 1]),
    HSB(hue: 1, saturation: 1, brightness: 1, rgb: [1, 0, 0]),
    HSB(hue: 1.0 / 12, saturation: 1, brightness: 1, rgb: [1, 0.5, 0]),
    HSB(hue: 0.5, saturation: 0.5, brightness: 1, rgb: [0.5, 1, 1]),
    HSB(hue: 2.0 / 3, saturation: 1, brightness: 0.5, rgb: [0, 0, 0.5]),
    HSB(hue: 0.3, saturation: 0, brightness: 0.7, rgb: [0.7, 0.7, 0.7]),
  ]

  @Test(arguments: hsbCases)
  func hueSaturationBrightness(_ hsb: HSB) {
    let color = UIColor(
      hue: hsb.hue, saturation: hsb.saturation, brightness: hsb.brightness, alpha: 0.5)
    #expect(isClose(color.red, hsb.rgb[0]))
    #expect(isClose(color.green, hsb.rgb[1]))
    #expect(isClose(color.blue, hsb.rgb[2]))
    #expect(color.alpha == 0.5)
  }

  @Test func equalityComparesComponents() {
    #expect(UIColor.red == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
    #expect(UIColor.red.isEqual(UIColor(red: 1, green: 0, blue: 0, alpha: 1)))
    #expect(UIColor.red != UIColor.red.withAlphaComponent(0.5))
    #expect(UIColor.red != UIColor.blue)
    #expect(!UIColor.red.isEqual("red"))
    #expect(!UIColor.red.isEqual(nil))
  }

  @Test func equalColorsHashAlike() {
    let a = UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4)
    let b = UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4)
    #expect(a.hash == b.hash)
    let set: Set<UIColor> = [a, b, .blue]
    #expect(set.count == 2)
  }

  @Test func descriptionShowsComponents() {
    #expect(
      UIColor(red: 1, green: 0.5, blue: 0, alpha: 0.25).description
        == "UIColor(r: 1.000, g: 0.500, b: 0.000, a: 0.250)")
  }

  @Test func basicColors() {
    #expect(components(.black) == [0, 0, 0, 1])
    #expect(components(.white) == [1, 1, 1, 1])
    #expect(components(.clear) == [0, 0, 0, 0])
    #expect(components(.gray) == [0.5, 0.5, 0.5, 1])
    let third: CGFloat = 1.0 / 3
    #expect(components(.darkGray) == [third, third, third, 1])
    #expect(components(.lightGray) == [2 * third, 2 * third, 2 * third, 1])
    #expect(components(.orange) == [1, 0.5, 0, 1])
    #expect(components(.purple) == [0.5, 0, 0.5, 1])
    #expect(components(.brown) == [0.6, 0.4, 0.2, 1])
    #expect(components(.cyan) == [0, 1, 1, 1])
    #expect(components(.magenta) == [1, 0, 1, 1])
    #expect(components(.yellow) == [1, 1, 0, 1])
  }

  @Test func systemColorsAreIOSLightAppearanceValues() {
    func bytes(_ c: UIColor) -> [Int] {
      [c.red, c.green, c.blue].map { Int(($0 * 255).rounded()) }
    }
    #expect(bytes(.systemRed) == [255, 59, 48])
    #expect(bytes(.systemOrange) == [255, 149, 0])
    #expect(bytes(.systemYellow) == [255, 204, 0])
    #expect(bytes(.systemGreen) == [52, 199, 89])
    #expect(bytes(.systemBlue) == [0, 122, 255])
    #expect(bytes(.systemIndigo) == [88, 86, 214])
    #expect(bytes(.systemPurple) == [175, 82, 222])
    #expect(bytes(.systemPink) == [255, 45, 85])
    #expect(bytes(.systemGray) == [142, 142, 147])
    #expect(bytes(.systemGray6) == [242, 242, 247])
    #expect(UIColor.systemBlue.blue == 1)
    #expect(UIColor.systemBlue.green == 122.0 / 255)
    // Dynamic colors: equal to a fixed color only once resolved, as in UIKit.
    let light = UITraitCollection(userInterfaceStyle: .light)
    #expect(UIColor.systemBackground.resolvedColor(with: light) == .white)
    #expect(UIColor.label.resolvedColor(with: light) == .black)
    #expect(bytes(.secondaryLabel) == [60, 60, 67])
    #expect(UIColor.secondaryLabel.alpha == 0.6)
    #expect(UIColor.separator.alpha == 0.29)
  }
}
