import ArgumentParser
import Foundation

/// Checks an output file path before any work is done, so a typo costs nothing.
enum OutputPath {
  static func validate(_ path: String, option: String) throws {
    let url = URL(fileURLWithPath: path)
    guard !path.isEmpty, !path.hasSuffix("/") else {
      throw ValidationError("\(option) '\(path)' is not a file name")
    }
    try validateParent(of: url, path: path, option: option)
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory),
      isDirectory.boolValue
    {
      throw ValidationError("\(option) '\(path)' is a directory")
    }
  }

  /// The folder that will hold `url` exists and is writable.
  static func validateParent(of url: URL, path: String, option: String) throws {
    let parent = url.deletingLastPathComponent().path
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: parent, isDirectory: &isDirectory) else {
      throw ValidationError("\(option) '\(path)': folder '\(parent)' does not exist")
    }
    guard isDirectory.boolValue else {
      throw ValidationError("\(option) '\(path)': '\(parent)' is a file, not a folder")
    }
    guard FileManager.default.isWritableFile(atPath: parent) else {
      throw ValidationError("\(option) '\(path)': folder '\(parent)' is not writable")
    }
  }
}
