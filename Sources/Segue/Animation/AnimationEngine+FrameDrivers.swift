import Foundation

/// Something that moves by a closed form of time and is evaluated once per frame: a scroll
/// view's deceleration, bounce or animated offset. Unlike a `UIView.animate` block it sets
/// the model value itself each frame, as UIKit's scroll view does (its `contentOffset`
/// reads the moving value and `scrollViewDidScroll` runs every frame).
@MainActor
final class FrameDriver {
  /// Called with the driver itself and the engine's time (seconds) each frame; returns
  /// false once it has arrived, after which it is dropped.
  let advance: (FrameDriver, TimeInterval) -> Bool

  init(advance: @escaping (FrameDriver, TimeInterval) -> Bool) { self.advance = advance }
}

extension AnimationEngine {
  /// Runs `driver` from the next update on, until it reports arrival or is removed.
  func addFrameDriver(_ driver: FrameDriver) {
    guard !frameDrivers.contains(where: { $0 === driver }) else { return }
    frameDrivers.append(driver)
  }

  /// Stops `driver` without a last call (a touch caught the scroll view mid-deceleration).
  func removeFrameDriver(_ driver: FrameDriver) {
    frameDrivers.removeAll { $0 === driver }
  }

  /// Advances each driver to `now`; a driver may add or remove drivers while it runs.
  func advanceFrameDrivers(to now: TimeInterval) {
    guard !frameDrivers.isEmpty else { return }
    for driver in frameDrivers where frameDrivers.contains(where: { $0 === driver }) {
      if !perform({ driver.advance(driver, now) }) { removeFrameDriver(driver) }
    }
  }
}
