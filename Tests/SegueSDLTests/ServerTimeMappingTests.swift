import CSDL2
import Foundation
import Segue
import Testing

@testable import SegueSDL

/// Pointer times from the X server's stamps: made-up pairs of SDL ticks (when SDL read an
/// event) and server times (when the server saw it), all in milliseconds. The server's clock
/// runs 5,000 ms ahead of SDL's here.
struct ServerTimeMappingTests {
  /// Maps each (SDL ticks, server time) pair in turn.
  func map(_ events: [(UInt64, UInt32?)], into mapping: inout ServerTimeMapping) -> [UInt64] {
    events.map { mapping.ticks(stamped: $0.0, serverTime: $0.1) }
  }

  @Test func movesReadTogetherAfterASlowFrameKeepTheServersSpacing() {
    var mapping = ServerTimeMapping()
    // A press read at once, then five moves 10 ms apart that waited out a 60 ms frame and
    // were all read at tick 1,060.
    let times = map(
      [(1000, 6000), (1060, 6010), (1060, 6020), (1060, 6030), (1060, 6040), (1060, 6050)],
      into: &mapping)
    #expect(times == [1000, 1010, 1020, 1030, 1040, 1050])
  }

  @Test func theLeastDelayedEventSetsTheOffset() {
    var mapping = ServerTimeMapping()
    // Read 50 ms late, then at once, then 100 ms late: the late ones cannot tell, so the
    // first keeps SDL's stamp; once the prompt one has shown the offset, the last is dated
    // 100 ms before it was read.
    let times = map([(1050, 6000), (1100, 6100), (1300, 6200)], into: &mapping)
    #expect(times == [1050, 1100, 1200])
  }

  @Test func timesNeverRunBackwards() {
    var mapping = ServerTimeMapping()
    // An older server time than one before it (an event queued behind a later one) keeps
    // the later one's time.
    let times = map([(1000, 6000), (1060, 6050), (1060, 6020), (1070, 6060)], into: &mapping)
    #expect(times == [1000, 1050, 1050, 1060])
  }

  @Test func withoutServerTimesSDLStampsAreKept() {
    // Wayland, other drivers, or SYSWM events off: SDL's stamps as they are.
    var mapping = ServerTimeMapping()
    let times = map([(100, nil), (100, nil), (150, nil), (170, nil)], into: &mapping)
    #expect(times == [100, 100, 150, 170])
  }

  @Test func anEventWithoutAServerTimeTakesTheDelayOfTheLastOneWithIt() {
    var mapping = ServerTimeMapping()
    // A move from a crossing event (no usable server time) read with moves that waited
    // 30 ms: it waited as long as they did, not less.
    let times = map([(1000, 6000), (1060, 6030), (1060, nil), (1200, nil)], into: &mapping)
    #expect(times == [1000, 1030, 1030, 1170])
  }

  @Test func theOffsetFollowsAClockThatDriftsWithinTwoWindows() {
    var mapping = ServerTimeMapping()
    let window = ServerTimeMapping.window
    // The server's clock falls 10 ms behind SDL's: events read at once look 10 ms more
    // delayed than the old smallest offset says, until that offset is two windows old.
    _ = mapping.ticks(stamped: 1000, serverTime: 6000)
    let drifted: (UInt64) -> (UInt64, UInt32?) = { ($0, UInt32(5000 + $0 - 10)) }
    let early = map([drifted(1000 + window + 1)], into: &mapping)
    #expect(early == [1000 + window + 1 - 10])
    let late = map([drifted(1000 + 2 * window + 2)], into: &mapping)
    #expect(late == [1000 + 2 * window + 2])
  }

  @Test func theServersClockWrapsAfter49Days() {
    var mapping = ServerTimeMapping()
    // The server's 32-bit milliseconds wrap between two moves 20 ms apart.
    let times = map([(1000, UInt32.max - 5), (1040, 14), (1040, 24)], into: &mapping)
    #expect(times == [1000, 1020, 1030])
  }

  /// The C side: which X events give a pointer time, and which SDL_SYSWMEVENTs get queued.
  @Test func onlyMovesPressesAndReleasesGiveAPointerTimeAndOnlyTheyAreQueued() {
    var message = SDL_SysWMmsg()
    message.subsystem = SDL_SYSWM_X11
    func check(_ type: Int32, time: UInt32) -> (UInt32, Int32) {
      message.msg.x11.event.type = type
      switch type {
      case MotionNotify: message.msg.x11.event.xmotion.time = UInt(time)
      case ButtonPress, ButtonRelease: message.msg.x11.event.xbutton.time = UInt(time)
      case EnterNotify: message.msg.x11.event.xcrossing.time = UInt(time)
      default: message.msg.x11.event.xproperty.time = UInt(time)
      }
      return withUnsafeMutablePointer(to: &message) { pointer in
        var event = SDL_Event()
        event.syswm = SDL_SysWMEvent(type: SDL_SYSWMEVENT.rawValue, timestamp: 1, msg: pointer)
        return (SegueX11PointerTime(pointer), SegueKeepPointerSysWMEvents(nil, &event))
      }
    }
    #expect(check(MotionNotify, time: 6000) == (6000, 1))
    #expect(check(ButtonPress, time: 6010) == (6010, 1))
    #expect(check(ButtonRelease, time: 6020) == (6020, 1))
    // A crossing's time can trail by seconds; a property change is no pointer event.
    #expect(check(EnterNotify, time: 6030) == (0, 0))
    #expect(check(PropertyNotify, time: 6040) == (0, 0))
    var motion = SDL_Event()
    motion.type = SDL_MOUSEMOTION.rawValue
    #expect(SegueKeepPointerSysWMEvents(nil, &motion) == 1)
  }

  /// The translator with SDL events as SDL's X11 backend posts them: each pointer event
  /// after the SDL_SYSWMEVENT that carries its X event. No window: motion needs none.
  @Test func translatorDatesMovesByTheXEventsBeforeThem() {
    var translator = EventTranslator()
    var message = SDL_SysWMmsg()
    message.subsystem = SDL_SYSWM_X11
    message.msg.x11.event.type = MotionNotify
    func move(_ x: Int32, stamped ticks: UInt32, serverTime: UInt32?) -> [HostEvent] {
      var events: [HostEvent] = []
      if let serverTime {
        message.msg.x11.event.xmotion.time = UInt(serverTime)
        withUnsafeMutablePointer(to: &message) { pointer in
          var wm = SDL_Event()
          wm.syswm = SDL_SysWMEvent(type: SDL_SYSWMEVENT.rawValue, timestamp: ticks, msg: pointer)
          events += translator.translate(wm).map { [$0] } ?? []
        }
      }
      var motion = SDL_Event()
      motion.motion.type = SDL_MOUSEMOTION.rawValue
      motion.motion.timestamp = ticks
      motion.motion.x = x
      events += translator.translate(motion).map { [$0] } ?? []
      return events
    }
    let events =
      move(10, stamped: 1000, serverTime: 6000) + move(20, stamped: 1060, serverTime: 6020)
      + move(30, stamped: 1060, serverTime: 6040) + move(40, stamped: 1070, serverTime: nil)
    let times = events.map { event -> TimeInterval? in
      guard case .pointer(let input) = event else { return nil }
      return input.timestamp
    }
    // The move without an X event takes the delay of the one before it (1,060 − 1,040).
    #expect(times == [1.0, 1.02, 1.04, 1.05])
  }
}
