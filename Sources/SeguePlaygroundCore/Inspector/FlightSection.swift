import Segue

/// "TRANSITION": the operation in flight and whether a drag drives it, and its animator; the
/// time controls' state at the right of the heading.
@MainActor
final class FlightSection: UIView {
  static let height: CGFloat = 14 + 2 * InspectorStyle.lineHeight

  private let state = InspectorStyle.label()
  private let animator = InspectorStyle.label(InspectorStyle.smallFont)
  private let time = TimeControlsLabel()
  /// What the lines show of the flight, as drawn (nil inside: none runs). Not its
  /// progress, which the progress section shows: a drag's frames leave these lines be.
  private struct Shown: Equatable {
    let operation: TransitionTrace.Operation
    let isInteractive: Bool
    let animator: String
  }
  private var shown: Shown??

  override init(frame: CGRect) {
    super.init(frame: frame)
    _ = InspectorStyle.heading("TRANSITION", in: self, width: frame.width)
    time.frame = CGRect(x: 0, y: 0, width: frame.width, height: 14)
    state.frame = CGRect(x: 0, y: 14, width: frame.width, height: InspectorStyle.lineHeight)
    animator.frame = state.frame.offsetBy(dx: 0, dy: InspectorStyle.lineHeight)
    for label in [time, state, animator] {
      label.autoresizingMask = [.flexibleWidth]
      addSubview(label)
    }
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  func update(_ reading: InspectorReading) {
    time.update(reading)
    let lines = reading.flight.map {
      Shown(operation: $0.operation, isInteractive: $0.isInteractive, animator: $0.animator)
    }
    guard shown != .some(lines) else { return }
    shown = .some(lines)
    guard let flight = reading.flight else {
      state.text = "none running"
      state.textColor = InspectorStyle.dimmed
      animator.text = nil
      return
    }
    state.text =
      "\(flight.operation.rawValue) · \(flight.isInteractive ? "interactive" : "animating")"
    state.textColor = InspectorStyle.text
    animator.text = flight.animator
  }
}
