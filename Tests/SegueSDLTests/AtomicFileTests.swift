import Foundation
import SegueSDL
import Testing

/// `AtomicFile`, the one way Segue writes a file: nothing partial, nothing hijacked, nothing
/// replaced that is not a file, and every failure named.
@Suite struct AtomicFileTests {
  private let bitmap = Bitmap(width: 4, height: 2, pixels: [UInt8](repeating: 200, count: 32))

  @Test func aFailedWriteLeavesTheOldFileAndNoTemporary() throws {
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("frame.png")
    try Data("old".utf8).write(to: url)
    struct Stop: Error {}
    #expect(throws: Stop.self) {
      try AtomicFile.write(to: url) { output in
        try output.write("partial")
        throw Stop()
      }
    }
    #expect(try Data(contentsOf: url) == Data("old".utf8))
    #expect(FileSystemSupport.contents(of: folder) == ["frame.png"])
  }

  /// The temporary name was `.NAME.PID.tmp`, opened through whatever was there: a link
  /// planted at it made the PNG and GIF writers overwrite the file it pointed to.
  @Test func aLinkPlantedAtTheOldTemporaryNameIsNotFollowed() throws {
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let victim = folder.appendingPathComponent("victim.txt")
    try Data("precious".utf8).write(to: victim)
    for name in ["frame.png", "movie.gif"] {
      try FileManager.default.createSymbolicLink(
        atPath: folder.appendingPathComponent(".\(name).\(getpid()).tmp").path,
        withDestinationPath: victim.path)
    }
    try PNGFile.write(bitmap, to: folder.appendingPathComponent("frame.png"))
    let gif = try GIFWriter(url: folder.appendingPathComponent("movie.gif"), width: 4, height: 2)
    try gif.add(bitmap, delay: 0.1)
    try gif.finish()
    #expect(try Data(contentsOf: victim) == Data("precious".utf8))
    #expect(try PNGFile.read(folder.appendingPathComponent("frame.png")) == bitmap)
  }

  @Test func aLinkAsTheDestinationIsRefusedNamingIt() throws {
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let target = folder.appendingPathComponent("target.png")
    try Data("kept".utf8).write(to: target)
    let link = folder.appendingPathComponent("link.png")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
    let error = #expect(throws: OutputRefusal.self) { try PNGFile.write(bitmap, to: link) }
    #expect(error?.description.contains(link.path) == true)
    #expect(try Data(contentsOf: target) == Data("kept".utf8))
    #expect(
      try FileManager.default.attributesOfItem(atPath: link.path)[.type] as? FileAttributeType
        == .typeSymbolicLink)
  }

  /// A FIFO is written through in place (a script reading it gets the PNG), not replaced
  /// by a regular file.
  @Test func aFIFOIsWrittenThrough() async throws {
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let fifo = folder.appendingPathComponent("frames.fifo")
    #expect(mkfifo(fifo.path, 0o600) == 0)
    let read = try await FileSystemSupport.drain(fifo: fifo.path) {
      try PNGFile.write(bitmap, to: fifo)
    }
    #expect(try PNGFile.decode(read) == bitmap)
    var status = stat()
    #expect(lstat(fifo.path, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
    #expect(FileSystemSupport.contents(of: folder) == ["frames.fifo"])
  }

  /// /dev/full is a character device (written through) whose every write fails with ENOSPC.
  @Test func aFailedWriteThroughADeviceNamesThePathAndTheReason() throws {
    let error = #expect(throws: FileError.self) {
      try PNGFile.write(bitmap, to: URL(fileURLWithPath: "/dev/full"))
    }
    #expect(error?.description == "cannot write /dev/full: No space left on device")
  }

  @Test(
    .enabled(
      if: FileSystemSupport.canMountTmpfs,
      "a full disk needs a tmpfs: run the tests as root where mount(8) is allowed"))
  func aFullDiskIsAnErrorAndLeavesNothing() async throws {
    try await FileSystemSupport.withTmpfs(full: true) { folder in
      let url = folder.appendingPathComponent("frame.png")
      let png = #expect(throws: FileError.self) { try PNGFile.write(bitmap, to: url) }
      #expect(png?.description == "cannot write \(url.path): No space left on device")
      let gif = folder.appendingPathComponent("movie.gif")
      let gifError = #expect(throws: FileError.self) {
        let writer = try GIFWriter(url: gif, width: 4, height: 2)
        try writer.add(bitmap, delay: 0.1)
        try writer.finish()
      }
      #expect(gifError?.description == "cannot write \(gif.path): No space left on device")
      #expect(FileSystemSupport.contents(of: folder) == ["filler"])
    }
  }
}
