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

  @Test func randomInputKeepsThePlaygroundConsistent() throws {
    let (steps, seed) = try Self.settings(ProcessInfo.processInfo.environment)
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

  /// The run's steps and seed. A value that does not read is an error naming it: running
  /// the default seed instead would pass without testing what was asked.
  static func settings(_ environment: [String: String]) throws -> (steps: Int, seed: UInt64) {
    var steps = 100_000
    if let text = environment["SEGUE_FUZZ_EVENTS"] {
      guard let value = Int(text), value > 0 else {
        throw FuzzSettingError("SEGUE_FUZZ_EVENTS='\(text)' is not a positive whole number")
      }
      steps = value
    }
    var seed = defaultSeed
    if let text = environment["SEGUE_FUZZ_SEED"] {
      let value = text.hasPrefix("0x") ? UInt64(text.dropFirst(2), radix: 16) : UInt64(text)
      guard let value else {
        throw FuzzSettingError("SEGUE_FUZZ_SEED='\(text)' is not a decimal or 0x-hex seed")
      }
      seed = value
    }
    return (steps, seed)
  }

  @Test func anUnreadableSettingIsRefusedNotReplacedByTheDefault() throws {
    for environment in [
      ["SEGUE_FUZZ_SEED": "banana"], ["SEGUE_FUZZ_SEED": "0xZZ"], ["SEGUE_FUZZ_SEED": "-1"],
      ["SEGUE_FUZZ_EVENTS": "lots"], ["SEGUE_FUZZ_EVENTS": "0"],
    ] {
      let error = #expect(throws: FuzzSettingError.self) { try Self.settings(environment) }
      #expect(error?.description.contains(environment.values.first!) == true)
    }
    let settings = try Self.settings(["SEGUE_FUZZ_SEED": "0x10"])
    #expect(settings.steps == 100_000 && settings.seed == 16)
  }
}

struct FuzzSettingError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
