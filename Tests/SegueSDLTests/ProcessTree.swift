import Foundation

/// A process and the processes it started, read from `/proc`: a browser is a tree (its
/// zygote, renderers, GPU process), and a hung one is ended whole, so no orphan outlives
/// the test.
///
/// A process is known by its id and its start time: ids are handed out again once the
/// kernel's counter wraps (at 32,768 by default, which a run of the whole suite's thousands
/// of short processes passes), so an id read before a wait may name another test's process
/// (an Xvfb, a playground) after it. Nothing is killed unless it started when it did.
enum ProcessTree {
  /// One process as it was read: its id and when it started (clock ticks after boot).
  struct Member: Equatable {
    let pid: pid_t
    let start: UInt64
  }

  /// `pid` as it is now; nil when there is no such process.
  static func member(_ pid: pid_t) -> Member? {
    stat(of: pid).map { Member(pid: pid, start: $0.start) }
  }

  /// `root` and the processes descended from it (children, their children…), as they are
  /// now.
  static func tree(of root: Member) -> [Member] {
    let processes = allProcesses()
    var found = [root]
    var frontier = [root.pid]
    while let parent = frontier.popLast() {
      let children = processes.filter { $0.parent == parent }
      found += children.map(\.member)
      frontier += children.map(\.member.pid)
    }
    return found
  }

  /// Sends SIGKILL to `root` and every process descended from it that is still the process
  /// it was. The tree is read before any is killed (a killed parent's children are handed
  /// to init and lose the link).
  static func kill(_ root: Member) {
    for member in tree(of: root) where isAlive(member) { Glibc.kill(member.pid, SIGKILL) }
  }

  /// True while `member` exists, is the process that started when it did, and has not
  /// exited (a zombie waiting to be reaped has).
  static func isAlive(_ member: Member) -> Bool {
    guard let now = stat(of: member.pid) else { return false }
    return now.start == member.start && now.state != "Z" && now.state != "X"
  }

  /// True while a process `pid` exists and has not exited.
  static func isAlive(_ pid: pid_t) -> Bool {
    guard let now = stat(of: pid) else { return false }
    return now.state != "Z" && now.state != "X"
  }

  /// The fields of `/proc/PID/stat` read here: `pid (name) state ppid … starttime …`; the
  /// name may hold spaces and parentheses, so the fields are counted after its last ")"
  /// (state is field 3, the parent 4, the start time 22).
  private static func stat(of pid: pid_t) -> (state: Substring, parent: pid_t, start: UInt64)? {
    guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let end = text.lastIndex(of: ")")
    else { return nil }
    let fields = text[text.index(after: end)...].split(separator: " ")
    guard fields.count > 19, let parent = pid_t(fields[1]), let start = UInt64(fields[19])
    else { return nil }
    return (fields[0], parent, start)
  }

  /// Every process, with its parent.
  private static func allProcesses() -> [(member: Member, parent: pid_t)] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.compactMap { entry in
      guard let pid = pid_t(entry), let fields = stat(of: pid) else { return nil }
      return (Member(pid: pid, start: fields.start), fields.parent)
    }
  }
}
