import Foundation

/// Writes a file through a temporary name in the same directory, then renames it over the
/// destination: readers see the old file or the whole new one, never a partial file.
public enum AtomicFile {
  /// `body` writes to the temporary URL and returns 0 on success (SDL's convention); on any
  /// other result the temporary file is removed and the destination left as it was.
  public static func write(to url: URL, _ body: (URL) -> Int32) -> Int32 {
    let temporary = temporaryURL(for: url)
    let result = body(temporary)
    guard result == 0, rename(temporary.path, url.path) == 0 else {
      unlink(temporary.path)
      return result == 0 ? -1 : result
    }
    return 0
  }

  /// The hidden name beside `url` that a write goes to before it is renamed into place;
  /// the process id keeps two writers of the same file apart.
  public static func temporaryURL(for url: URL) -> URL {
    url.deletingLastPathComponent()
      .appendingPathComponent(
        ".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
  }

  public static func write(_ data: Data, to url: URL) throws {
    let result = write(to: url) { temporary in
      FileManager.default.createFile(atPath: temporary.path, contents: data) ? 0 : -1
    }
    guard result == 0 else {
      throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
    }
  }
}
