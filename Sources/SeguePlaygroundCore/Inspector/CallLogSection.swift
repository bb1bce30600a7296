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
  /// The operation and the number of calls the heading shows.
  private var headingShown: (operation: TransitionTrace.Operation?, count: Int)?
  /// Each line's call as on screen (nil: empty; none before the lines are first written),
  /// and the next ones being written, kept so that an update allocates no array.
  private var drawnLines: [Line?] = []
  private var nextLines: [Line?] = []

  private struct Line: Equatable {
    let number: Int
    let call: TransitionTrace.Call
  }

  override init(frame: CGRect) {
    heading = InspectorStyle.label(InspectorStyle.titleFont, color: InspectorStyle.title)
    super.init(frame: frame)
    heading.frame = CGRect(x: 0, y: 0, width: frame.width, height: 14)
    heading.autoresizingMask = [.flexibleWidth]
    addSubview(heading)
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

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
    forget()
  }

  /// Forgets what is drawn, so that the next update writes everything: the lines were made
  /// anew, or a new scene's trace counts its revisions from 0 again.
  func forget() {
    shown = nil
    headingShown = nil
    drawnLines.removeAll()
  }

  func update(_ reading: InspectorReading) {
    if let shown, shown == (reading.callsRevision, lines.count) { return }
    shown = (reading.callsRevision, lines.count)
    let calls = reading.calls
    let title = (operation: reading.operation, count: calls.count)
    if headingShown.map({ $0 != title }) ?? true {
      headingShown = title
      // Core Animation's calls come without a UIKit transition (a `CATransition` needs none).
      let count = calls.isEmpty ? "none yet" : "\(calls.count)"
      heading.text =
        "CALLS · " + (reading.operation.map { "\($0.rawValue), \(calls.count)" } ?? count)
    }
    let first = max(calls.count - lines.count, 0)
    nextLines.removeAll(keepingCapacity: true)
    for (index, line) in lines.enumerated() {
      let number = first + index
      let drawn = number < calls.count ? Line(number: number, call: calls[number]) : nil
      nextLines.append(drawn)
      // Only the lines whose call changed are written again: while a drag folds its updates
      // into the last call, the others stay as they are.
      if index < drawnLines.count, drawnLines[index] == drawn { continue }
      line.text = drawn.map { "\($0.number + 1)  \($0.call)" }
      if let drawn { line.textColor = Self.color(drawn.call.receiver) }
    }
    swap(&nextLines, &drawnLines)
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
