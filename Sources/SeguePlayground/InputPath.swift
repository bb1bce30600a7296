import ArgumentParser
import Foundation

/// Checks a file the command reads before any work is done: it exists, is a regular file
/// and can be read. Anything else is named for what it is: a FIFO would block the read until
/// some writer came (or be read once and lost), and its open fails as "permission denied".
public enum InputPath {
  public static func validate(_ path: String, what: String) throws {
    var status = stat()
    guard stat(path, &status) == 0 else {
      if errno == ENOENT { throw ValidationError("\(what) '\(path)' does not exist") }
      throw ValidationError("cannot read \(what) '\(path)': \(String(cString: strerror(errno)))")
    }
    if status.st_mode & S_IFMT == S_IFDIR {
      throw ValidationError("\(what) '\(path)' is a folder, not a file")
    }
    let kind: String? =
      switch status.st_mode & S_IFMT {
      case S_IFREG: nil
      case S_IFIFO: "a FIFO (named pipe)"
      case S_IFCHR: "a character device"
      case S_IFBLK: "a block device"
      case S_IFSOCK: "a socket"
      default: "not a regular file"
      }
    if let kind {
      throw ValidationError(
        "\(what) '\(path)' is \(kind), not a regular file; save what it gives to a file and name that"
      )
    }
    guard access(path, R_OK) == 0 else {
      throw ValidationError("cannot read \(what) '\(path)': \(String(cString: strerror(errno)))")
    }
  }
}
