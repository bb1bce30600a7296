import Foundation

extension AtomicFile {
  /// Writes a new file under the first of `names` (in `folder`) that is free, never replacing
  /// one: `body` writes to a temporary file, which is then hard-linked into place, and link(2)
  /// fails rather than replace, even against a concurrent writer. Returns the file's URL.
  public static func create(
    in folder: URL, firstFreeOf names: some Sequence<String>, _ body: (FileOutput) throws -> Void
  ) throws -> URL {
    let (descriptor, temporary) = try Temporary.createFile(
      beside: folder.appendingPathComponent("new-file"))
    defer { Temporary.remove(temporary) }
    let output = FileOutput(descriptor: descriptor, path: folder.path)
    try body(output)
    try output.synchronize()
    try output.close()
    for name in names {
      let url = folder.appendingPathComponent(name)
      if link(temporary, url.path) == 0 { return url }
      guard errno == EEXIST else {
        throw FileError(path: url.path, operation: "create", code: errno)
      }
    }
    throw FileError(path: folder.path, operation: "find a free name in", code: EEXIST)
  }
}
