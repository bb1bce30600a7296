import Foundation
import Segue
import SeguePlaygroundCore
import SegueSDL

/// Keeps the window's title on the scene it shows, "Segue — NAME", as the number keys or a
/// step back switch scenes; passes everything else through.
@MainActor
final class SceneTitle: WindowHostDelegate {
  private let wrapped: WindowHostDelegate
  private let app: PlaygroundApp
  private let host: WindowHost

  init(_ wrapped: WindowHostDelegate, app: PlaygroundApp, host: WindowHost) {
    self.wrapped = wrapped
    self.app = app
    self.host = host
    host.title = Self.title(of: app.scene)
  }

  static func title(of scene: Scene) -> String { "Segue — \(scene.name)" }

  func buildFrame(into list: inout DisplayList) { wrapped.buildFrame(into: &list) }
  var isRunning: Bool { wrapped.isRunning }
  var isTransitioning: Bool { wrapped.isTransitioning }

  func handle(_ event: HostEvent) {
    wrapped.handle(event)
    let title = Self.title(of: app.scene)
    if host.title != title { host.title = title }
  }

  func advance(to time: TimeInterval) -> Bool { wrapped.advance(to: time) }
}
