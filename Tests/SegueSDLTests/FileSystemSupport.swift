import Foundation

/// Real file-system situations for the tests of what Segue writes: a full disk (a small
/// tmpfs, root only), FIFOs and links.
enum FileSystemSupport {
  static let isRoot = getuid() == 0

  /// Whether a tmpfs can be mounted here: needs root and a kernel that lets this container
  /// mount (CAP_SYS_ADMIN).
  static let canMountTmpfs: Bool = {
    guard isRoot, let folder = try? TestSupport.temporaryDirectory() else { return false }
    defer { try? FileManager.default.removeItem(at: folder) }
    guard run("/bin/mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", folder.path) else {
      return false
    }
    _ = run("/bin/umount", folder.path)
    return true
  }()

  /// A fresh tmpfs of `kilobytes`, filled to the last byte when `full`, passed to `body`
  /// and unmounted after.
  static func withTmpfs<Result>(
    kilobytes: Int = 256, full: Bool, _ body: (URL) async throws -> Result
  ) async throws -> Result {
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    guard run("/bin/mount", "-t", "tmpfs", "-o", "size=\(kilobytes)k", "tmpfs", folder.path) else {
      throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: folder.path])
    }
    defer { _ = run("/bin/umount", folder.path) }
    if full { fill(folder) }
    return try await body(folder)
  }

  /// The folder's files, hidden ones too (a leftover temporary is hidden).
  static func contents(of folder: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
  }

  /// Writes a hidden filler file until the file system refuses with ENOSPC.
  private static func fill(_ folder: URL) {
    let descriptor = open(folder.appendingPathComponent("filler").path, O_WRONLY | O_CREAT, 0o644)
    defer { close(descriptor) }
    let block = [UInt8](repeating: 7, count: 4096)
    while write(descriptor, block, block.count) > 0 {}
    while write(descriptor, block, 1) > 0 {}
  }

  @discardableResult
  static func run(_ tool: String, _ arguments: String...) -> Bool {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool)
    process.arguments = arguments
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return false }
    process.waitUntilExit()
    return process.terminationStatus == 0
  }

  /// Reads everything written into the FIFO at `path` while `writing` runs, on a thread of
  /// its own, until the writer closes it; released even if nothing ever opened the FIFO (a
  /// writer that replaced it instead), so a regression fails rather than hangs.
  static func drain(fifo path: String, writing: () async throws -> Void) async throws -> Data {
    // A write end held open here lets the reader open at once, and its close is the end of
    // file whether or not the writer under test ever opened the FIFO.
    let keeper = open(path, O_RDWR | O_NONBLOCK)
    let handle = FileHandle(fileDescriptor: open(path, O_RDONLY), closeOnDealloc: true)
    // The blocking read runs on a thread of its own, not in a task: it would hold one of the
    // cooperative pool's threads (two on a two-core machine), and two drains at once left
    // none for the writers they wait on, hanging the whole run.
    let reader = Task {
      await withCheckedContinuation { (read: CheckedContinuation<Data, Never>) in
        Thread { read.resume(returning: handle.readDataToEndOfFile()) }.start()
      }
    }
    var failure: Error?
    do { try await writing() } catch { failure = error }
    close(keeper)
    let read = await reader.value
    if let failure { throw failure }
    return read
  }

  /// A private character device (/dev/null's numbers) at `path`: a real device to write to
  /// without risking the system's own when a regression replaces it. Root only.
  static func makeNullDevice(at path: String) -> Bool {
    // makedev(1, 3): glibc packs small major and minor numbers as major << 8 | minor.
    mknod(path, S_IFCHR | 0o666, dev_t(1 << 8 | 3)) == 0
  }
}
