import Foundation
import Segue
import SeguePlaygroundCore
import SegueSDL
import SnapshotTesting

/// The progress points a transition is asserted at unless you name others.
public let standardTransitionProgress: [Double] = [0, 0.25, 0.5, 0.75, 1]

/// Asserts screenshots of your transition at each progress point: `start` begins it in
/// `window` (present, push, dismiss…, animated), and the window is rendered headless at
/// progress p, the state p × the transition's duration after its first frame (what a
/// percent-driven scrub to p shows). Snapshots are named by percent, after `name` if given
/// (`slide.p050.png`):
///
///     @MainActor @Test func slideIn() throws {
///       let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 240, height: 480))
///       let home = HomeViewController()
///       window.rootViewController = home
///       window.makeKeyAndVisible()
///       try assertTransition(named: "slide", in: window, at: [0, 0.5, 1]) {
///         home.present(DetailViewController(), animated: true)
///       }
///     }
///
/// The duration is the running transition's (`transitionDuration(using:)`); pass `duration`
/// when `start` animates without a view-controller transition. At p = 1 a spring may still
/// move. Pixels are compared as by the `.image` strategies: per channel within `tolerance`,
/// or, given a `perceptualThreshold` (0…1), as pixelmatch does (`PixelDifference`). A bad
/// progress list (empty, outside 0…1) or a transition that does not start throws a
/// `TransitionError` naming it.
@MainActor
public func assertTransition(
  named name: String? = nil, in window: UIWindow, duration: TimeInterval? = nil,
  at progress: [Double] = standardTransitionProgress, scale: CGFloat = 1,
  tolerance: UInt8 = 0, perceptualThreshold: Double? = nil, maximumDifferingFraction: Double = 0,
  fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
  testName: String = #function, line: UInt = #line, column: UInt = #column,
  start: () -> Void
) throws {
  // Checked before anything runs.
  let points = try TransitionPoint.progress(progress, duration: 1)
  let run = try TransitionRun(window: window, duration: duration, start: start)
  try assertSnapshots(
    of: run.window, at: points, named: name, variant: nil, scale: scale,
    mode: PixelDifference(tolerance: tolerance, perceptualThreshold: perceptualThreshold),
    maximumDifferingFraction: maximumDifferingFraction, fileID: fileID, file: filePath,
    testName: testName, line: line, column: column
  ) { run.advance(to: $0.progress * run.duration) }
}

/// Asserts screenshots of a scene's transition at each progress point, from the scene's
/// fresh window of `size` points, named after the transition (`pop.p050.png`):
///
///     @MainActor @Test func pop() throws {
///       let scene = try #require(Scenes.named("navigation"))
///       try assertTransition(try #require(scene.transition(named: "pop")), of: scene)
///     }
///
/// Given `devices` (presets such as `.iPhoneSE`, `.iPhone15`), the transition runs once on
/// each, in a window of the device's screen size with its safe area and corners, and the
/// references are named per device (`pop-iphone-se-p050.png`); each carries its device's
/// name, and a failure against another device's reference says so. (Segue has no dark
/// appearance yet, so there is no appearance axis.)
@MainActor
public func assertTransition(
  _ transition: SceneTransition, of scene: Scene, size: CGSize = CGSize(width: 390, height: 844),
  devices: [DeviceDescription] = [], at progress: [Double] = standardTransitionProgress,
  scale: CGFloat = 1, tolerance: UInt8 = 0, perceptualThreshold: Double? = nil,
  maximumDifferingFraction: Double = 0,
  fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
  testName: String = #function, line: UInt = #line, column: UInt = #column
) throws {
  let points = try TransitionPoint.progress(progress, duration: 1)
  let mode = PixelDifference(tolerance: tolerance, perceptualThreshold: perceptualThreshold)
  for device in devices.isEmpty ? [nil] : devices.map(Optional.some) {
    let run = try TransitionRun(
      transition, of: scene, size: device?.screenSize ?? size, scale: scale, device: device)
    try assertSnapshots(
      of: run.window, at: points,
      named: [transition.name, device?.name].compactMap { $0 }.joined(separator: "."),
      variant: device?.name, scale: scale, mode: mode,
      maximumDifferingFraction: maximumDifferingFraction, fileID: fileID, file: filePath,
      testName: testName, line: line, column: column
    ) { run.advance(to: $0.progress * run.duration) }
  }
}

/// Brings `window` to each point with `move` and asserts a screenshot of it there, named by
/// the point (after `name`, if given); references carry `variant`.
@MainActor
func assertSnapshots(
  of window: UIWindow, at points: [TransitionPoint], named name: String?, variant: String?,
  scale: CGFloat, mode: PixelDifference, maximumDifferingFraction: Double,
  fileID: StaticString, file filePath: StaticString, testName: String, line: UInt,
  column: UInt, move: (TransitionPoint) -> Void
) throws {
  let renderer = try HeadlessRenderer(size: window.bounds.size, scale: scale)
  let strategy = Snapshotting<Bitmap, Bitmap>.image(
    mode, maximumDifferingFraction: maximumDifferingFraction, variant: variant)
  for point in points {
    move(point)
    assertSnapshot(
      of: try renderer.render(window), as: strategy,
      named: name.map { "\($0).\(point.name)" } ?? point.name, fileID: fileID, file: filePath,
      testName: testName, line: line, column: column)
  }
}
