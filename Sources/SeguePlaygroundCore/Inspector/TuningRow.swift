import Segue

/// One tuning parameter: its name (click to select it), its value, and − and + buttons that
/// step it. The selected row is highlighted; a parameter the scene does not read is dimmed.
@MainActor
final class TuningRow: UIView {
  static let height: CGFloat = 20
  /// Width of the − and + buttons.
  static let buttonWidth: CGFloat = 26

  let parameter: Tuning.Parameter
  let name = UIButton(type: .custom)
  private let value = InspectorStyle.label(alignment: .right)
  let minus = UIButton(type: .custom)
  let plus = UIButton(type: .custom)
  private var shown: (value: Double, selected: Bool, tuned: Bool)?

  init(_ parameter: Tuning.Parameter, width: CGFloat) {
    self.parameter = parameter
    super.init(frame: CGRect(x: 0, y: 0, width: width, height: Self.height))
    layer.cornerRadius = 4
    let button = Self.buttonWidth
    name.frame = CGRect(x: 0, y: 0, width: 132, height: Self.height)
    name.setTitle(parameter.name, for: .normal)
    name.titleLabel?.textAlignment = .left
    name.titleLabel?.frame = name.bounds.insetBy(dx: 4, dy: 0)
    value.frame = CGRect(
      x: 132, y: 0, width: width - 132 - 2 * button - 10, height: Self.height)
    minus.frame = CGRect(x: width - 2 * button - 2, y: 2, width: button, height: Self.height - 4)
    plus.frame = CGRect(x: width - button, y: 2, width: button, height: Self.height - 4)
    minus.setTitle("−", for: .normal)
    plus.setTitle("+", for: .normal)
    for control in [name, minus, plus] {
      control.titleLabel?.font = InspectorStyle.bodyFont
      control.setTitleColor(InspectorStyle.text, for: .normal)
    }
    for stepper in [minus, plus] {
      stepper.backgroundColor = InspectorStyle.button
      stepper.layer.cornerRadius = 3
    }
    for view in [name, value, minus, plus] { addSubview(view) }
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  /// Sends a click on the name to `select`, on − and + to `adjust` with minus or plus the
  /// parameter's step.
  func connect(
    select: @escaping (Tuning.Parameter) -> Void,
    adjust: @escaping (Tuning.Parameter, Double) -> Void
  ) {
    let parameter = parameter
    name.addTarget(nil, for: .touchUpInside) { _ in select(parameter) }
    minus.addTarget(nil, for: .touchUpInside) { _ in adjust(parameter, -parameter.step) }
    plus.addTarget(nil, for: .touchUpInside) { _ in adjust(parameter, parameter.step) }
  }

  func update(_ reading: InspectorReading) {
    let now = (
      value: parameter.value(in: reading.tuning),
      selected: reading.selectedParameter == parameter,
      tuned: reading.tunedParameters.contains(parameter)
    )
    if let shown, shown == now { return }
    shown = now
    value.text = parameter.formattedValue(in: reading.tuning)
    backgroundColor = now.selected ? InspectorStyle.selection : nil
    let color = now.tuned ? InspectorStyle.text : InspectorStyle.dimmed
    name.setTitleColor(color, for: .normal)
    value.textColor = color
  }
}
