import Foundation
import Testing

@testable import Segue

@MainActor
@Suite("Screen-edge pan")
struct ScreenEdgePanTests {
  /// A 390×844 window filled by one view carrying a left-edge pan.
  private func scene(edges: UIRectEdge = .left) -> (UIWindow, UIScreenEdgePanGestureRecognizer) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let content = UIView(frame: window.bounds)
    window.addSubview(content)
    let edgePan = UIScreenEdgePanGestureRecognizer()
    edgePan.edges = edges
    content.addGestureRecognizer(edgePan)
    return (window, edgePan)
  }

  @Test func aDragFromTheLeftEdgeRightwardsBegins() {
    let (window, edgePan) = scene()
    window.handle(pointer(.down, 12, 400, at: 1))
    window.handle(pointer(.move, 30, 403, at: 1.02))
    #expect(edgePan.state == .began)
    #expect(edgePan.translation(in: nil) == CGPoint(x: 18, y: 3))
  }

  @Test func theZoneIs20Points() {
    let (window, edgePan) = scene()
    window.handle(pointer(.down, 20, 400, at: 1))
    window.handle(pointer(.move, 60, 400, at: 1.02))
    #expect(edgePan.state == .began)
    window.handle(pointer(.up, 60, 400, at: 1.03))
    window.handle(pointer(.down, 21, 400, at: 2))
    window.handle(pointer(.move, 60, 400, at: 2.02))
    window.handle(pointer(.move, 200, 400, at: 2.04))
    #expect(edgePan.state == .failed)
  }

  @Test func aDragStartingOutsideTheZoneNeverBegins() {
    let (window, edgePan) = scene()
    var began = false
    edgePan.addTarget(nil) { _ in began = true }
    drag(window, from: CGPoint(x: 40, y: 400), duration: 0.3) { t in CGVector(dx: 1200 * t, dy: 0) }
    #expect(!began)
    #expect(edgePan.state == .failed)
  }

  @Test func aFirstMoveTowardsTheEdgeOrAlongItFails() {
    let (window, edgePan) = scene()
    window.handle(pointer(.down, 15, 400, at: 1))
    window.handle(pointer(.move, 3, 400, at: 1.01))
    window.handle(pointer(.move, 100, 400, at: 1.02))
    #expect(edgePan.state == .failed)
    window.handle(pointer(.up, 100, 400, at: 1.03))
    window.handle(pointer(.down, 15, 400, at: 2))
    window.handle(pointer(.move, 20, 440, at: 2.01))
    #expect(edgePan.state == .failed)
  }

  @Test func theRightAndBottomEdgesPointInwards() {
    let (window, edgePan) = scene(edges: [.right, .bottom])
    window.handle(pointer(.down, 380, 400, at: 1))
    window.handle(pointer(.move, 360, 400, at: 1.01))
    #expect(edgePan.state == .began)
    window.handle(pointer(.up, 360, 400, at: 1.02))
    window.handle(pointer(.down, 200, 840, at: 2))
    window.handle(pointer(.move, 200, 800, at: 2.01))
    #expect(edgePan.state == .began)
    window.handle(pointer(.up, 200, 800, at: 2.02))
    window.handle(pointer(.down, 5, 400, at: 3))
    #expect(edgePan.state == .failed)
  }

  @Test func noEdgesNeverBegins() {
    let (window, edgePan) = scene(edges: [])
    drag(window, from: CGPoint(x: 2, y: 400), duration: 0.1) { t in CGVector(dx: 1000 * t, dy: 0) }
    #expect(edgePan.state == .failed)
  }
}
