import Segue

extension TransitionDecisionPolicy.Rule {
  /// The policy's name as the inspector shows it: the factory that made it (`projected`),
  /// the same words the tuning's policy row uses; `custom` for a closure of your own.
  var name: String {
    switch self {
    case .projected: "projected"
    case .velocityThenProgress: "velocityThenProgress"
    case .progress: "progress"
    case .flutterCupertino: "flutterCupertino"
    case .custom: "custom"
    }
  }
}
