import Foundation
import Testing

@testable import Segue

/// UIKit's named curves at fixed t, against values solved independently to 40 digits.
struct CurveTests {
  static let references: [(CubicBezier, [Double])] = [
    (
      .easeIn,
      [
        0.017026609651562942, 0.093464650718824859, 0.3153568125725393, 0.6218618691748902,
        0.83942784576246653,
      ]
    ),
    (
      .easeOut,
      [
        0.16057215423753347, 0.3781381308251098, 0.6846431874274607, 0.90653534928117514,
        0.98297339034843706,
      ]
    ),
    (
      .easeInOut,
      [
        0.019722453548311196, 0.12916193104731981, 0.5, 0.87083806895268019,
        0.9802775464516888,
      ]
    ),
    (
      .default,
      [
        0.094796305716043246, 0.40851059135539587, 0.80240338758485699, 0.96045897834897408,
        0.99431647748455637,
      ]
    ),
  ]

  @Test func namedCurvesMatchReferenceValues() {
    let times = [0.1, 0.25, 0.5, 0.75, 0.9]
    for (curve, values) in Self.references {
      for (t, expected) in zip(times, values) {
        #expect(abs(curve.value(at: t) - expected) < 1e-12, "\(curve) at \(t)")
      }
    }
  }

  @Test func linearIsIdentityAndEndsAreExact() {
    for t in stride(from: 0.0, through: 1, by: 0.125) {
      #expect(abs(CubicBezier.linear.value(at: t) - t) < 1e-14)
    }
    #expect(CubicBezier.easeIn.value(at: -1) == 0)
    #expect(CubicBezier.easeIn.value(at: 1) == 1)
    #expect(CubicBezier.easeIn.value(at: .nan) == 0)
  }

  @Test func optionsSelectUIKitCurves() {
    #expect(UIView.AnimationOptions.curveEaseIn.curve == .easeIn)
    #expect(UIView.AnimationOptions.curveEaseOut.curve == .easeOut)
    #expect(UIView.AnimationOptions.curveLinear.curve == .linear)
    #expect(UIView.AnimationOptions([]).curve == .easeInOut)
  }
}
