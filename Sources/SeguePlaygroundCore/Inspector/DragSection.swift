import Foundation
import Segue

/// "DRAG": the pan's translation and velocity, in its view's points.
@MainActor
final class DragSection: UIView {
  static let height: CGFloat = 14 + 2 * InspectorStyle.lineHeight

  private let translation = InspectorStyle.label()
  private let velocity = InspectorStyle.label()
  /// What is drawn, in whole points and points per second; nil before any drag.
  private var shown: Shown??

  private struct Shown: Equatable {
    var x, y, vx, vy: Int
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    _ = InspectorStyle.heading("DRAG", in: self, width: frame.width)
    translation.frame = CGRect(x: 0, y: 14, width: frame.width, height: InspectorStyle.lineHeight)
    velocity.frame = translation.frame.offsetBy(dx: 0, dy: InspectorStyle.lineHeight)
    addSubview(translation)
    addSubview(velocity)
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  func update(_ reading: InspectorReading) {
    let values = reading.drag.map { drag in
      Shown(
        x: drag.translation.x.roundedInt, y: drag.translation.y.roundedInt,
        vx: drag.velocity.x.roundedInt, vy: drag.velocity.y.roundedInt)
    }
    guard shown != .some(values) else { return }
    shown = .some(values)
    guard let values else {
      translation.text = "no drag yet"
      translation.textColor = InspectorStyle.dimmed
      velocity.text = nil
      return
    }
    translation.textColor = InspectorStyle.text
    translation.text = "translation  \(values.x), \(values.y) pt"
    velocity.text = "velocity  \(values.vx), \(values.vy) pt/s"
  }
}
