import Foundation
import Segue
import SegueSDL

/// The playground's `P` key, between the window and the app: once the frame the press
/// leads to is computed, the same frame (device and inspector) is drawn by the headless
/// renderer at the window's size and pixel scale (so the PNG is exactly that frame, the same on every run)
/// and written to a new timestamped PNG in `folder`, whose path is printed. The app, and so
/// a replay, ignores the key; only the file's name reads the wall clock.
@MainActor
final class ScreenshotKey: WindowHostDelegate {
  private let wrapped: WindowHostDelegate
  private let host: WindowHost
  private let folder: URL
  private var requested = false

  init(_ wrapped: WindowHostDelegate, host: WindowHost, folder: URL) {
    self.wrapped = wrapped
    self.host = host
    self.folder = folder
  }

  func buildFrame(into list: inout DisplayList) { wrapped.buildFrame(into: &list) }
  var isRunning: Bool { wrapped.isRunning }
  var isTransitioning: Bool { wrapped.isTransitioning }

  func handle(_ event: HostEvent) {
    if case .key(let key) = event, key.key == "P" { requested = true }
    wrapped.handle(event)
  }

  func advance(to time: TimeInterval) -> Bool {
    let animating = wrapped.advance(to: time)
    if requested {
      requested = false
      write()
    }
    return animating
  }

  /// A failure is reported and the playground goes on.
  private func write() {
    do {
      let frame = try HeadlessRenderer(size: host.size, scale: host.scale).render(
        building: wrapped.buildFrame(into:))
      let url = try Screenshot.write(frame, in: folder, at: Date())
      FileHandle.standardOutput.write(Data("\(url.path)\n".utf8))
    } catch {
      FileHandle.standardError.write(
        Data("segue: cannot write a screenshot in \(folder.path): \(error)\n".utf8))
    }
  }
}
