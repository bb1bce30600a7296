import Foundation
import Segue
import XCTest

/// A custom recognizer from an iOS library (TouchGestureRecognizer.swift), compiled in Swift
/// 5 mode as the library builds on iOS, fed pointer input through the window.
final class TouchGestureRecognizerTests: XCTestCase {
  func testRecognizesWhereTheFingerLandsOncePerTouch() {
    MainActor.assumeIsolated { recognizesWhereTheFingerLandsOncePerTouch() }
  }

  @MainActor
  private func recognizesWhereTheFingerLandsOncePerTouch() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let view = UIView(frame: CGRect(x: 50, y: 50, width: 200, height: 200))
    window.addSubview(view)
    var landings: [CGPoint] = []
    let touchDown = TouchGestureRecognizer(target: nil) { recognizer in
      XCTAssertEqual(recognizer.state, .recognized)
      landings.append(recognizer.location(in: view))
    }
    view.addGestureRecognizer(touchDown)

    for (i, x) in [100.0, 180.0].enumerated() {
      let time = Double(i)
      window.handle(PointerInput(phase: .down, location: CGPoint(x: x, y: 120), timestamp: time))
      window.handle(
        PointerInput(phase: .move, location: CGPoint(x: x + 30, y: 120), timestamp: time + 0.1))
      window.handle(
        PointerInput(phase: .up, location: CGPoint(x: x + 30, y: 120), timestamp: time + 0.2))
      // Recognized on landing: the move and release that would fail it come after the end.
      XCTAssertEqual(touchDown.state, .recognized)
    }
    XCTAssertEqual(landings, [CGPoint(x: 50, y: 70), CGPoint(x: 130, y: 70)])
  }
}
