import Segue

/// The inspector's view: its sections stacked top to bottom, the call log taking the height
/// left. A window of its own, so the mouse reaches its buttons as touches; the playground
/// draws it at the right of the device area. `show(_:)` changes a view only where a shown
/// value changed, so a frame that changes nothing allocates nothing.
@MainActor
final class InspectorPanel: UIWindow {
  /// Called by a row's − or + with the parameter and the step (negative for −).
  var onAdjust: (Tuning.Parameter, Double) -> Void = { _, _ in }
  /// Called by a click on a row's name.
  var onSelect: (Tuning.Parameter) -> Void = { _ in }

  private let flight: FlightSection
  private let progress: ProgressSection
  private let drag: DragSection
  private let plot: VelocityPlot
  private let decision: DecisionSection
  let tuning: TuningSection
  private let calls: CallLogSection

  /// Points between two sections.
  private static let gap: CGFloat = 12
  /// Where the call log starts, below the other sections.
  private var callsTop: CGFloat = 0

  override init(frame: CGRect) {
    let width = frame.width - 2 * InspectorStyle.margin
    func section<Section: UIView>(_ make: (CGRect) -> Section, _ height: CGFloat) -> Section {
      make(CGRect(x: InspectorStyle.margin, y: 0, width: width, height: height))
    }
    flight = section(FlightSection.init, FlightSection.height)
    progress = section(ProgressSection.init, ProgressSection.height)
    drag = section(DragSection.init, DragSection.height)
    plot = section(VelocityPlot.init, VelocityPlot.height)
    decision = section(DecisionSection.init, DecisionSection.height)
    tuning = section(TuningSection.init, TuningSection.height)
    calls = section(CallLogSection.init, 0)
    super.init(frame: frame)
    backgroundColor = InspectorStyle.background
    clipsToBounds = true
    var y = InspectorStyle.margin
    for view in [flight, progress, drag, plot, decision, tuning] as [UIView] {
      view.frame.origin.y = y
      y += view.frame.height + Self.gap
      addSubview(view)
    }
    callsTop = y
    addSubview(calls)
    for row in tuning.rows {
      row.connect(
        select: { [unowned self] in onSelect($0) },
        adjust: { [unowned self] in onAdjust($0, $1) })
    }
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func layoutSubviews() {
    super.layoutSubviews()
    calls.frame = CGRect(
      x: InspectorStyle.margin, y: callsTop, width: bounds.width - 2 * InspectorStyle.margin,
      height: max(bounds.height - callsTop - InspectorStyle.margin, 0))
  }

  /// Forgets the calls drawn: a new scene's trace starts its revisions again.
  func forgetCalls() { calls.forget() }

  /// Brings every section up to `reading`.
  func show(_ reading: InspectorReading) {
    flight.update(reading)
    progress.update(reading)
    drag.update(reading)
    plot.update(reading)
    decision.update(reading)
    tuning.update(reading)
    calls.update(reading)
  }
}
