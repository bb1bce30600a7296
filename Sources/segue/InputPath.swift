import ArgumentParser
import Foundation

/// Checks a file the command reads before any work is done: it exists, is a file (not a
/// folder) and can be read.
enum InputPath {
  static func validate(_ path: String, what: String) throws {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw ValidationError("\(what) '\(path)' does not exist")
    }
    guard !isDirectory.boolValue else {
      throw ValidationError("\(what) '\(path)' is a folder, not a file")
    }
    guard FileManager.default.isReadableFile(atPath: path) else {
      throw ValidationError("cannot read \(what) '\(path)'")
    }
  }
}
