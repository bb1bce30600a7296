import Foundation

/// Where a property animator is in its life, as in UIKit.
public enum UIViewAnimatingState: Int, Sendable {
  /// Not started, or finished: its animations are not applied.
  case inactive
  /// Started or paused: its animations are applied.
  case active
  /// Stopped with `stopAnimation(false)`: waiting for `finishAnimation(at:)`.
  case stopped
}

/// Where the views end when an animator finishes.
public enum UIViewAnimatingPosition: Int, Sendable {
  case end, start, current
}
