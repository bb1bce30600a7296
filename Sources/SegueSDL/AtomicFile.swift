import Foundation

/// The one way Segue writes a file: through a temporary beside the destination, created
/// exclusively (never through a link planted at its name), every write checked, flushed to
/// the disk and then renamed over the destination. Readers see the old file or the whole new
/// one; a failed write removes the temporary, leaves the destination as it was and throws an
/// error naming the destination and the system's reason. A FIFO or character device
/// destination is written through in place instead (`OutputDestination`).
///
///     try AtomicFile.write(to: url) { output in try output.write(header); try output.write(body) }
public enum AtomicFile {
  /// `durable: false` renames without flushing to the disk first (see `Pending`): for a
  /// file inside a folder that is itself flushed and renamed into place whole (`segue
  /// replay --out`), one flush for the folder instead of one a frame, which cost more than
  /// encoding the frame.
  public static func write(
    to url: URL, durable: Bool = true, _ body: (FileOutput) throws -> Void
  ) throws {
    let pending = try Pending(url: url, durable: durable)
    try body(pending.output)
    try pending.commit()
  }

  public static func write(_ data: Data, to url: URL, durable: Bool = true) throws {
    try write(to: url, durable: durable) { try $0.write(data) }
  }
}
