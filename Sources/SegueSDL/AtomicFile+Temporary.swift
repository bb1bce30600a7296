import Foundation
import Synchronization

extension AtomicFile {
  /// Hidden temporaries beside an output, `.NAME.PID.RANDOM.tmp`: the random part makes the
  /// name unpredictable and creation is exclusive (`O_EXCL|O_NOFOLLOW`, `mkdir`), so a file
  /// or link planted in the folder is never written through; the process id says whose it
  /// is. The process's live temporaries are listed, so an interrupted export removes them
  /// (`removeAll()`), and those of processes that died anyway (SIGKILL, a crash) are swept
  /// from a folder the first time a later process makes one there.
  public enum Temporary {
    private static let live = Mutex<Set<String>>([])
    /// The folders already swept by this process: once each, not once a file (an export of
    /// n frames into one folder would list it n times, n² names read).
    private static let swept = Mutex<Set<String>>([])

    /// Creates a new temporary file beside `url` for writing; its descriptor and path.
    static func createFile(beside url: URL) throws -> (Int32, String) {
      try create(beside: url, failure: (url.path, "create a file beside")) { path in
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
        return descriptor >= 0 ? (descriptor, path) : nil
      }
    }

    /// Creates a new, empty temporary folder beside `url`. An error names the folder it
    /// could not be made in, which the user chose, not the temporary's hidden name.
    public static func createFolder(beside url: URL) throws -> URL {
      let parent = url.deletingLastPathComponent().path
      let path = try create(beside: url, failure: (parent, "make a folder in")) { path in
        mkdir(path, 0o777) == 0 ? path : nil
      }
      return URL(fileURLWithPath: path, isDirectory: true)
    }

    /// Renames the temporary at `path` to `destination`; false (errno set) when it fails.
    public static func rename(_ path: String, to destination: String) -> Bool {
      guard Glibc.rename(path, destination) == 0 else { return false }
      _ = live.withLock { $0.remove(path) }
      return true
    }

    /// Removes the temporary file or folder at `path`.
    public static func remove(_ path: String) {
      try? FileManager.default.removeItem(atPath: path)
      _ = live.withLock { $0.remove(path) }
    }

    /// Removes every temporary of this process, for an export interrupted by a signal;
    /// none is made after it (the process is about to exit).
    public static func removeAll() {
      live.withLock { paths in
        for path in paths {
          // The export goes on writing while this runs: a frame written into a folder between
          // the removal of its contents and of the folder leaves it, so try again.
          for _ in 0..<10 where FileManager.default.fileExists(atPath: path) {
            try? FileManager.default.removeItem(atPath: path)
          }
        }
        paths.removeAll()
      }
    }

    /// Tries fresh names until `make` creates one (nil with errno EEXIST: taken, try another).
    /// A failure is a `FileError` of `failure`'s path and operation.
    private static func create<Made>(
      beside url: URL, failure: (path: String, operation: String), _ make: (String) -> Made?
    ) throws -> Made {
      let folder = url.deletingLastPathComponent().path
      sweep(folder)
      let prefix = ".\(url.lastPathComponent).\(getpid())."
      let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
      var generator = SystemRandomNumberGenerator()
      for _ in 0..<100 {
        let random = String((0..<8).map { _ in letters.randomElement(using: &generator)! })
        let path = (folder as NSString).appendingPathComponent("\(prefix)\(random).tmp")
        // Listed before it exists: a signal between the two finds nothing to remove.
        live.withLock { _ = $0.insert(path) }
        if let made = make(path) { return made }
        let code = errno
        _ = live.withLock { $0.remove(path) }
        guard code == EEXIST else {
          throw FileError(path: failure.path, operation: failure.operation, code: code)
        }
      }
      throw FileError(path: failure.path, operation: failure.operation, code: EEXIST)
    }

    /// Removes the temporaries in `folder` that belong to this user and to a process that no
    /// longer exists, the first time this process makes one there (what dies later is swept
    /// by the next process).
    private static func sweep(_ folder: String) {
      guard swept.withLock({ $0.insert(folder).inserted }),
        let names = try? FileManager.default.contentsOfDirectory(atPath: folder)
      else {
        return
      }
      for name in names where name.hasPrefix(".") && name.hasSuffix(".tmp") {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 5, parts[parts.count - 2].count == 8,
          let pid = pid_t(parts[parts.count - 3]), pid > 0, pid != getpid(),
          kill(pid, 0) != 0, errno == ESRCH
        else { continue }
        let path = (folder as NSString).appendingPathComponent(name)
        var status = stat()
        guard lstat(path, &status) == 0, status.st_uid == getuid() else { continue }
        try? FileManager.default.removeItem(atPath: path)
      }
    }
  }
}
