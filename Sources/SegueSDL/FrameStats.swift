import CSDL2
import Foundation

/// Optional timing of the window's frames, for measuring rather than asserting: how long
/// each frame's work took (from the input that woke it, or the previous frame, through
/// handling events, building and drawing, to the call of its present), how long until the
/// present returned (on a vsync-paced renderer, the wait for the refresh), the interval
/// between presented frames, and for every input event how long after SDL stamped it (when
/// it took the event from the window system) the frame that handled it was presented; and
/// how many view controller transitions ran and in how many frames (a script measuring a
/// transition checks that it did run), and the work of those frames alone: a drag's figures
/// without the window's first frames, drawn whole, before it. The slowest of those frames are
/// listed with where they fell (which transition, which of its frames, how many input events
/// they handled), so that a high p99 can be told to be a transition's first frames, or
/// frames with more input, or frames anywhere (the host, or the frame's general cost).
/// Beside each frame's work (wall-clock time) goes the CPU time the drawing thread spent on
/// it (`CLOCK_THREAD_CPUTIME_ID`): a frame whose thread was preempted, by another process or
/// by the hypervisor of a virtual machine (which a guest kernel with steal accounting leaves
/// out of a thread's CPU time), took longer than it worked, and the two told apart say
/// whether a slow frame was the build's cost or the host's. Enabled by
/// `SEGUE_FRAME_STATS=FILE`; written on exit as JSON (milliseconds; event stamps have 1 ms
/// resolution) through `AtomicFile`, a failure reported on stderr.
struct FrameStats {
  private var workMilliseconds: [Double] = []
  /// The work of the frames drawn while a transition ran.
  private var transitionWorkMilliseconds: [Double] = []
  /// The CPU time of each frame's work, and of those drawn while a transition ran.
  private var cpuMilliseconds: [Double] = []
  private var transitionCPUMilliseconds: [Double] = []
  private var frameMilliseconds: [Double] = []
  private var intervalMilliseconds: [Double] = []
  private var latencyMilliseconds: [Double] = []
  /// Stamps (SDL ticks, ms) of the input events not yet shown in a presented frame.
  private var pendingInputs: [UInt32] = []
  private var lastPresent: UInt64?
  private var transitionFrames = 0
  private var transitions = 0
  private var wasTransitioning = false
  /// The frame of the running transition being drawn: 0 for its first.
  private var transitionFrame = 0
  /// The slowest frames drawn while a transition ran, slowest first.
  private(set) var slowest: [SlowFrame] = []
  /// How many of the slowest frames are kept.
  static let slowestKept = 5
  /// Milliseconds: between presents further apart the window was idle (six frames at 60 Hz).
  static let longestInterval = 100.0
  /// Milliseconds: a present later than this after the one before (1.5 refreshes at 60 Hz)
  /// left a refresh without a new frame, when the window was drawing all along (a
  /// continuous drag or an animation; a resting pointer makes gaps of its own).
  static let lateInterval = 25.0
  let url: URL

  init?(environment: [String: String] = ProcessInfo.processInfo.environment) {
    guard let path = environment["SEGUE_FRAME_STATS"], !path.isEmpty else { return nil }
    url = URL(fileURLWithPath: path)
    // Enough for ten minutes at 60 Hz, and a burst of events, without growing inside the
    // frame loop.
    workMilliseconds.reserveCapacity(36_000)
    transitionWorkMilliseconds.reserveCapacity(36_000)
    cpuMilliseconds.reserveCapacity(36_000)
    transitionCPUMilliseconds.reserveCapacity(36_000)
    frameMilliseconds.reserveCapacity(36_000)
    intervalMilliseconds.reserveCapacity(36_000)
    latencyMilliseconds.reserveCapacity(72_000)
    pendingInputs.reserveCapacity(1_024)
    slowest.reserveCapacity(Self.slowestKept)
  }

  mutating func noteInput(_ event: SDL_Event) {
    switch SDL_EventType(event.type) {
    case SDL_MOUSEMOTION, SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP, SDL_KEYDOWN:
      pendingInputs.append(event.common.timestamp)
    default:
      break
    }
  }

