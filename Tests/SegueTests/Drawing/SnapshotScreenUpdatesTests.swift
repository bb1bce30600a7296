import Foundation
import Testing

@testable import Segue

/// A view whose layout puts its child at `inset` and which draws a bar `level` wide.
private final class MeterView: UIView {
  let child = UIView()
  var inset: CGFloat = 0 {
    didSet { setNeedsLayout() }
  }
  var level: CGFloat = 10 {
    didSet { setNeedsDisplay() }
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    child.backgroundColor = .blue
    addSubview(child)
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func layoutSubviews() {
    super.layoutSubviews()
    child.frame = CGRect(x: inset, y: 0, width: 10, height: 10)
  }

  override func draw(_ rect: CGRect) {
    UIColor.red.setFill()
    UIRectFill(CGRect(x: 0, y: 20, width: level, height: 5))
  }
}

/// `afterScreenUpdates` as UIKit documents it: true applies the pending changes (layout and
/// drawing) before the snapshot; false shows the view as the screen last showed it.
@MainActor
@Suite struct SnapshotScreenUpdatesTests {
  private func text(_ view: UIView) -> String {
    var list = DisplayList()
    list.append(view, at: .zero)
    return list.description
  }

  @Test func pendingLayoutAndDrawingShowOnlyAfterScreenUpdates() {
    let meter = MeterView(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
    var list = DisplayList()
    list.build(from: meter)
    meter.inset = 50
    meter.level = 80
    let before = meter.snapshotView(afterScreenUpdates: false)!
    let after = meter.snapshotView(afterScreenUpdates: true)!
    // The child where the last layout put it, before; moved by the pending one, after.
    let frozen = { (childOffset: String) in
      """
      clip [0,0 100×30]
        clip [0,0 100×30]
          path 5 elements fill #FF0000FF
        end clip
        fill [0,0 10×10] #0000FFFF\(childOffset)
      end clip
      """
    }
    #expect(text(before) == frozen(""))
    #expect(text(after) == frozen(" +(50,0)"))
    // Each froze its own drawing: the bar 10 wide before, 80 after.
    #expect(barWidth(before) == 10)
    #expect(barWidth(after) == 80)
  }

  @Test func aSnapshotOfACustomDrawingIgnoresLaterRedraws() {
    let meter = MeterView(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
    let snapshot = meter.snapshotView(afterScreenUpdates: true)!
    meter.level = 60
    var list = DisplayList()
    list.build(from: meter)
    #expect(barWidth(snapshot) == 10)
  }

  private func barWidth(_ view: UIView) -> CGFloat? {
    var list = DisplayList()
    list.append(view, at: .zero)
    for case .path(let path) in list.commands {
      return CGPath(elements: path.elements, subpathStart: .zero, lastPoint: nil)
        .boundingBoxOfPath.width
    }
    return nil
  }
}
