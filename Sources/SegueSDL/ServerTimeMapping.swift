/// Dates pointer events on SDL's tick clock (milliseconds) by the X server's times, so a
/// move counts from when the server saw it, not from when a slow frame let SDL read it.
///
/// SDL stamps an event with SDL_GetTicks() when it pumps the X queue: moves that waited out
/// a 50 ms frame arrive together under one stamp, and a velocity fit over them reads zero.
/// The server's time of each is exact, but on the server's clock. The two clocks differ by
/// an offset, SDL ticks − server time, that is smallest for the event read soonest after it
/// happened, so the smallest offset seen is the estimate: an event lands at its server time
/// plus that offset, never later than SDL's stamp, and events SDL stamped alike keep the
/// server's spacing (once an event read promptly, such as a click on an idle window, has
/// shown the offset; before that, a bunch's times crowd towards its stamp). The smallest is
/// kept over the last 10 to 20 s, not for ever: SDL's clock is CLOCK_MONOTONIC_RAW and
/// Xorg's CLOCK_MONOTONIC, which NTP slews by up to 0.05 %, so the true offset creeps. Times
/// never run backwards. An event without a server time (a move SDL made from a crossing
/// event, or no X11 at all: Wayland, other drivers) lands at SDL's stamp less the delay of
/// the last event that had one: SDL's own stamps when no event has had one.
struct ServerTimeMapping {
  /// How long (milliseconds of SDL ticks) each window of smallest offsets lasts: the
  /// estimate is the smaller of the current window's and the previous one's, so a new
  /// window never starts from nothing.
  static let window: UInt64 = 10_000

  /// The server's last time, and the same unwrapped (its 32-bit milliseconds wrap after
  /// 49.7 days), so that offsets stay comparable across the wrap.
  private var lastServerTime: UInt32 = 0
  private var unwrappedServerTime: Int64 = 0
  /// Smallest SDL ticks − server time (ms) in the current window and in the one before.
  private var windowOffset: Int64?
  private var previousWindowOffset: Int64?
  private var windowStart: UInt64 = 0
  /// SDL's stamp minus the time given, for the last event with a server time (ms).
  private var delay: UInt64 = 0
  /// The last time given (SDL ticks, ms).
  private var last: UInt64 = 0

  /// When (SDL ticks, ms) the pointer event SDL stamped `ticks` happened: `serverTime` is the
  /// server's time of the X event SDL made it from, nil when there is none.
  mutating func ticks(stamped ticks: UInt64, serverTime: UInt32?) -> UInt64 {
    var time = ticks > delay ? ticks - delay : 0
    if let serverTime {
      let server = unwrap(serverTime)
      let offset = Int64(ticks) - server
      note(offset, at: ticks)
      // At most `offset`, the current event's own: the time is never after SDL's stamp.
      let estimate = min(windowOffset ?? offset, previousWindowOffset ?? offset)
      time = UInt64(max(0, server + estimate))
      delay = ticks - time
    }
    last = max(last, time)
    return last
  }

  private mutating func unwrap(_ serverTime: UInt32) -> Int64 {
    if windowOffset == nil {
      unwrappedServerTime = Int64(serverTime)
    } else {
      // Consecutive times are far less than 2^31 ms apart, so the signed difference is the
      // real step, across a wrap or back to an older time alike.
      unwrappedServerTime += Int64(Int32(bitPattern: serverTime &- lastServerTime))
    }
    lastServerTime = serverTime
    return unwrappedServerTime
  }

  private mutating func note(_ offset: Int64, at ticks: UInt64) {
    if let current = windowOffset, ticks >= windowStart, ticks - windowStart < Self.window {
      windowOffset = min(current, offset)
    } else {
      previousWindowOffset = windowOffset
      windowOffset = offset
      windowStart = ticks
    }
  }
}
