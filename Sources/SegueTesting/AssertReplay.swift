import Foundation
import Segue
import SeguePlaygroundCore
import SegueSDL
import SnapshotTesting

/// Replays a recorded session headless and asserts a screenshot of the window at each
/// selected frame, named by its time (`…testName.t1.250.png`). Record the session once in
/// the playground (`segue --scene NAME --record session.json`), commit it, and the test
/// replays it forever:
///
///     @MainActor @Test func dragToDismiss() throws {
///       let data = try Data(contentsOf: URL(fileURLWithPath: "Recordings/dismiss.json"))
///       let session = try InputRecording(jsonData: data, source: "dismiss.json")
///       try assertReplay(session, scenes: myScenes, frames: .times([0, 0.4, 0.8, 2]))
///     }
///
/// The recording names its scene, found among `scenes` (those the playground it was
/// recorded in was given; the number keys switch between them). Frame pixels are compared as
/// by the `.image` strategies (`tolerance` per channel, `maximumDifferingFraction` of pixels).
/// Given a `perceptualThreshold` (0…1) pixels are compared as pixelmatch does instead.
/// `inspector: true` shoots the whole playground frame, the inspector beside the device.
/// Given `devices`, the recording replays on each (a window of the device's screen size,
/// with its safe area and corners: the recorded pointer positions stay where they were, in
/// points); given `appearances` (`.light`, `.dark`), in each system appearance. The
/// references are named per variant, device then appearance
/// (`…testName.iphone-se-dark-t1-250.png`) and carry its name, so a failure against another
/// variant's reference says so. Returns the window as it is at the last selected frame (of
/// the last variant), for assertions on the model.
///
/// `animated: true` stores the selected frames (`.all`: every 60 Hz frame) as one animated
/// PNG reference, `…testName.replay.png` (per variant `…testName.iphone-se-dark-replay.png`),
/// compared frame by frame: a failure names the first differing frame with its time and how
/// many differ, and leaves that frame's images, a filmstrip of the differing stretch and the
/// animation as it is now in the artifacts folder. A drag recorded once becomes a regression
/// test of the whole interaction:
///
///     try assertReplay(session, scenes: myScenes, frames: .all, animated: true)
@MainActor
@discardableResult
public func assertReplay(
  _ recording: InputRecording, scenes: [Scene], frames: ReplayFrames,
  devices: [DeviceDescription] = [], appearances: [UIUserInterfaceStyle] = [],
  scale: CGFloat? = nil, tolerance: UInt8 = 0,
  perceptualThreshold: Double? = nil, maximumDifferingFraction: Double = 0,
  inspector: Bool = false, animated: Bool = false, fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath, testName: String = #function, line: UInt = #line,
  column: UInt = #column
) throws -> UIWindow {
  let mode = PixelDifference(tolerance: tolerance, perceptualThreshold: perceptualThreshold)
  var window: UIWindow?
  for variant in SnapshotVariant.matrix(devices: devices, appearances: appearances) {
    let app = try PlaygroundApp(
      replaying: recording, among: scenes, device: variant.device, appearance: variant.style)
    let renderer = try HeadlessRenderer(
      size: inspector ? app.frameSize : variant.device?.screenSize ?? recording.size,
      scale: scale ?? recording.scale)
    let named = { (name: String) in [variant.name, name].compactMap { $0 }.joined(separator: ".") }
    var animation = RecordedAnimation(frames: [], times: [])
    try app.replay(recording, frames: frames) { _, time, window in
      let frame =
        try inspector ? renderer.render { app.buildFrame(into: &$0) } : renderer.render(window)
      guard !animated else {
        animation.frames.append(frame)
        animation.times.append(time)
        return
      }
      assertComparedSnapshot(
        of: frame, named: named(String(format: "t%.3f", time)), mode: mode,
        maximumDifferingFraction: maximumDifferingFraction, variant: variant.name,
        point: ComparisonEntry.Point(
          series: "\(fileID) \(testName) \(named("replay"))", time: time),
        fileID: fileID, file: filePath, testName: testName, line: line, column: column)
    }
    if animated {
      assertComparedSnapshot(
        of: animation, named: named("replay"), mode: mode,
        maximumDifferingFraction: maximumDifferingFraction, variant: variant.name,
        fileID: fileID, file: filePath, testName: testName, line: line, column: column)
    }
    window = app.window
  }
  return window!
}
