import Foundation
import Testing

@testable import Segue

/// The layout pass visits only the views marked on the way to a change (`LayoutMarks`), so
/// a frame whose tree did not change walks no further than its window. What it must still
/// see: safe areas that follow from a moved, resized or reparented ancestor, however deep,
/// and the views that asked for layout or constraints.
@MainActor
@Suite struct LayoutPassMarksTests {
  final class ProbeView: UIView {
    var changes: [UIEdgeInsets] = []
    var layouts = 0
    var constraintUpdates = 0
    override func safeAreaInsetsDidChange() {
      super.safeAreaInsetsDidChange()
      changes.append(safeAreaInsets)
    }
    override func layoutSubviews() {
      super.layoutSubviews()
      layouts += 1
    }
    override func updateConstraints() {
      constraintUpdates += 1
      super.updateConstraints()
    }
  }

  /// An iPhone 15 window (59 points of top inset) holding `container` (the whole screen),
  /// `inner` (its top 200 points) and `probe` (the top 100 points of `inner`), laid out.
  private func tree() -> (window: UIWindow, container: UIView, inner: UIView, probe: ProbeView) {
    let window = UIWindow(frame: CGRect(origin: .zero, size: DeviceDescription.iPhone15.screenSize))
    window.screen = UIScreen(device: .iPhone15)
    let container = UIView(frame: window.bounds)
    let inner = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 200))
    let probe = ProbeView(frame: CGRect(x: 0, y: 0, width: 393, height: 100))
    window.addSubview(container)
    container.addSubview(inner)
    inner.addSubview(probe)
    window.layoutIfNeeded()
    return (window, container, inner, probe)
  }

  @Test func movingAnAncestorTellsAViewTwoLevelsDownOfItsNewSafeArea() {
    let (window, container, _, probe) = tree()
    #expect(probe.changes == [UIEdgeInsets(top: 59, left: 0, bottom: 0, right: 0)])
    container.center.y += 30
    window.layoutIfNeeded()
    #expect(probe.changes.last == UIEdgeInsets(top: 29, left: 0, bottom: 0, right: 0))
    #expect(probe.safeAreaInsets == UIEdgeInsets(top: 29, left: 0, bottom: 0, right: 0))
  }

  @Test func scrollingAParentsBoundsMovesItsSubviewsSafeAreas() {
    let (window, _, inner, probe) = tree()
    // As a scroll view scrolls: the bounds' origin moves, the subviews move up the screen.
    inner.bounds.origin.y = 20
    window.layoutIfNeeded()
    #expect(probe.changes.last == UIEdgeInsets(top: 79, left: 0, bottom: 0, right: 0))
  }

  @Test func aViewMovedToAnotherSuperviewGetsTheSafeAreaOfItsNewPlace() {
    let (window, container, _, probe) = tree()
    let lower = UIView(frame: CGRect(x: 0, y: 300, width: 393, height: 100))
    container.addSubview(lower)
    window.layoutIfNeeded()
    lower.addSubview(probe)
    window.layoutIfNeeded()
    #expect(probe.changes.last == .zero)
  }

  @Test func aLayerTurnedInThreeDimensionsMovesItsSubviewsSafeAreas() throws {
    let (window, _, inner, probe) = tree()
    // Turned 60° about x, `inner` shows at half its height about its middle (y 50…150), so
    // the top inset (y 59) falls 18 points into the probe, in its own coordinates.
    inner.layer.transform = CATransform3DMakeRotation(.pi / 3, 1, 0, 0)
    window.layoutIfNeeded()
    let told = try #require(probe.changes.last)
    #expect(abs(told.top - 18) < 1e-9)
    #expect(told == probe.safeAreaInsets)
  }

  /// Moves its content as a scroll view settling at an offset does: in its own layout.
  final class SettlingView: UIView {
    var offset: CGFloat = 0
    override func layoutSubviews() {
      super.layoutSubviews()
      bounds.origin.y = offset
    }
  }

  @Test func aViewThatMovesItsContentInItsOwnLayoutTellsItsSubviewsInThatPass() {
    let (window, container, _, _) = tree()
    let settling = SettlingView(frame: CGRect(x: 0, y: 0, width: 393, height: 200))
    let probe = ProbeView(frame: CGRect(x: 0, y: 0, width: 393, height: 100))
    container.addSubview(settling)
    settling.addSubview(probe)
    window.layoutIfNeeded()
    #expect(probe.changes == [UIEdgeInsets(top: 59, left: 0, bottom: 0, right: 0)])
    settling.offset = 20
    settling.setNeedsLayout()
    window.layoutIfNeeded()
    #expect(probe.changes.last == UIEdgeInsets(top: 79, left: 0, bottom: 0, right: 0))
  }

  @Test func aViewNoLongerAControllersRootLosesTheControllersAdditionalInsets() {
    let (window, _, _, _) = tree()
    let controller = UIViewController()
    controller.additionalSafeAreaInsets.top = 20
    let old = ProbeView(frame: window.bounds)
    controller.view = old
    window.addSubview(old)
    window.layoutIfNeeded()
    #expect(old.changes.last?.top == 79)
    controller.view = UIView()
    window.layoutIfNeeded()
    #expect(old.changes.last?.top == 59)
  }

  @Test func aPassWithNothingChangedLeavesNoMarksAndLaysNothingOut() {
    let (window, container, inner, probe) = tree()
    for view in [window, container, inner, probe] { #expect(view.layoutMarks.isEmpty) }
    let layouts = probe.layouts
    window.layoutIfNeeded()
    #expect(probe.layouts == layouts)
    #expect(probe.changes.count == 1)
  }

  @Test func askingForLayoutMarksThePathToTheWindowAndNoSibling() {
    let (window, container, inner, probe) = tree()
    let sibling = UIView(frame: CGRect(x: 0, y: 400, width: 10, height: 10))
    container.addSubview(sibling)
    window.layoutIfNeeded()
    probe.setNeedsLayout()
    for view in [probe, inner, container, window] {
      #expect(view.layoutMarks.contains(.layoutPath))
    }
    #expect(sibling.layoutMarks.isEmpty)
    let layouts = probe.layouts
    window.layoutIfNeeded()
    #expect(probe.layouts == layouts + 1)
  }

  @Test func askingForConstraintsDeepInTheTreeReachesThatView() {
    let (window, _, _, probe) = tree()
    let updates = probe.constraintUpdates
    probe.setNeedsUpdateConstraints()
    window.layoutIfNeeded()
    #expect(probe.constraintUpdates == updates + 1)
    window.layoutIfNeeded()
    #expect(probe.constraintUpdates == updates + 1)
  }

  @Test func aViewAddedToALaidOutTreeIsAskedForItsConstraintsAndLaidOut() {
    let (window, _, inner, _) = tree()
    let added = ProbeView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    inner.addSubview(added)
    window.layoutIfNeeded()
    #expect(added.constraintUpdates == 1)
    #expect(added.layouts == 1)
    #expect(added.changes == [UIEdgeInsets(top: 59, left: 0, bottom: 0, right: 0)])
  }
}
