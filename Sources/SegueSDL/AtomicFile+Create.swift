import Foundation

extension AtomicFile {
  /// Writes a new file under the first of `names` (in `folder`) that is free, never replacing
  /// one: `body` writes to a temporary file, which is then hard-linked into place, and link(2)
  /// fails rather than replace, even against a concurrent writer. Returns the file's URL.
  public static func create(
    in folder: URL, firstFreeOf names: some Sequence<String>, _ body: (URL) throws -> Void
  ) throws -> URL {
    let temporary = temporaryURL(for: folder.appendingPathComponent("new-file"))
    defer { unlink(temporary.path) }
    try body(temporary)
    for name in names {
      let url = folder.appendingPathComponent(name)
      if link(temporary.path, url.path) == 0 { return url }
      guard errno == EEXIST else {
        throw CocoaError(
          .fileWriteUnknown,
          userInfo: [
            NSFilePathErrorKey: url.path,
            NSLocalizedDescriptionKey:
              "cannot create \(url.path): \(String(cString: strerror(errno)))",
          ])
      }
    }
    throw CocoaError(.fileWriteFileExists, userInfo: [NSFilePathErrorKey: folder.path])
  }
}
