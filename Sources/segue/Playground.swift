import Foundation
import Segue
import SegueDemos
import SegueSDL

/// The playground app: one scene's window, fed by the host's events.
@MainActor
final class Playground: WindowHostDelegate {
  private let window: UIWindow
  private(set) var isRunning = true

  init(scene: Scene, size: CGSize, scale: CGFloat) {
    window = scene.makeWindow(size: size, scale: scale)
  }

  var rootView: UIView { window }

  func handle(_ event: HostEvent) {
    switch event {
    case .pointer(let input):
      // Animations a touch starts begin at the touch's time, not at the last frame's.
      catchUp(to: input.timestamp)
      window.animationEngine.perform { window.handle(input) }
    case .key(let key) where key.key == "Escape":
      isRunning = false
    case .key:
      break
    case .resized(let size, let scale):
      UIScreen.main.configure(size: size, scale: scale)
      window.frame = CGRect(origin: .zero, size: size)
    case .quit:
      isRunning = false
    }
  }

  func advance(to time: TimeInterval) -> Bool {
    catchUp(to: time)
    return window.animationEngine.isAnimating
  }

  /// Event stamps can trail the last frame's tick by a few milliseconds (queued before it,
  /// handled after); the clock only moves forward.
  private func catchUp(to time: TimeInterval) {
    let engine = window.animationEngine
    if time > engine.clock.hostTime { engine.tick(to: time) }
  }
}
