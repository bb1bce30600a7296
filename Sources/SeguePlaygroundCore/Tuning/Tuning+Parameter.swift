import Foundation

extension Tuning {
  /// One knob of a `Tuning`: its name, unit, step and range, so keys, the inspector and
  /// configs handle every knob alike. Values are Doubles in the parameter's unit; the two
  /// choices (curve, policy) count in choices (0 is the first).
  public enum Parameter: String, CaseIterable, Sendable {
    case duration, curve, springDamping, springResponse, policy, progressThreshold,
      velocityThreshold, edgeZone, completionSpeed

    /// Lowercase words, as shown to the user: "progress threshold".
    public var name: String {
      switch self {
      case .duration: "duration"
      case .curve: "curve"
      case .springDamping: "spring damping"
      case .springResponse: "spring response"
      case .policy: "policy"
      case .progressThreshold: "progress threshold"
      case .velocityThreshold: "velocity threshold"
      case .edgeZone: "edge zone"
      case .completionSpeed: "completion speed"
      }
    }

    /// "s", "pt", "pt/s", "×", or "" for plain numbers and choices.
    public var unit: String {
      switch self {
      case .duration, .springResponse: "s"
      case .velocityThreshold: "pt/s"
      case .edgeZone: "pt"
      case .completionSpeed: "×"
      case .curve, .springDamping, .policy, .progressThreshold: ""
      }
    }

    /// The names of the choices, for curve and policy; nil for numbers.
    public var choices: [String]? {
      switch self {
      case .curve: Curve.allCases.map(\.rawValue)
      case .policy: Policy.allCases.map(\.rawValue)
      default: nil
      }
    }

    /// What Left/Right change it by.
    public var step: Double {
      switch self {
      case .duration, .springDamping, .springResponse, .progressThreshold: 0.05
      case .velocityThreshold: 50
      case .edgeZone: 5
      case .completionSpeed: 0.1
      case .curve, .policy: 1
      }
    }

    /// What Shift+Left/Right change it by.
    public var largeStep: Double {
      switch self {
      case .duration, .springDamping, .springResponse, .completionSpeed: 0.25
      case .progressThreshold: 0.2
      case .velocityThreshold: 500
      case .edgeZone: 50
      case .curve, .policy: 1
      }
    }

    /// The values it may take; `adjusting` clamps to it and configs are checked against it.
    public var range: ClosedRange<Double> {
      switch self {
      case .duration: 0.05...5
      case .springDamping: 0.05...2
      case .springResponse: 0.05...3
      case .progressThreshold: 0...1
      case .velocityThreshold: 0...10_000
      case .edgeZone: 0...400
      case .completionSpeed: 0.1...10
      case .curve, .policy: 0...Double((choices?.count ?? 1) - 1)
      }
    }

    /// Its value in `tuning`, in its unit (a choice's index for curve and policy).
    public func value(in tuning: Tuning) -> Double {
      switch self {
      case .duration: tuning.duration
      case .curve: Double(Curve.allCases.firstIndex(of: tuning.curve) ?? 0)
      case .springDamping: Double(tuning.springDamping)
      case .springResponse: tuning.springResponse
      case .policy: Double(Policy.allCases.firstIndex(of: tuning.policy) ?? 0)
      case .progressThreshold: Double(tuning.progressThreshold)
      case .velocityThreshold: Double(tuning.velocityThreshold)
      case .edgeZone: Double(tuning.edgeZone)
      case .completionSpeed: Double(tuning.completionSpeed)
      }
    }

    /// `tuning` with this parameter set to `value`, clamped to `range` (a choice is
    /// rounded to the nearest one); NaN changes nothing.
    public func setting(_ value: Double, in tuning: Tuning) -> Tuning {
      guard !value.isNaN else { return tuning }
      var clamped = min(max(value, range.lowerBound), range.upperBound)
      // Whole thousandths: repeated steps of 0.05 land on 0.4, not 0.39999999999999997.
      clamped = choices == nil ? (clamped * 1000).rounded() / 1000 : clamped.rounded()
      var result = tuning
      switch self {
      case .duration: result.duration = clamped
      case .curve: result.curve = Curve.allCases[Int(clamped)]
      case .springDamping: result.springDamping = CGFloat(clamped)
      case .springResponse: result.springResponse = clamped
      case .policy: result.policy = Policy.allCases[Int(clamped)]
      case .progressThreshold: result.progressThreshold = CGFloat(clamped)
      case .velocityThreshold: result.velocityThreshold = CGFloat(clamped)
      case .edgeZone: result.edgeZone = CGFloat(clamped)
      case .completionSpeed: result.completionSpeed = CGFloat(clamped)
      }
      return result
    }

    /// Its value in `tuning` as shown: "0.35 s", "easeInOut", "100 pt/s", "0 pt (anywhere)".
    public func formattedValue(in tuning: Tuning) -> String {
      let value = value(in: tuning)
      if let choices { return choices[Int(value)] }
      switch self {
      case .velocityThreshold: return String(format: "%.0f pt/s", value)
      case .edgeZone: return String(format: "%.0f pt", value) + (value == 0 ? " (anywhere)" : "")
      case .completionSpeed: return String(format: "%.2f×", value)
      default: return String(format: "%.2f", value) + (unit.isEmpty ? "" : " \(unit)")
      }
    }
  }

  /// This tuning with `parameter` moved by `delta` in its unit (choices for curve and
  /// policy), clamped to its range. A non-finite delta changes nothing.
  ///
  ///     Tuning.standard.adjusting(.duration, by: -1)  // duration 0.05 s, the least
  public func adjusting(_ parameter: Parameter, by delta: Double) -> Tuning {
    guard delta.isFinite else { return self }
    return parameter.setting(parameter.value(in: self) + delta, in: self)
  }
}
