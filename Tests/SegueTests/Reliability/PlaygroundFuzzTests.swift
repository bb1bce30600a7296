import Foundation
import Testing

@testable import Segue

/// Random input against the playground app, checked after every step (see
/// `PlaygroundInvariants`). `SEGUE_FUZZ_EVENTS` sets the number of steps (100,000 by
/// default), `SEGUE_FUZZ_SEED` the seed (decimal or 0x-hex); a failure names the seed, the
/// step and the last steps before it, so `SEGUE_FUZZ_SEED=… swift test --filter
/// PlaygroundFuzzTests` replays it exactly.
@MainActor
@Suite struct PlaygroundFuzzTests {
  static let defaultSeed: UInt64 = 0x5E6E_2026

  @Test func randomInputKeepsThePlaygroundConsistent() {
    let environment = ProcessInfo.processInfo.environment
    let steps = environment["SEGUE_FUZZ_EVENTS"].flatMap { Int($0) } ?? 100_000
    let seed = environment["SEGUE_FUZZ_SEED"].flatMap(Self.parseSeed) ?? Self.defaultSeed
    let warnings = WarningLog()
    let fuzzer = PlaygroundFuzzer(seed: seed)
    var invariants = PlaygroundInvariants()
    var recent: [String] = []
    var sceneSwitches = 0
    Diagnostics.$sink.withValue(warnings.sink) {
      for index in 0..<steps {
        let window = ObjectIdentifier(fuzzer.app.window)
        let done = fuzzer.step()
        recent.append("\(index): \(done)")
        if recent.count > 20 { recent.removeFirst() }
        if ObjectIdentifier(fuzzer.app.window) != window {
          invariants.reset()
          sceneSwitches += 1
        }
        let problem =
          fuzzer.leakedWindow ?? invariants.check(fuzzer.app.window, drawing: fuzzer.didDraw)
        if let problem {
          Issue.record(
            """
            fuzz seed \(String(seed, radix: 16)) (SEGUE_FUZZ_SEED=0x\(String(seed, radix: 16))), \
            step \(index) of \(steps): \(problem)
            last steps:
            \(recent.joined(separator: "\n"))
            """)
          return
        }
      }
    }
    // Misuse is expected (careless animators, refused calls): it must warn, and it is
    // counted here so a change in the mix shows in the log.
    var kinds: [String: Int] = [:]
    for message in warnings.messages {
      kinds[String(message.prefix(48)), default: 0] += 1
    }
    print(
      "fuzz seed 0x\(String(seed, radix: 16)): \(steps) steps, \(sceneSwitches) scene switches, "
        + "\(invariants.transitionsSeen) transitions (\(invariants.interactiveSeen) interactive, "
        + "\(invariants.overrunning) of seed "
        + "animators past their duration), \(warnings.messages.count) warnings")
    for (kind, count) in kinds.sorted(by: { $0.value > $1.value }) {
      print("  \(count)× \(kind)…")
    }
    // The mix reaches what it is meant to: transitions, and drags that drive them.
    #expect(invariants.transitionsSeen > steps / 100)
    #expect(invariants.interactiveSeen > steps / 1000)
  }

  private static func parseSeed(_ text: String) -> UInt64? {
    text.hasPrefix("0x") ? UInt64(text.dropFirst(2), radix: 16) : UInt64(text)
  }
}
