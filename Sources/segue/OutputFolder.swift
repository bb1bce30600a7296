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
    let temporary = try AtomicFile.Temporary.createFolder(beside: url)
    do {
      let result = try body(temporary)
      // Files in the folder may be written unflushed: one flush of the file system holding
      // it before the rename, so the folder never appears with empty files after a crash.
      let descriptor = open(temporary.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
      defer { if descriptor >= 0 { close(descriptor) } }
      guard descriptor >= 0, syncfs(descriptor) == 0 else {
        throw FileError(path: url.path, operation: "write", code: errno)
      }
      // rename(2) replaces an empty folder named by the user in one step.
      guard AtomicFile.Temporary.rename(temporary.path, to: url.path) else {
        throw FileError(path: url.path, operation: "create", code: errno)
      }
      return result
    } catch let error as FileError where error.path.hasPrefix(temporary.path) {
      AtomicFile.Temporary.remove(temporary.path)
      // Name the file where the user will look for it, not inside the hidden folder.
      throw FileError(
        path: url.path + error.path.dropFirst(temporary.path.count), operation: error.operation,
        code: error.code)
    } catch {
      AtomicFile.Temporary.remove(temporary.path)
      throw error
    }
  }
}

/// glibc's syncfs(2): flushes the file system holding `descriptor`. Glibc's Swift module
/// leaves it out (it is declared only under _GNU_SOURCE); the C symbol is always there.
@_silgen_name("syncfs")
private func syncfs(_ descriptor: Int32) -> Int32
