import Foundation

/// A process and the processes it started, read from `/proc`: a browser is a tree (its
/// zygote, renderers, GPU process), and a hung one is ended whole, so no orphan outlives
/// the test.
enum ProcessTree {
  /// The processes descended from `root` (children, their children…), not `root` itself.
  static func descendants(of root: pid_t) -> [pid_t] {
    let parents = parentsByProcess()
    var found: [pid_t] = []
    var frontier = [root]
    while let parent = frontier.popLast() {
      let children = parents.filter { $0.value == parent }.map(\.key)
      found += children
      frontier += children
    }
    return found
  }

  /// Sends SIGKILL to `root` and every process descended from it. The tree is read before
  /// any is killed (a killed parent's children are handed to init and lose the link).
  static func kill(_ root: pid_t) {
    let tree = [root] + descendants(of: root)
    for process in tree { Glibc.kill(process, SIGKILL) }
  }

  /// True while `process` exists and has not exited (a zombie waiting to be reaped has).
  static func isAlive(_ process: pid_t) -> Bool {
    guard let stat = try? String(contentsOfFile: "/proc/\(process)/stat", encoding: .utf8),
      let end = stat.lastIndex(of: ")")
    else { return false }
    let state = stat[stat.index(after: end)...].split(separator: " ").first
    return state != "Z" && state != "X"
  }

  /// Every process's parent, from `/proc/PID/stat` (`pid (name) state ppid …`; the name
  /// may hold spaces and parentheses, so the fields are read after its last ")").
  private static func parentsByProcess() -> [pid_t: pid_t] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    var parents: [pid_t: pid_t] = [:]
    for entry in entries {
      guard let process = pid_t(entry),
        let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
        let end = stat.lastIndex(of: ")")
      else { continue }
      let fields = stat[stat.index(after: end)...].split(separator: " ")
      if fields.count > 1, let parent = pid_t(fields[1]) { parents[process] = parent }
    }
    return parents
  }
}
