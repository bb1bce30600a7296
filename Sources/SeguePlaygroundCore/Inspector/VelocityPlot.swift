import Segue

/// "VELOCITY": the drag's velocity over its last second, one thin bar per 1/60 s (up for
/// towards the end of the transition, down for back; a slot without a sample keeps the
/// velocity before it), with the tuned policy's velocity thresholds as lines: green above
/// which a release finishes, red at or below which it cancels. The scale fits what shows.
@MainActor
final class VelocityPlot: UIView {
  /// Points per second the plot's top may stand for; the smallest that fits is used.
  static let scales: [CGFloat] = [250, 500, 1000, 2000, 4000, 8000]
  static let plotHeight: CGFloat = 72
  static let height: CGFloat = 14 + 4 + plotHeight

  private let range = InspectorStyle.label(InspectorStyle.smallFont, alignment: .right)
  private let area = UIView()
  private let zero = UIView()
  private let finishLine = UIView()
  private let cancelLine = UIView()
  private var bars: [UIView] = []
  private var scale: CGFloat = 0
  /// The history's revision and the thresholds (whole pt/s) as drawn.
  private var shown: (revision: Int, finish: Int?, cancel: Int?)?

  override init(frame: CGRect) {
    super.init(frame: frame)
    _ = InspectorStyle.heading("VELOCITY · LAST SECOND", in: self, width: frame.width)
    range.frame = CGRect(x: 0, y: 0, width: frame.width, height: 14)
    addSubview(range)
    area.frame = CGRect(x: 0, y: 18, width: frame.width, height: Self.plotHeight)
    area.backgroundColor = InspectorStyle.track
    area.clipsToBounds = true
    addSubview(area)
    zero.frame = CGRect(x: 0, y: Self.plotHeight / 2, width: frame.width, height: 1)
    zero.backgroundColor = InspectorStyle.dimmed
    area.addSubview(zero)
    for _ in 0..<VelocityHistory.slotsPerSecond {
      let bar = UIView()
      bar.backgroundColor = InspectorStyle.fill
      bars.append(bar)
      area.addSubview(bar)
    }
    finishLine.backgroundColor = InspectorStyle.finish
    cancelLine.backgroundColor = InspectorStyle.cancel
    area.addSubview(finishLine)
    area.addSubview(cancelLine)
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  func update(_ reading: InspectorReading) {
    let finish = reading.thresholds.finishVelocity?.roundedInt
    let cancel = reading.thresholds.cancelVelocity?.roundedInt
    let velocities = reading.velocities
    if let shown, shown == (velocities.revision, finish, cancel) { return }
    shown = (velocities.revision, finish, cancel)
    var largest = CGFloat(max(abs(finish ?? 0), abs(cancel ?? 0)))
    for age in 0..<bars.count { largest = max(largest, abs(velocities.velocity(age: age) ?? 0)) }
    let fitting = Self.scales.first { $0 >= largest } ?? Self.scales[Self.scales.count - 1]
    if fitting != scale {
      scale = fitting
      range.text = "±\(Int(scale)) pt/s"
    }
    // Oldest first, so an empty slot can keep the velocity before it.
    var velocity: CGFloat?
    for (index, bar) in bars.enumerated() {
      velocity = velocities.velocity(age: bars.count - 1 - index) ?? velocity
      let top = y(velocity ?? 0)
      let middle = Self.plotHeight / 2
      // From the index, never from the bar's last frame: the same reading draws the same
      // bars whatever was drawn before.
      let slot = area.frame.width / CGFloat(bars.count)
      bar.frame = CGRect(
        x: CGFloat(index) * slot, y: min(top, middle), width: slot - 1, height: abs(top - middle))
    }
    place(finishLine, at: finish)
    place(cancelLine, at: cancel)
  }

  /// The plot's y for `velocity`, clamped to the plot.
  private func y(_ velocity: CGFloat) -> CGFloat {
    let clamped = min(max(velocity, -scale), scale)
    return Self.plotHeight / 2 * (1 - clamped / scale)
  }

  private func place(_ line: UIView, at velocity: Int?) {
    line.isHidden = velocity == nil
    guard let velocity else { return }
    line.frame = CGRect(x: 0, y: y(CGFloat(velocity)) - 0.5, width: area.frame.width, height: 1)
  }
}