  /// Call after presenting: `start` is when the frame's work began and `drawn` when its
  /// present was called; `transitioning` while a transition runs.
  mutating func framePresented(startedAt start: Stamp, drawnAt drawn: Stamp, transitioning: Bool) {
    if transitioning {
      if wasTransitioning {
        transitionFrame += 1
      } else {
        // A transition's first frame: the frame before ran none.
        transitions += 1
        transitionFrame = 0
      }
      transitionFrames += 1
    }
    wasTransitioning = transitioning
    let now = SDL_GetPerformanceCounter()
    let frequency = Double(SDL_GetPerformanceFrequency())
    let work = Double(drawn.counter - start.counter) / frequency * 1000
    let cpu = Double(drawn.cpuNanoseconds &- start.cpuNanoseconds) / 1_000_000
    workMilliseconds.append(work)
    cpuMilliseconds.append(cpu)
    if transitioning {
      transitionWorkMilliseconds.append(work)
      transitionCPUMilliseconds.append(cpu)
      noteSlow(
        SlowFrame(
          transition: transitions, frame: transitionFrame, workMilliseconds: work,
          cpuMilliseconds: cpu, inputs: pendingInputs.count))
    }
    frameMilliseconds.append(Double(now - start.counter) / frequency * 1000)
    if let lastPresent {
      let interval = Double(now - lastPresent) / frequency * 1000
      // Longer gaps are the loop sleeping for input, not a frame taking long.
      if interval <= Self.longestInterval { intervalMilliseconds.append(interval) }
    }
    lastPresent = now
    let ticks = Double(SDL_GetTicks64())
    for stamp in pendingInputs { latencyMilliseconds.append(ticks - Double(stamp)) }
    pendingInputs.removeAll(keepingCapacity: true)
  }

  /// Keeps `frame` among the slowest when it is one (a fixed, small array: the frame loop
  /// allocates nothing for it).
  private mutating func noteSlow(_ frame: SlowFrame) {
    let index = slowest.firstIndex { $0.workMilliseconds < frame.workMilliseconds } ?? slowest.count
    guard index < Self.slowestKept else { return }
    if slowest.count == Self.slowestKept { slowest.removeLast() }
    slowest.insert(frame, at: index)
  }

  func write() {
    func percentile(_ values: [Double], _ p: Double) -> Double {
      guard !values.isEmpty else { return 0 }
      let sorted = values.sorted()
      return sorted[min(Int(Double(sorted.count - 1) * p + 0.5), sorted.count - 1)]
    }
    var summary: [String: Any] = [
      "frames": frameMilliseconds.count,
      "input_events": latencyMilliseconds.count,
      "late_frames": intervalMilliseconds.filter { $0 > Self.lateInterval }.count,
      "transition_frames": transitionFrames,
      "transitions": transitions,
      "slowest_transition_frames": slowest.map(\.json),
    ]
    for (name, values) in [
      ("work_ms", workMilliseconds), ("transition_work_ms", transitionWorkMilliseconds),
      ("cpu_ms", cpuMilliseconds), ("transition_cpu_ms", transitionCPUMilliseconds),
      ("frame_ms", frameMilliseconds),
      ("interval_ms", intervalMilliseconds),
      ("input_to_present_ms", latencyMilliseconds),
    ] {
      for (label, p) in [("p50", 0.5), ("p90", 0.9), ("p99", 0.99), ("max", 1.0)] {
        summary["\(name)_\(label)"] = percentile(values, p)
      }
    }
    do {
      let data = try JSONSerialization.data(
        withJSONObject: summary, options: [.sortedKeys, .prettyPrinted])
      try AtomicFile.write(data, to: url)
    } catch {
      FileHandle.standardError.write(Data("Error: SEGUE_FRAME_STATS: \(error)\n".utf8))
    }
  }
}

extension FrameStats {
  /// A moment of the frame loop: the performance counter, and the CPU time the calling
  /// thread has used (nanoseconds; 0 where the clock cannot be read, or was not).
  struct Stamp {
    let counter: UInt64
    let cpuNanoseconds: UInt64

    /// Now; the CPU time only when `readingCPUTime`: the thread's CPU clock is a system call
    /// (no vDSO), twice a frame, which a window without frame stats does without.
    static func now(readingCPUTime: Bool = true) -> Stamp {
      var time = timespec()
      let cpu =
        readingCPUTime && clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time) == 0
        ? UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec) : 0
      return Stamp(counter: SDL_GetPerformanceCounter(), cpuNanoseconds: cpu)
    }
  }

  /// A frame drawn while a transition ran: the `frame`th (from 0) of the `transition`th
  /// transition (from 1), its work and the CPU time of it, and how many input events it
  /// handled.
  struct SlowFrame {
    let transition: Int
    let frame: Int
    let workMilliseconds: Double
    let cpuMilliseconds: Double
    let inputs: Int

    var json: [String: Any] {
      [
        "transition": transition, "frame": frame, "work_ms": workMilliseconds,
        "cpu_ms": cpuMilliseconds, "inputs": inputs,
      ]
    }
  }
}
