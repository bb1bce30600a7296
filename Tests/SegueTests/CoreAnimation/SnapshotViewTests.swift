import Foundation
import Testing

@testable import Segue

@MainActor
struct SnapshotViewTests {
  let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
  let source = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 80))
  let badge = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))

  init() {
    source.backgroundColor = .red
    source.layer.cornerRadius = 12
    badge.backgroundColor = .blue
    source.addSubview(badge)
    root.addSubview(source)
  }

  func draw() -> DisplayList {
    var list = DisplayList()
    list.build(from: root)
    return list
  }

  /// `view` drawn alone with its bounds at (x, y).
  func drawn(_ view: UIView, at origin: CGPoint) -> [DisplayCommand] {
    var list = DisplayList()
    list.append(view, at: origin)
    return list.commands
  }

  @Test func aSnapshotKeepsShowingTheSourceAsItLooked() {
    _ = draw()
    let snapshot = source.snapshotView(afterScreenUpdates: false)!
    #expect(snapshot.frame == CGRect(x: 0, y: 0, width: 100, height: 80))
    let before = drawn(source, at: CGPoint(x: 200, y: 200))
    source.backgroundColor = .green
    badge.center.x += 30
    source.layer.cornerRadius = 0
    source.removeFromSuperview()
    snapshot.frame.origin = CGPoint(x: 200, y: 200)
    root.addSubview(snapshot)
    let list = draw()
    let shown = Array(list.commands.drop(while: { !isFill($0, color: .red) }).dropLast())
    #expect(shown == before)
    #expect(before.count == 2)
  }

  @Test func aViewNeverDrawnSnapshotsEmptyUnlessAfterScreenUpdates() {
    let (blank, warnings) = capturingWarnings { source.snapshotView(afterScreenUpdates: false)! }
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("has not been rendered") == true)
    var empty = DisplayList()
    empty.append(blank, at: .zero)
    #expect(empty.commands.isEmpty)
    let full = source.snapshotView(afterScreenUpdates: true)!
    var list = DisplayList()
    list.append(full, at: .zero)
    #expect(list.commands.count == 4)  // clip, source, badge, end of clip
  }

  @Test func aSnapshotTakesThePresentationValuesOfRunningAnimations() {
    let engine = AnimationEngine()
    _ = draw()
    engine.perform {
      UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { badge.alpha = 0 }
    }
    engine.advanceAnimationTime(to: 0.5)
    let snapshot = source.snapshotView(afterScreenUpdates: false)!
    engine.advanceAnimationTime(to: 1)
    var list = DisplayList()
    list.append(snapshot, at: .zero)
    guard case .fill(let fill) = list.commands.dropLast().last else {
      Issue.record("no badge fill")
      return
    }
    #expect(fill.color.alpha == 0.5)
  }

  @Test func aResizableSnapshotKeepsItsCapsAndStretchesTheMiddle() {
    _ = draw()
    let region = CGRect(x: 0, y: 0, width: 40, height: 40)
    let snapshot = source.resizableSnapshotView(
      from: region, afterScreenUpdates: false,
      withCapInsets: UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10))!
    #expect(snapshot.bounds.size == region.size)
    snapshot.bounds.size = CGSize(width: 80, height: 40)
    var list = DisplayList()
    list.append(snapshot, at: .zero)
    let clips = list.commands.compactMap { command -> Clip? in
      if case .pushClip(let clip) = command { clip } else { nil }
    }
    // Nine slices inside the snapshot's own clip to its bounds.
    #expect(clips.count == 10)
    #expect(clips.contains { $0.rect == CGRect(x: 10, y: 10, width: 60, height: 20) })
    // The badge at x 10…30 sits in the middle column, stretched 60 / 20 = 3 times.
    let badgeFills = list.commands.compactMap { command -> Fill? in
      if case .fill(let fill) = command, fill.color == RGBA(UIColor.blue) { fill } else { nil }
    }
    #expect(badgeFills.contains { $0.transform.a == 3 })
  }

  private func isFill(_ command: DisplayCommand, color: UIColor) -> Bool {
    if case .fill(let fill) = command { return fill.color == RGBA(color) }
    return false
  }
}
