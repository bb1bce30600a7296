import Segue

/// "PERCENT COMPLETE": a bar of the transition's progress with a marker at the progress
/// threshold of the tuned policy.
@MainActor
final class ProgressSection: UIView {
  static let height: CGFloat = 14 + 4 + 12

  private let value = InspectorStyle.label(InspectorStyle.smallFont, alignment: .right)
  private let track = UIView()
  private let fill = UIView()
  private let marker = UIView()
  /// Thousandths of progress (nil when nothing runs) and of the threshold, as drawn.
  private var shown: (progress: Int?, threshold: Int?)?

  override init(frame: CGRect) {
    super.init(frame: frame)
    _ = InspectorStyle.heading("PERCENT COMPLETE", in: self, width: frame.width)
    value.frame = CGRect(x: 0, y: 0, width: frame.width, height: 14)
    track.frame = CGRect(x: 0, y: 20, width: frame.width, height: 8)
    track.backgroundColor = InspectorStyle.track
    track.layer.cornerRadius = 2
    fill.backgroundColor = InspectorStyle.fill
    fill.layer.cornerRadius = 2
    marker.backgroundColor = InspectorStyle.marker
    for view in [value, track, fill, marker] { addSubview(view) }
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  func update(_ reading: InspectorReading) {
    let progress = reading.flight.map { ($0.percentComplete * 1000).roundedInt }
    let threshold = reading.thresholds.progress.map { ($0 * 1000).roundedInt }
    if let shown, shown.progress == progress, shown.threshold == threshold { return }
    shown = (progress, threshold)
    let width = track.frame.width
    value.text = progress.map { (Double($0) / 1000).fixedDecimal(places: 3) } ?? "–"
    fill.frame = CGRect(
      x: track.frame.minX, y: track.frame.minY, width: width * CGFloat(progress ?? 0) / 1000,
      height: track.frame.height)
    marker.isHidden = threshold == nil
    marker.frame = CGRect(
      x: track.frame.minX + width * CGFloat(threshold ?? 0) / 1000 - 1, y: track.frame.minY - 4,
      width: 2, height: track.frame.height + 8)
  }
}
