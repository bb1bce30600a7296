import Foundation

/// An open file that encoders write into: every write is checked, and the first failure is
/// kept with the path and the system's reason ("No space left on device"), so the file is
/// never taken for complete. Writes after a failure are dropped; `close()` reports it.
/// Made by `AtomicFile` (whole files) or `stream(to:)` (logs and recordings that grow).
public final class FileOutput {
  /// The path messages name: the destination the user gave, not a temporary.
  public let path: String
  private var descriptor: Int32
  public private(set) var failure: FileError?

  init(descriptor: Int32, path: String) {
    self.descriptor = descriptor
    self.path = path
  }

  deinit { if descriptor >= 0 { Glibc.close(descriptor) } }

  /// Writes all of `bytes` (retrying short writes and interrupted calls); false once any
  /// write has failed. For C callbacks that cannot throw.
  @discardableResult
  public func append(_ bytes: UnsafeRawBufferPointer) -> Bool {
    guard failure == nil else { return false }
    guard descriptor >= 0 else {
      failure = FileError(path: path, operation: "write", code: EBADF)
      return false
    }
    var offset = 0
    while offset < bytes.count {
      let written = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
      if written < 0 {
        if errno == EINTR { continue }
        failure = FileError(path: path, operation: "write", code: errno)
        return false
      }
      offset += written
    }
    return true
  }

  public func write(_ data: Data) throws {
    guard data.withUnsafeBytes({ append($0) }) else { throw failure! }
  }

  public func write(_ text: String) throws { try write(Data(text.utf8)) }

  /// Throws the first failure so far.
  public func check() throws {
    if let failure { throw failure }
  }

  /// Flushes the file to the disk, so a rename after it never makes an empty file of a
  /// complete one if the machine stops. Devices and pipes have nothing to flush.
  func synchronize() throws {
    try check()
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return }
    guard fsync(descriptor) == 0 else {
      failure = FileError(path: path, operation: "write", code: errno)
      throw failure!
    }
  }

  /// Closes the file; throws the first failure, including the close's own (NFS reports a
  /// full disk there).
  public func close() throws {
    guard descriptor >= 0 else { return try check() }
    let result = Glibc.close(descriptor)
    descriptor = -1
    if result != 0, failure == nil {
      failure = FileError(path: path, operation: "write", code: errno)
    }
    try check()
  }
}

/// A file operation that failed: what, on which path, and the system's reason.
public struct FileError: Error, CustomStringConvertible, Sendable {
  public let path: String
  public let operation: String
  public let code: Int32

  public init(path: String, operation: String, code: Int32) {
    self.path = path
    self.operation = operation
    self.code = code
  }

  public var description: String {
    "cannot \(operation) \(path): \(String(cString: strerror(code)))"
  }
}
