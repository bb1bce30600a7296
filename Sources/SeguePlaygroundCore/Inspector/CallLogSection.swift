import Segue

/// "CALLS": the calls of the running or last transition, numbered in order; when they do
/// not all fit, the most recent ones that do. Its height is whatever the panel has left.
@MainActor
final class CallLogSection: UIView {
  static let lineHeight: CGFloat = 14

  private let heading: UILabel
  private var lines: [UILabel] = []
  /// The calls' revision and the number of lines they were drawn on.
  private var shown: (revision: Int, lines: Int)?

  override init(frame: CGRect) {
    heading = InspectorStyle.label(InspectorStyle.titleFont, color: InspectorStyle.title)
    super.init(frame: frame)
    heading.frame = CGRect(x: 0, y: 0, width: frame.width, height: 14)
    heading.autoresizingMask = [.flexibleWidth]
    addSubview(heading)
  }

  /// Makes as many line labels as the height holds; only when the height changed.
  override func layoutSubviews() {
    let count = max(Int((bounds.height - 18) / Self.lineHeight), 0)
    guard count != lines.count else { return }
    for line in lines { line.removeFromSuperview() }
    lines = (0..<count).map { index in
      let line = InspectorStyle.label(InspectorStyle.smallFont)
      line.frame = CGRect(
        x: 0, y: 18 + CGFloat(index) * Self.lineHeight, width: bounds.width,
        height: Self.lineHeight)
      addSubview(line)
      return line
    }
    shown = nil
  }

  func update(_ reading: InspectorReading) {
    if let shown, shown == (reading.callsRevision, lines.count) { return }
    shown = (reading.callsRevision, lines.count)
    let calls = reading.calls
    // Core Animation's calls come without a UIKit transition (a `CATransition` needs none).
    let count = calls.isEmpty ? "none yet" : "\(calls.count)"
    heading.text =
      "CALLS · " + (reading.operation.map { "\($0.rawValue), \(calls.count)" } ?? count)
    let first = max(calls.count - lines.count, 0)
    for (index, line) in lines.enumerated() {
      let number = first + index
      guard number < calls.count else {
        line.text = nil
        continue
      }
      let call = calls[number]
      line.text = "\(number + 1)  \(call)"
      line.textColor = Self.color(call.receiver)
    }
  }

  /// One color per receiver, so the hand-offs between them stand out.
  private static func color(_ receiver: TransitionTrace.Call.Receiver) -> UIColor {
    switch receiver {
    case .delegate: InspectorStyle.delegateColor
    case .animator: InspectorStyle.animatorColor
    case .interaction, .context: InspectorStyle.text
    case .presentationController: InspectorStyle.presentationColor
    case .coordinator: InspectorStyle.coordinatorColor
    case .animationDelegate, .transaction: InspectorStyle.coreAnimationColor
    }
  }
}
