import ArgumentParser
import Foundation

/// Checks an output file path before any work is done, so a typo costs nothing.
enum OutputPath {
  static func validate(_ path: String, option: String) throws {
    let url = URL(fileURLWithPath: path)
    let directory = url.deletingLastPathComponent().path
    var isDirectory: ObjCBool = false
    guard !path.isEmpty, !path.hasSuffix("/") else {
      throw ValidationError("\(option) '\(path)' is not a file name")
    }
    guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory),
      isDirectory.boolValue
    else { throw ValidationError("\(option) '\(path)': directory '\(directory)' does not exist") }
    guard FileManager.default.isWritableFile(atPath: directory) else {
      throw ValidationError("\(option) '\(path)': directory '\(directory)' is not writable")
    }
    if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory),
      isDirectory.boolValue
    {
      throw ValidationError("\(option) '\(path)' is a directory")
    }
  }
}
