import Foundation
import Testing

@testable import Segue

/// A gradient's stops as its layer is drawn, while code changes its colors and locations
/// one after the other, as iOS code does between frames.
@MainActor
struct CAGradientLayerLocationsTests {
  /// The locations `gradient` (100 points square) is drawn with.
  private func drawnLocations(_ gradient: CAGradientLayer) -> [CGFloat]? {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    view.layer.addSublayer(gradient)
    var list = DisplayList()
    list.build(from: view)
    for command in list.commands {
      if case .gradient(let drawn) = command { return drawn.locations }
    }
    return nil
  }

  /// A frame drawn while the colors outnumber the locations spaces them evenly, once warned;
  /// the locations set are drawn again once the counts agree.
  @Test func theLocationsSetOutliveAFrameThatCouldNotUseThem() {
    let (_, warnings) = capturingWarnings {
      let gradient = CAGradientLayer()
      gradient.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
      let (red, green, blue) = (UIColor.red.cgColor, UIColor.green.cgColor, UIColor.blue.cgColor)
      gradient.colors = [red, blue]
      gradient.locations = [0, 0.8]
      #expect(drawnLocations(gradient) == [0, 0.8])
      gradient.colors = [red, green, blue]
      #expect(drawnLocations(gradient) == [0, 0.5, 1])
      gradient.colors = [red, blue]
      #expect(drawnLocations(gradient) == [0, 0.8])
    }
    #expect(warnings == ["CAGradientLayer: 2 locations for 3 colors; spaced evenly"])
  }

  /// With no locations the colors are spaced evenly however many there are, unwarned.
  @Test func noLocationsSpaceAnyNumberOfColorsEvenly() {
    let (_, warnings) = capturingWarnings {
      let gradient = CAGradientLayer()
      gradient.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
      gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
      #expect(drawnLocations(gradient) == [0, 1])
      gradient.colors = [UIColor.red.cgColor, UIColor.green.cgColor, UIColor.blue.cgColor]
      #expect(drawnLocations(gradient) == [0, 0.5, 1])
    }
    #expect(warnings.isEmpty)
  }
}
