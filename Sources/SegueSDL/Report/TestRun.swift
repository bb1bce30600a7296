import Foundation

/// One test run, the comparisons a snapshot report describes: a `swift test`, or a test
/// process started some other way (the test bundle run directly, by an editor), on its own.
/// `swift test` runs its tests in several processes (XCTest's and Swift Testing's, or one a
/// test with `--parallel`), all children of its one `swift-test` process and of no other, so
/// that process names their run. It passes them no variable that would tell one invocation
/// from the next, and the artifacts folder (the temporary folder by default) is shared by
/// every package and every run on the machine.
///
/// A run is named by its process's id, that process's start time since boot and the boot,
/// so a process id the system hands out again later does not continue a finished run.
public struct TestRun: Hashable, Sendable {
  public let process: Int32
  /// Clock ticks from boot to the process's start (`/proc/PID/stat`'s 22nd field).
  public let startTime: UInt64
  /// The start of `/proc/sys/kernel/random/boot_id`, new at every boot.
  public let boot: String

  public init(process: Int32, startTime: UInt64, boot: String) {
    self.process = process
    self.startTime = startTime
    self.boot = boot
  }

  /// `BOOT-PROCESS-STARTTIME`, the name of the run's manifest folder.
  public var name: String { "\(boot)-\(process)-\(startTime)" }

  public init?(name: String) {
    let parts = name.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 3, !parts[0].isEmpty, let process = Int32(parts[1]),
      let startTime = UInt64(parts[2])
    else { return nil }
    self.init(process: process, startTime: startTime, boot: String(parts[0]))
  }

  /// This process's run. The parent is read once: a test process whose `swift test` died
  /// is re-parented, but it is still of the run it started in.
  public static let current =
    of(process: getpid()) ?? TestRun(process: getpid(), startTime: 0, boot: currentBoot)

  /// The run process `pid` is part of: its parent's when that is `swift test`, else its
  /// own; nil when the process is not there.
  public static func of(process pid: Int32) -> TestRun? {
    guard let process = ProcessStatus(pid) else { return nil }
    if let parent = ProcessStatus(process.parent), parent.command == "swift-test" {
      return TestRun(process: parent.id, startTime: parent.startTime, boot: currentBoot)
    }
    return TestRun(process: pid, startTime: process.startTime, boot: currentBoot)
  }

  /// Whether the run is over: the process it is named by has exited (its id is free, names
  /// a process started later, or a zombie its parent has yet to reap), or the machine has
  /// booted since. `swift test` exits after the last of its test processes.
  public var isFinished: Bool {
    guard boot == Self.currentBoot, let status = ProcessStatus(process) else { return true }
    return status.startTime != startTime || status.hasExited
  }

  private static let currentBoot: String = {
    let id = (try? String(contentsOfFile: "/proc/sys/kernel/random/boot_id", encoding: .utf8))
    // Letters and digits only: the name's parts are separated by "-".
    let letters = (id ?? "").prefix(8).filter { $0.isLetter || $0.isNumber }
    return letters.isEmpty ? "boot" : String(letters)
  }()
}

/// What `/proc/PID/stat` says of a process: its command (the executable's name, at most
/// 15 bytes), state, parent and start time.
private struct ProcessStatus {
  let id: Int32
  let command: String
  let state: Substring
  let parent: Int32
  let startTime: UInt64

  /// A zombie (Z) or dead (X) process has exited; only its parent's wait is missing.
  var hasExited: Bool { state == "Z" || state == "X" }

  init?(_ id: Int32) {
    guard id > 0,
      let text = try? String(contentsOfFile: "/proc/\(id)/stat", encoding: .utf8),
      let open = text.firstIndex(of: "("), let close = text.lastIndex(of: ")")
    else { return nil }
    // The command is in parentheses and may hold spaces and parentheses itself: the fields
    // after it start after the last ")", with the state (the 3rd field).
    let fields = text[text.index(after: close)...].split(separator: " ")
    guard fields.count > 19, let parent = Int32(fields[1]), let startTime = UInt64(fields[19])
    else { return nil }
    self.id = id
    self.command = String(text[text.index(after: open)..<close])
    self.state = fields[0]
    self.parent = parent
    self.startTime = startTime
  }
}
