import Segue

/// "IF RELEASED NOW": what the tuned policy would decide for the drag in progress, which
/// policy that is, and whether the pointer rests (a release would then have no velocity).
@MainActor
final class DecisionSection: UIView {
  static let height: CGFloat = 14 + InspectorStyle.lineHeight

  private let decision = InspectorStyle.label(.boldSystemFont(ofSize: 14))
  private let policy = InspectorStyle.label(
    InspectorStyle.smallFont, color: InspectorStyle.title, alignment: .right)
  private var shown: (InspectorReading.Decision?, Tuning.Policy?, resting: Bool)?

  override init(frame: CGRect) {
    super.init(frame: frame)
    _ = InspectorStyle.heading("IF RELEASED NOW", in: self, width: frame.width)
    decision.frame = CGRect(x: 0, y: 14, width: frame.width, height: InspectorStyle.lineHeight)
    policy.frame = decision.frame
    addSubview(decision)
    addSubview(policy)
  }

  func update(_ reading: InspectorReading) {
    // A scene that does not read the tuned policy names none.
    let tuned = reading.tunedParameters.contains(.policy) ? reading.tuning.policy : nil
    let now = (reading.decision, tuned, resting: reading.drag?.isResting == true)
    if let shown, shown == now { return }
    shown = now
    policy.text =
      (tuned?.rawValue ?? "") + (now.resting && tuned != nil ? " · at rest, 0 pt/s" : "")
    if let value = reading.decision {
      decision.text = value.rawValue
      decision.textColor =
        switch value {
        case .finish: InspectorStyle.finish
        case .cancel: InspectorStyle.cancel
        case .decidedByYourCode: InspectorStyle.dimmed
        }
    } else {
      decision.text = "no drag in progress"
      decision.textColor = InspectorStyle.dimmed
    }
  }
}
