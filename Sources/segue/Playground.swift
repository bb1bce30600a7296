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
      window.handle(input)
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
    false
  }
}
