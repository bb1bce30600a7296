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
    /// Whether the commit waits for the disk (fsync) before the rename.
    private let durable: Bool

    /// `durable: false` skips the flush to the disk: readers still see the old file or the
    /// whole new one, but a power cut may lose it. For files as cheap to lose as to write
    /// again (a test's manifest entries), where the flush would cost more than the work.
    public init(url: URL, durable: Bool = true) throws {
      self.url = url
      self.durable = durable
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

    /// Flushes (unless not `durable`), closes and renames the file into place; on any
    /// failure removes the temporary and throws.
    public func commit() throws {
      do {
        if durable { try output.synchronize() }
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
