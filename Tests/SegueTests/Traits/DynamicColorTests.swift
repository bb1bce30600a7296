import Foundation
import Testing

@testable import Segue

/// System colors and `UIColor(dynamicProvider:)` resolve for the traits they are drawn with
/// (issue 15, point 5).
@MainActor
@Suite struct DynamicColorTests {
  let light = UITraitCollection(userInterfaceStyle: .light)
  let dark = UITraitCollection(userInterfaceStyle: .dark)

  func components(_ color: UIColor) -> [Int] {
    [color.red, color.green, color.blue].map { Int(($0 * 255).rounded()) }
  }

  @Test func systemColorsHaveApplesLightAndDarkValues() {
    #expect(components(UIColor.systemBackground.resolvedColor(with: light)) == [255, 255, 255])
    #expect(components(UIColor.systemBackground.resolvedColor(with: dark)) == [0, 0, 0])
    #expect(components(UIColor.label.resolvedColor(with: dark)) == [255, 255, 255])
    #expect(components(UIColor.systemBlue.resolvedColor(with: light)) == [0, 122, 255])
    #expect(components(UIColor.systemBlue.resolvedColor(with: dark)) == [10, 132, 255])
    #expect(components(UIColor.systemGray6.resolvedColor(with: dark)) == [28, 28, 30])
    let secondary = UIColor.secondaryLabel.resolvedColor(with: dark)
    #expect(components(secondary) == [235, 235, 245] && secondary.alpha == 0.6)
    let separator = UIColor.separator.resolvedColor(with: dark)
    #expect(components(separator) == [84, 84, 88] && separator.alpha == 0.6)
    // Unspecified reads as light, and a color's own components are its light ones.
    #expect(UIColor.systemRed.resolvedColor(with: UITraitCollection()) == UIColor(255, 59, 48))
    #expect(components(UIColor.systemRed) == [255, 59, 48])
    #expect(UIColor.systemRed == UIColor.systemRed && UIColor.systemRed != UIColor(255, 59, 48))
  }

  @Test func aProviderIsAskedWithTheTraits() {
    let color = UIColor { traits in
      traits.userInterfaceStyle == .dark ? .systemGray5 : .white
    }
    #expect(color.resolvedColor(with: dark) == UIColor(44, 44, 46))
    #expect(color.resolvedColor(with: light) == .white)
    #expect(color.withAlphaComponent(0.5).resolvedColor(with: dark) == UIColor(44, 44, 46, 0.5))
    let fixed = UIColor.red
    #expect(fixed.resolvedColor(with: dark) === fixed, "a fixed color is itself")
  }

  @Test func aViewDrawsItsDynamicColorsForItsOwnTraits() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    view.backgroundColor = .systemBackground
    window.addSubview(view)
    #expect(view.presentation().backgroundColor == .white)
    view.overrideUserInterfaceStyle = .dark
    #expect(view.presentation().backgroundColor == .black)
    #expect(view.backgroundColor == .systemBackground, "the model keeps the dynamic color")
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 50, height: 20))
    label.text = "Hi"
    view.addSubview(label)
    var list = DisplayList()
    list.build(from: window)
    let colors = list.commands.compactMap { command -> RGBA? in
      if case .text(let run) = command { return run.color }
      return nil
    }
    #expect(colors == [RGBA(red: 1, green: 1, blue: 1, alpha: 1)], "`.label` in the dark")
  }

  @Test func aDynamicColorsCGColorResolvesForTheCurrentTraits() {
    var cg: CGColor?
    dark.performAsCurrent { cg = UIColor.label.cgColor }
    #expect(cg == UIColor.white.cgColor)
  }
}
