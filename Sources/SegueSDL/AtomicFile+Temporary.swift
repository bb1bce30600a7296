import Foundation

extension AtomicFile {
  /// Hidden temporaries beside an output, `.NAME.PID.RANDOM.tmp`: the random part makes the
  /// name unpredictable and creation is exclusive (`O_EXCL|O_NOFOLLOW`, `mkdir`), so a file
  /// or link planted in the folder is never written through; the process id says whose it is.
  public enum Temporary {
    /// Creates a new temporary file beside `url` for writing; its descriptor and path.
    static func createFile(beside url: URL) throws -> (Int32, String) {
      try create(beside: url) { path in
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
        return descriptor >= 0 ? (descriptor, path) : nil
      }
    }

    /// Creates a new, empty temporary folder beside `url`.
    public static func createFolder(beside url: URL) throws -> URL {
      let path = try create(beside: url) { path in mkdir(path, 0o777) == 0 ? path : nil }
      return URL(fileURLWithPath: path, isDirectory: true)
    }

    /// Tries fresh names until `make` creates one (nil with errno EEXIST: taken, try another).
    private static func create<Made>(beside url: URL, _ make: (String) -> Made?) throws -> Made {
      let folder = url.deletingLastPathComponent().path
      let prefix = ".\(url.lastPathComponent).\(getpid())."
      let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
      var generator = SystemRandomNumberGenerator()
      for _ in 0..<100 {
        let random = String((0..<8).map { _ in letters.randomElement(using: &generator)! })
        let path = (folder as NSString).appendingPathComponent("\(prefix)\(random).tmp")
        if let made = make(path) { return made }
        guard errno == EEXIST else {
          throw FileError(path: url.path, operation: "create a file beside", code: errno)
        }
      }
      throw FileError(path: url.path, operation: "create a file beside", code: EEXIST)
    }
  }
}
