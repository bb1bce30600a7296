import ArgumentParser
import Foundation

/// Checks an output file path before any work is done, so a typo costs nothing.
public enum OutputPath {
  public static func validate(_ path: String, option: String) throws {
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
  public static func validateParent(of url: URL, path: String, option: String) throws {
    try validate(folder: url.deletingLastPathComponent().path, path: path, option: option)
  }

  /// `path` names an existing, writable folder, that files will be written into.
  public static func validateFolder(_ path: String, option: String) throws {
    guard !path.isEmpty else { throw ValidationError("\(option) '' is not a folder name") }
    try validate(folder: URL(fileURLWithPath: path).path, path: path, option: option)
  }

  private static func validate(folder: String, path: String, option: String) throws {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) else {
      throw ValidationError("\(option) '\(path)': folder '\(folder)' does not exist")
    }
    guard isDirectory.boolValue else {
      throw ValidationError("\(option) '\(path)': '\(folder)' is a file, not a folder")
    }
    guard FileManager.default.isWritableFile(atPath: folder) else {
      throw ValidationError("\(option) '\(path)': folder '\(folder)' is not writable")
    }
  }
}
