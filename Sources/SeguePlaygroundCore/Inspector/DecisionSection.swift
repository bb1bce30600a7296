import Segue

/// "IF RELEASED NOW": what the policy the drag's interaction reported would decide for the
/// drag in progress, which policy that is, and whether the pointer rests (a release would
/// then have no velocity).
@MainActor
final class DecisionSection: UIView {
  static let height: CGFloat = 14 + InspectorStyle.lineHeight

  private let decision = InspectorStyle.label(.boldSystemFont(ofSize: 14))
  private let policy = InspectorStyle.label(
    InspectorStyle.smallFont, color: InspectorStyle.title, alignment: .right)
  private var shown: (InspectorReading.Decision?, TransitionDecisionPolicy.Rule?, resting: Bool)?

  override init(frame: CGRect) {
    super.init(frame: frame)
    _ = InspectorStyle.heading("IF RELEASED NOW", in: self, width: frame.width)
    decision.frame = CGRect(x: 0, y: 14, width: frame.width, height: InspectorStyle.lineHeight)
    policy.frame = decision.frame
    addSubview(decision)
    addSubview(policy)
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  func update(_ reading: InspectorReading) {
    // An interaction decided by hand names none.
    let rule = reading.decision == nil ? nil : reading.policy
    let now = (reading.decision, rule, resting: reading.drag?.isResting == true)
    if let shown, shown == now { return }
    shown = now
    policy.text = (rule?.name ?? "") + (now.resting && rule != nil ? " · at rest, 0 pt/s" : "")
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
