import Foundation

/// What a path an output goes to holds now, and so how it is written. A missing path or a
/// regular file is replaced whole (through a temporary renamed over it). A FIFO or a
/// character device, named directly or through symbolic links (`/dev/stdout` into a pipe,
/// `/dev/null`, a FIFO a script reads), is written through in place: renaming over it would
/// replace the device or pipe the user meant to write to, and as root even `/dev/null`.
/// Anything else that exists (a folder, a symbolic link to a file or folder, a socket, a block
/// device) is not ours to replace: `init` throws, naming it.
public enum OutputDestination: Equatable, Sendable {
  case replace
  case writeThrough

  public init(path: String) throws(OutputRefusal) {
    var status = stat()
    guard lstat(path, &status) == 0 else {
      // Missing, or a folder on the way is: creating the temporary names the real problem.
      self = .replace
      return
    }
    switch status.st_mode & S_IFMT {
    case S_IFREG:
      self = .replace
    case S_IFIFO, S_IFCHR:
      self = .writeThrough
    case S_IFLNK:
      var target = stat()
      let kind = stat(path, &target) == 0 ? target.st_mode & S_IFMT : 0
      guard kind == S_IFIFO || kind == S_IFCHR else {
        let resolved = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?"
        throw OutputRefusal(
          path: path,
          reason: "is a symbolic link (to \(resolved)); name the file itself to replace it")
      }
      self = .writeThrough
    case S_IFDIR:
      throw OutputRefusal(path: path, reason: "is a directory")
    case S_IFSOCK:
      throw OutputRefusal(path: path, reason: "is a socket, not a regular file")
    case S_IFBLK:
      throw OutputRefusal(path: path, reason: "is a block device, not a regular file")
    default:
      throw OutputRefusal(path: path, reason: "is not a regular file")
    }
  }
}

/// An output path that exists and is not a regular file, a FIFO or a character device.
public struct OutputRefusal: Error, CustomStringConvertible, Sendable {
  public let path: String
  public let reason: String
  public var description: String { "'\(path)' \(reason)" }
}
