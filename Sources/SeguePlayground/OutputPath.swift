import ArgumentParser
import Foundation
import SegueSDL

/// Checks an output file path before any work is done, so a typo costs nothing: its folder
/// exists and is writable, it is not one of the command's `inputs` (by any name: a link, a
/// relative path), and what is there may be written (`OutputDestination`: a missing path or
/// regular file is replaced, a FIFO or device written through, anything else refused).
public enum OutputPath {
  public static func validate(_ path: String, option: String, inputs: [String?] = []) throws {
    let url = URL(fileURLWithPath: path)
    guard !path.isEmpty, !path.hasSuffix("/") else {
      throw ValidationError("\(option) '\(path)' is not a file name")
    }
    try validateParent(of: url, path: path, option: option)
    try validate(path, option: option, isNotOneOf: inputs)
    do {
      _ = try OutputDestination(path: path)
    } catch {
      throw ValidationError("\(option) \(error)")
    }
  }

  /// An output that is the same file as an input would destroy what the command reads.
  static func validate(_ path: String, option: String, isNotOneOf inputs: [String?]) throws {
    var output = stat()
    guard stat(path, &output) == 0 else { return }
    for case let input? in inputs {
      var status = stat()
      if stat(input, &status) == 0, status.st_dev == output.st_dev, status.st_ino == output.st_ino {
        throw ValidationError("\(option) '\(path)' is the input '\(input)'; name a new file")
      }
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
