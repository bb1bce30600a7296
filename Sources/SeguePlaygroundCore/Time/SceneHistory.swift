import Foundation
import Segue

/// Everything that changed the current scene's window since it was made, in order, with the
/// animation time after each change. Doing the same changes to a fresh window of the same
/// scene gives the same state after each one (the model is deterministic), which is how the
/// playground steps back in time.
struct SceneHistory {
  /// How the scene's window was made.
  struct Start {
    /// Points.
    var size: CGSize
    /// Pixels per point.
    var scale: CGFloat
    /// Host seconds; also the window's first animation time.
    var time: TimeInterval
    var controls: TimeControls
    /// The scene's tuning when its window was made.
    var tuning: Tuning
  }

  /// One change, done again by the `PlaygroundApp` method that recorded it.
  enum Entry: Equatable {
    /// The clock moved to this host time.
    case tick(TimeInterval)
    /// The window laid out, as a frame does before it is drawn.
    case layout
    /// The window drawn: drawing is part of the history because a standalone layer animates
    /// its changes implicitly only once it has been drawn, as in Core Animation.
    case draw
    case pointer(PointerInput)
    case resize(CGSize, scale: CGFloat, time: TimeInterval)
    case pause(Bool)
    case slowMotion(Double)
    /// Animation time jumped forward to this time (a frame step).
    case jump(TimeInterval)
    /// Live tuning set the scene's tuning to this: what the controllers read from then on.
    case tuning(Tuning)
  }

  let start: Start
  private(set) var entries: [Entry] = []
  /// A step back asked for and not yet made: the animation time to go back to, and the host
  /// time of the last request. Held presses of `,` coalesce into one re-simulation, made
  /// before the next frame or the next other input.
  var requestedRewind: (target: TimeInterval, time: TimeInterval)?
  /// Animation time after each entry; never decreases, since the window's clock does not.
  private var times: [TimeInterval] = []

  init(start: Start) {
    self.start = start
  }

  mutating func record(_ entry: Entry, at time: TimeInterval) {
    entries.append(entry)
    times.append(time)
  }

  /// The entries after which animation time was at most `time`: the history of the window
  /// as it was at `time`.
  func entries(through time: TimeInterval) -> ArraySlice<Entry> {
    // Binary search: the first entry past `time`.
    var low = 0
    var high = times.count
    while low < high {
      let middle = (low + high) / 2
      if times[middle] <= time { low = middle + 1 } else { high = middle }
    }
    return entries[..<low]
  }

  /// The last pointer input of a touch that `entries` leave pressed, if any; the window's
  /// own rules decide (a second press mid-touch and a release of another button are
  /// ignored).
  static func openTouch(in entries: ArraySlice<Entry>) -> PointerInput? {
    var open: PointerInput?
    for case .pointer(let input) in entries {
      switch input.phase {
      case .down: if open == nil { open = input }
      case .move: if open != nil { open?.location = input.location }
      case .up: if open?.button == input.button { open = nil }
      case .cancel: open = nil
      }
    }
    return open
  }
}
