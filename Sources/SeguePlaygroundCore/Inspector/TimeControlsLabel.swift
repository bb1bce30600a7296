import Foundation
import Segue

/// The time controls' state at the right of the "TRANSITION" heading: "paused at 1.250 s"
/// (the scene's animation time, which `.` and `,` step) while paused, "×5" while slowed,
/// both joined by "·"; empty at real time, which needs no notice.
@MainActor
final class TimeControlsLabel: UILabel {
  /// What the text shows: paused, the factor, and the paused time in milliseconds (nil while
  /// running, when it changes every frame and is not shown).
  private var shown: (isPaused: Bool, factor: Double, pausedAt: Int?)?

  override init(frame: CGRect) {
    super.init(frame: frame)
    font = InspectorStyle.smallFont
    textColor = InspectorStyle.marker
    textAlignment = .right
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  func update(_ reading: InspectorReading) {
    let time = reading.time
    let pausedAt = time.isPaused ? CGFloat(time.animationTime * 1000).roundedInt : nil
    if let shown, shown.isPaused == time.isPaused, shown.factor == time.slowMotionFactor,
      shown.pausedAt == pausedAt
    {
      return
    }
    shown = (time.isPaused, time.slowMotionFactor, pausedAt)
    let paused = pausedAt.map { String(format: "paused at %.3f s", Double($0) / 1000) }
    let slowed = time.slowMotionFactor == 1 ? nil : String(format: "×%g", time.slowMotionFactor)
    let parts = [paused, slowed].compactMap { $0 }
    text = parts.isEmpty ? nil : parts.joined(separator: " · ")
  }
}
