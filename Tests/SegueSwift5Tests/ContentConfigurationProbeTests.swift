import Foundation
import Segue
import XCTest

/// Runs the Swift 5 content configuration probe (ContentConfigurationProbe.swift): it
/// compiled; here the cell configures itself for its state.
final class ContentConfigurationProbeTests: XCTestCase {
  // XCTest on Linux cannot list a class whose every test is main-actor isolated: the test
  // enters the main actor itself.
  func testACellConfiguresItselfForItsState() {
    MainActor.assumeIsolated { aCellConfiguresItselfForItsState() }
  }

  @MainActor
  private func aCellConfiguresItselfForItsState() {
    let cell = BadgeCell(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
    cell.title = "New"
    cell.layoutIfNeeded()
    guard let view = cell.contentView.subviews.first as? BadgeContentView else {
      return XCTFail("the cell shows no BadgeContentView")
    }
    XCTAssertEqual(view.label.text, "New")
    XCTAssertEqual(view.backgroundColor, .clear)

    cell.isSelected = true
    cell.layoutIfNeeded()
    // The same view, given the updated configuration in place.
    XCTAssertTrue(cell.contentView.subviews.first === view)
    XCTAssertEqual(view.backgroundColor, .systemBlue)
    XCTAssertEqual(view.label.textColor, .white)
  }
}
