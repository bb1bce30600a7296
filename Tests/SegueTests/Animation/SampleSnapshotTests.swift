import Foundation
import Testing

@testable import Segue

/// Curves and springs sampled at fixed t, kept as text beside this file: any change to the
/// solvers shows up as a readable diff. Delete the file to record it again (the test then
/// fails once, saying so); check the new values before committing them.
struct SampleSnapshotTests {
  static let snapshot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("__Snapshots__/AnimationSamples.txt")

  static func format(_ value: Double) -> String {
    let text = String(format: "%.9f", value)
    return text == "-0.000000000" ? "0.000000000" : text
  }

  static var samples: String {
    var lines = ["# t, then progress; 9 decimals"]
    let times = stride(from: 0.0, through: 1.0, by: 0.05).map { $0 }
    let curves: [(String, CubicBezier)] = [
      ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut),
      ("easeInOut", .easeInOut), ("caDefault", .default),
    ]
    for (name, curve) in curves {
      lines.append("curve \(name)")
      for t in times { lines.append("  \(format(t)) \(format(curve.value(at: t)))") }
    }
    let springs: [(String, Spring)] = [
      ("uikit ζ0.5 d1", Spring(dampingRatio: 0.5, initialVelocity: 0, duration: 1)),
      ("uikit ζ1 d1 v2", Spring(dampingRatio: 1, initialVelocity: 2, duration: 1)),
      ("uikit ζ0.8 d0.35", Spring(dampingRatio: 0.8, initialVelocity: 0, duration: 0.35)),
      ("ca m1 k100 c10", Spring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0)),
      ("ca m1 k100 c30", Spring(mass: 1, stiffness: 100, damping: 30, initialVelocity: 0)),
      (
        "pop b10 s12",
        {
          let dynamics = Spring.popDynamics(bounciness: 10, speed: 12)
          return Spring(
            mass: 1, stiffness: dynamics.tension, damping: dynamics.friction, initialVelocity: 0)
        }()
      ),
    ]
    for (name, spring) in springs {
      lines.append(
        "spring \(name): k \(format(spring.stiffness)) c \(format(spring.damping)) "
          + "settles \(format(spring.settlingDuration()))")
      for t in times { lines.append("  \(format(t)) \(format(spring.value(at: t)))") }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  @Test func samplesMatchTheCommittedSnapshot() throws {
    let actual = Self.samples
    guard let expected = try? String(contentsOf: Self.snapshot, encoding: .utf8) else {
      try actual.write(to: Self.snapshot, atomically: true, encoding: .utf8)
      Issue.record("recorded \(Self.snapshot.path); check it and run again")
      return
    }
    #expect(actual == expected)
  }
}
