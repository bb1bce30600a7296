import Foundation

extension XvfbSession {
  /// Types `keys` (X key names: "space", "period", "comma", "s", "p") into the window, in
  /// order, as real key presses through XTEST.
  func key(_ keys: [String]) async throws {
    try await xdotool(["windowfocus", "--sync", windowID, "key"] + keys, timeout: 15)
  }

  func key(_ keys: String...) async throws { try await key(keys) }

  /// Presses at `from` and moves through `through` 10 ms apart, releasing at the last point
  /// at once (window pixels): a fling released mid-motion, so the release has the drag's
  /// speed. Under load X may bunch the moves; released at once, the speed still reads high.
  func fling(from: (Int, Int), through points: [(Int, Int)]) async throws {
    var arguments = ["mousemove", "--window", windowID, "\(from.0)", "\(from.1)", "mousedown", "1"]
    for (x, y) in points {
      arguments += ["sleep", "0.01", "mousemove", "--window", windowID, "\(x)", "\(y)"]
    }
    try await timedGesture(arguments + ["mouseup", "1"])
  }
}
