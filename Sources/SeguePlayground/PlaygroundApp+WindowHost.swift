import Foundation
import Segue
import SeguePlaygroundCore
import SegueSDL

extension PlaygroundApp: WindowHostDelegate {
  public var isTransitioning: Bool { TransitionRun.isTransitioning(in: window) }

  public func handle(_ event: HostEvent) {
    switch event {
    case .pointer(let input): handle(input)
    case .key(let key): handle(key)
    case .wheel(let input): window.animationEngine.perform { window.handle(input) }
    case .resized(let size, let scale, let time): resizeFrame(to: size, scale: scale, at: time)
    case .quit: quit()
    }
  }
}
