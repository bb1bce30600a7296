import Segue
import XCTest

/// Runs the Swift 5 action probe (ActionProbe.swift): it compiled, and its actions run.
final class ActionProbeTests: XCTestCase {
  // XCTest on Linux cannot list a class whose every test is main-actor isolated: the tests
  // run on the main thread, so they assume it.
  func testActionsMadeOutsideAnyActorRunWhenSent() {
    MainActor.assumeIsolated { actionsMadeOutsideAnyActorRun() }
  }

  @MainActor
  private func actionsMadeOutsideAnyActorRun() {
    let chrome = CardChrome()
    let button = chrome.makeCloseButton()
    button.sendActions(for: .touchUpInside)
    XCTAssertEqual(chrome.closes, 1)
    let done = chrome.makeDoneItem()
    XCTAssertEqual(done.systemItem, .done)
    XCTAssertNotNil(done.primaryAction)
  }
}
