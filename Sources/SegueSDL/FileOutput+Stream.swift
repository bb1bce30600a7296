import Foundation

extension FileOutput {
  /// A file written as it goes, in place, for what must survive its writer stopping at any
  /// moment (a log, a recording): a regular file is created or emptied (never followed
  /// through a link), a FIFO or character device written through, anything else refused as
  /// `OutputDestination` does. Writes append (`O_APPEND`): processes that write one file in
  /// turn (the window log of the playgrounds `segue watch` runs one after the other) add
  /// their lines in the order written, never over one another or past a hole.
  public static func stream(to url: URL) throws -> FileOutput {
    let flags: Int32 =
      switch try OutputDestination(path: url.path) {
      case .replace: O_WRONLY | O_CREAT | O_TRUNC | O_APPEND | O_NOFOLLOW | O_CLOEXEC
      case .writeThrough: O_WRONLY | O_NOCTTY | O_CLOEXEC
      }
    let descriptor = open(url.path, flags, 0o666)
    guard descriptor >= 0 else { throw FileError(path: url.path, operation: "open", code: errno) }
    return FileOutput(descriptor: descriptor, path: url.path)
  }
}
