import Foundation

extension AtomicFile {
  /// A write under way, for writers that outlive one call (a GIF gets its frames one at a
  /// time): `output` takes the bytes, `commit()` puts the file in place, and a pending write
  /// dropped without a commit removes its temporary.
  public final class Pending {
    public let url: URL
    public let output: FileOutput
    /// The temporary's path; nil when writing through a FIFO or device in place.
    private var temporary: String?

    public init(url: URL) throws {
      self.url = url
      switch try OutputDestination(path: url.path) {
      case .replace:
        let (descriptor, path) = try Temporary.createFile(beside: url)
        output = FileOutput(descriptor: descriptor, path: url.path)
        temporary = path
      case .writeThrough:
        let descriptor = open(url.path, O_WRONLY | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else {
          throw FileError(path: url.path, operation: "open", code: errno)
        }
        output = FileOutput(descriptor: descriptor, path: url.path)
      }
    }

    deinit { discard() }

    /// Flushes (unless `synchronize` is false), closes and renames the file into place; on
    /// any failure removes the temporary and throws.
    public func commit(synchronize: Bool = true) throws {
      do {
        if synchronize { try output.synchronize() }
        try output.close()
        if let temporary, !Temporary.rename(temporary, to: url.path) {
          throw FileError(path: url.path, operation: "replace", code: errno)
        }
        temporary = nil
      } catch {
        discard()
        throw error
      }
    }

    /// Removes the temporary, leaving the destination as it was.
    public func discard() {
      try? output.close()
      if let temporary { Temporary.remove(temporary) }
      temporary = nil
    }
  }
}
