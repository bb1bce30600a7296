/// A turn for timed gestures across the window sessions, which otherwise run side by side:
/// waiting for it holds no thread.
actor GestureTurn {
  static let shared = GestureTurn()
  private var taken = false
  private var waiting: [CheckedContinuation<Void, Never>] = []

  func acquire() async {
    guard taken else {
      taken = true
      return
    }
    await withCheckedContinuation { waiting.append($0) }
  }

  /// Hands the turn to the next in line, if any.
  func release() {
    if waiting.isEmpty {
      taken = false
    } else {
      waiting.removeFirst().resume()
    }
  }
}
