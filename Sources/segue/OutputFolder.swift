import ArgumentParser
import Foundation
import SeguePlayground
import SegueSDL

/// A folder of outputs written all or nothing: files go into a hidden temporary folder
/// beside it, renamed into place only when every file is written.
enum OutputFolder {
  /// The folder must not exist yet (or be empty), and its parent must be writable.
  static func validate(_ path: String, option: String) throws {
    let url = URL(fileURLWithPath: path, isDirectory: true)
    let manager = FileManager.default
    var isDirectory: ObjCBool = false
    if manager.fileExists(atPath: url.path, isDirectory: &isDirectory) {
      guard isDirectory.boolValue else { throw ValidationError("\(option) '\(path)' is a file") }
      guard (try? manager.contentsOfDirectory(atPath: url.path).isEmpty) == true else {
        throw ValidationError("\(option) '\(path)' is not empty; name a new folder")
      }
    }
    try OutputPath.validateParent(of: url, path: path, option: option)
  }

  static func write<Result>(to url: URL, _ body: (URL) throws -> Result) throws -> Result {
    let manager = FileManager.default
    let temporary = AtomicFile.temporaryURL(for: url)
    try? manager.removeItem(at: temporary)
    try manager.createDirectory(at: temporary, withIntermediateDirectories: false)
    do {
      let result = try body(temporary)
      // rename(2) replaces an empty folder named by the user in one step.
      guard rename(temporary.path, url.path) == 0 else {
        throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
      }
      return result
    } catch {
      try? manager.removeItem(at: temporary)
      throw error
    }
  }
}
