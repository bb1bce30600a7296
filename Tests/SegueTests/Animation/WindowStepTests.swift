import Segue
import Testing

/// `window.step(frames:)` runs the window's frames as the playground would: a presentation
/// starts on the next frame and ends after its duration, laid out.
@MainActor
@Suite struct WindowStepTests {
  @Test func aPresentationStartsOnTheNextFrameAndEndsAfterItsDuration() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
    let home = UIViewController()
    window.rootViewController = home
    window.makeKeyAndVisible()
    let detail = UIViewController()
    home.present(detail, animated: true)
    // UIKit hands out the coordinator at once; the views move on the next frame.
    #expect(home.transitionCoordinator != nil)
    #expect(!window.subviews.contains { $0.subviews.contains(detail.view) })
    window.step()
    #expect(home.transitionCoordinator != nil)
    // 0.35 s: 21 frames, and the completion on the frame after.
    window.step(frames: 22)
    #expect(home.transitionCoordinator == nil)
    #expect(detail.view.window === window)
    // A plain present shows a page sheet: 10 pt under the (absent) status bar.
    #expect(detail.view.frame == CGRect(x: 0, y: 10, width: 200, height: 390))
  }

  @Test func noFramesIsNothing() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    window.step(frames: -3)
    window.step(frames: 0)
    #expect(window.animationEngine.clock.hostTime == 0)
  }
}
