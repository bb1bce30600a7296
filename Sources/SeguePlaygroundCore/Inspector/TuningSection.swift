import Segue

/// "TUNING": a row per parameter of the scene's tuning, which the mouse steps.
@MainActor
final class TuningSection: UIView {
  static let height: CGFloat =
    14 + 4 + CGFloat(Tuning.Parameter.allCases.count) * TuningRow.height

  let rows: [TuningRow]

  override init(frame: CGRect) {
    rows = Tuning.Parameter.allCases.map { TuningRow($0, width: frame.width) }
    super.init(frame: frame)
    _ = InspectorStyle.heading("TUNING · click − / +", in: self, width: frame.width)
    for (index, row) in rows.enumerated() {
      row.frame.origin.y = 18 + CGFloat(index) * TuningRow.height
      addSubview(row)
    }
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  func update(_ reading: InspectorReading) {
    for row in rows { row.update(reading) }
  }
}
