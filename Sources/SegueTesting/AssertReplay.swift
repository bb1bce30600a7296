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
/// points) and the references are named per device (`…testName.iphone-se-t1-250.png`).
/// Returns the window as it is at the last selected frame (of the last device), for
/// assertions on the model.
@MainActor
@discardableResult
public func assertReplay(
  _ recording: InputRecording, scenes: [Scene], frames: ReplayFrames,
  devices: [DeviceDescription] = [], scale: CGFloat? = nil, tolerance: UInt8 = 0,
  perceptualThreshold: Double? = nil, maximumDifferingFraction: Double = 0,
  inspector: Bool = false, fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
  testName: String = #function, line: UInt = #line, column: UInt = #column
) throws -> UIWindow {
  let mode = PixelDifference(tolerance: tolerance, perceptualThreshold: perceptualThreshold)
  var window: UIWindow?
  for device in devices.isEmpty ? [nil] : devices.map(Optional.some) {
    let app = try PlaygroundApp(replaying: recording, among: scenes, device: device)
    let renderer = try HeadlessRenderer(
      size: inspector ? app.frameSize : device?.screenSize ?? recording.size,
      scale: scale ?? recording.scale)
    let strategy = Snapshotting<Bitmap, Bitmap>.image(
      mode, maximumDifferingFraction: maximumDifferingFraction, variant: device?.name)
    try app.replay(recording, frames: frames) { _, time, window in
      let frame =
        try inspector ? renderer.render { app.buildFrame(into: &$0) } : renderer.render(window)
      assertSnapshot(
        of: frame, as: strategy,
        named: [device?.name, String(format: "t%.3f", time)].compactMap { $0 }.joined(
          separator: "."),
        fileID: fileID, file: filePath, testName: testName, line: line, column: column)
    }
    window = app.window
  }
  return window!
}
