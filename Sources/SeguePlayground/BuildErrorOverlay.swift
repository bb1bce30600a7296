import Foundation
import Segue
import SegueSDL

/// The failed build's errors over the top of the window, while `segue watch` keeps this
/// (the last good) build running: an opaque dark red panel across the window (nothing under
/// it muddles the text), a title and the errors' first lines. It covers the app's frame only
/// while there are errors, takes no input (events pass to the app underneath) and is not in
/// screenshots or recordings.
@MainActor
final class BuildErrorOverlay: WindowHostDelegate {
  /// Error lines shown at most; the watcher prints them all.
  static let maximumLines = 12
  static let lineHeight: CGFloat = 16

  private let wrapped: WindowHostDelegate
  private let input: BuildReportInput
  private let host: WindowHost
  private var panel: UIView?
  private var panelLines: [String] = []
  private var panelWidth: CGFloat = 0

  init(_ wrapped: WindowHostDelegate, input: BuildReportInput, host: WindowHost) {
    self.wrapped = wrapped
    self.input = input
    self.host = host
  }

  var isRunning: Bool { wrapped.isRunning }
  var isTransitioning: Bool { wrapped.isTransitioning }
  func handle(_ event: HostEvent) { wrapped.handle(event) }
  func advance(to time: TimeInterval) -> Bool { wrapped.advance(to: time) }

  func buildFrame(into list: inout DisplayList) {
    wrapped.buildFrame(into: &list)
    let lines = input.lines
    guard !lines.isEmpty else { return }
    if lines != panelLines || host.size.width != panelWidth {
      panel = Self.panel(lines, width: host.size.width)
      panelLines = lines
      panelWidth = host.size.width
    }
    if let panel { list.append(panel, at: .zero) }
  }

  private static func panel(_ lines: [String], width: CGFloat) -> UIView {
    let shown = Array(lines.prefix(maximumLines))
    let panel = UIView(
      frame: CGRect(x: 0, y: 0, width: width, height: 36 + lineHeight * CGFloat(shown.count)))
    panel.clipsToBounds = true
    panel.backgroundColor = UIColor(red: 0.35, green: 0.04, blue: 0.04, alpha: 1)
    let title = UILabel(frame: CGRect(x: 10, y: 8, width: width - 20, height: 18))
    title.text = "Build failed: still running the last build"
    title.font = .boldSystemFont(ofSize: 13)
    title.textColor = .white
    panel.addSubview(title)
    for (index, line) in shown.enumerated() {
      let label = UILabel(
        frame: CGRect(
          x: 10, y: 30 + lineHeight * CGFloat(index), width: width - 20, height: lineHeight))
      label.text = line
      label.font = .systemFont(ofSize: 12)
      label.textColor = UIColor(white: 1, alpha: 0.9)
      panel.addSubview(label)
    }
    panel.layoutIfNeeded()
    return panel
  }
}
