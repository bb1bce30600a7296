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
///
/// `animated: true` stores the transition as one animated PNG reference instead
/// (`slide.animation.png`): every 60 Hz frame from its start to its end, or the progress
/// points given, compared frame by frame. A failure names the first differing frame with
/// its time and progress and how many differ, and leaves that frame's images, a filmstrip
/// of the differing stretch and the animation as it is now in the artifacts folder.
///
/// Given a `device`, the window becomes that device's screen (its size, safe area and
/// corners) before `start`; given an `appearance`, it shows that system appearance (Dark
/// Mode). The references are named by them (`slide.iphone-15.dark.p050.png`) and carry
/// them, so a failure against another device's or appearance's reference says so. A window
/// runs one transition, so a matrix is a loop that makes a window for each:
///
///     for appearance in [UIUserInterfaceStyle.light, .dark] {
///       let window = makeHomeWindow()
///       try assertTransition(named: "slide", in: window, appearance: appearance) { … }
///     }
@MainActor
public func assertTransition(
  named name: String? = nil, in window: UIWindow, device: DeviceDescription? = nil,
  appearance: UIUserInterfaceStyle? = nil, duration: TimeInterval? = nil,
  at progress: [Double]? = nil, animated: Bool = false, scale: CGFloat = 1,
  tolerance: UInt8 = 0, perceptualThreshold: Double? = nil, maximumDifferingFraction: Double = 0,
  fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
  testName: String = #function, line: UInt = #line, column: UInt = #column,
  start: () -> Void
) throws {
  // Checked before anything runs.
  let chosen = try progress.map { try TransitionPoint.progress($0, duration: 1) }
  let variant = SnapshotVariant.matrix(
    devices: device.map { [$0] } ?? [], appearances: appearance.map { [$0] } ?? [])[0]
  variant.configure(window, scale: scale)
  let run = try TransitionRun(window: window, duration: duration, start: start)
  try assertTransitionRun(
    run, at: chosen, animated: animated, named: variant.naming(name), variant: variant.name,
    scale: scale,
    mode: PixelDifference(tolerance: tolerance, perceptualThreshold: perceptualThreshold),
    maximumDifferingFraction: maximumDifferingFraction, fileID: fileID, file: filePath,
    testName: testName, line: line, column: column)
}

/// Asserts screenshots of a scene's transition at each progress point, from the scene's
/// fresh window of `size` points, named after the transition (`pop.p050.png`):
///
///     @MainActor @Test func pop() throws {
///       let scene = try #require(Scenes.named("navigation"))
///       try assertTransition(try #require(scene.transition(named: "pop")), of: scene)
///     }
///
/// Given `devices` (presets such as `.iPhoneSE`, `.iPhone15`) and `appearances` (`.light`,
/// `.dark`), the transition runs once on each device in each appearance, in a window of the
/// device's screen size with its safe area and corners, in that system appearance, and the
/// references are named per variant, device then appearance (`pop.iphone-se.dark.p050`,
/// saved as `pop-iphone-se-dark-p050.png`); each carries its variant's name, and a failure
/// against another device's or appearance's reference says so.
///
/// `animated: true` stores one animated PNG reference (`pop.animation.png`, per variant
/// `pop-iphone-se-dark-animation.png`), as for the window's `assertTransition`.
@MainActor
public func assertTransition(
  _ transition: SceneTransition, of scene: Scene, size: CGSize = CGSize(width: 390, height: 844),
  devices: [DeviceDescription] = [], appearances: [UIUserInterfaceStyle] = [],
  at progress: [Double]? = nil, animated: Bool = false,
  scale: CGFloat = 1, tolerance: UInt8 = 0, perceptualThreshold: Double? = nil,
  maximumDifferingFraction: Double = 0,
  fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
  testName: String = #function, line: UInt = #line, column: UInt = #column
) throws {
  let chosen = try progress.map { try TransitionPoint.progress($0, duration: 1) }
  let mode = PixelDifference(tolerance: tolerance, perceptualThreshold: perceptualThreshold)
  for variant in SnapshotVariant.matrix(devices: devices, appearances: appearances) {
    let run = try TransitionRun(
      transition, of: scene, size: variant.device?.screenSize ?? size, scale: scale,
      device: variant.device, appearance: variant.style)
    try assertTransitionRun(
      run, at: chosen, animated: animated, named: variant.naming(transition.name),
      variant: variant.name, scale: scale, mode: mode,
      maximumDifferingFraction: maximumDifferingFraction, fileID: fileID, file: filePath,
      testName: testName, line: line, column: column)
  }
}

/// The running transition at `points` (nil: the standard five for stills, every 60 Hz frame
/// for an animation), as stills or as one animation; references carry `variant`.
@MainActor
private func assertTransitionRun(
  _ run: TransitionRun, at points: [TransitionPoint]?, animated: Bool, named name: String?,
  variant: String?, scale: CGFloat, mode: PixelDifference, maximumDifferingFraction: Double,
  fileID: StaticString, file filePath: StaticString, testName: String, line: UInt,
  column: UInt
) throws {
  guard animated else {
    try assertSnapshots(
      of: run.window,
      at: points ?? TransitionPoint.progress(standardTransitionProgress, duration: 1),
      named: name, variant: variant, scale: scale, mode: mode,
      maximumDifferingFraction: maximumDifferingFraction, fileID: fileID, file: filePath,
      testName: testName, line: line, column: column
    ) { run.advance(to: $0.progress * run.duration) }
    return
  }
  // Every 60 Hz frame of the transition, and its end.
  let rate = PlaygroundApp.replayFrameRate
  let frames = Int((run.duration * rate).rounded(.up))
  let progress =
    points?.map(\.progress)
    ?? (0...frames).map { run.duration > 0 ? min(1, Double($0) / rate / run.duration) : 1 }
  let renderer = try HeadlessRenderer(size: run.window.bounds.size, scale: scale)
  var animation = RecordedAnimation(frames: [], times: [], progress: [])
  for value in progress {
    run.advance(to: value * run.duration)
    animation.frames.append(try renderer.render(run.window))
    animation.times.append(value * run.duration)
    animation.progress?.append(value)
  }
  assertComparedSnapshot(
    of: animation, named: name.map { "\($0).animation" } ?? "animation", mode: mode,
    maximumDifferingFraction: maximumDifferingFraction, variant: variant, fileID: fileID,
    file: filePath, testName: testName, line: line, column: column)
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
  for point in points {
    move(point)
    assertComparedSnapshot(
      of: try renderer.render(window), named: name.map { "\($0).\(point.name)" } ?? point.name,
      mode: mode, maximumDifferingFraction: maximumDifferingFraction, variant: variant,
      point: ComparisonEntry.Point(
        series: "\(fileID) \(testName) \(name ?? "")", progress: point.progress),
      fileID: fileID, file: filePath, testName: testName, line: line, column: column)
  }
}
