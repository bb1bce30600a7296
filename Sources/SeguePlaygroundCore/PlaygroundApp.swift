import Foundation
import Segue

/// The playground as an app, independent of any window system: a scene's window, fed input
/// and time by a host. The SDL window drives it live; a replay drives it from a recording,
/// headless; both get the same frames for the same input.
@MainActor
public final class PlaygroundApp {
  public private(set) var window: UIWindow {
    didSet { inspector.watch(window) }
  }
  public private(set) var scene: Scene
  /// The device every scene's window stands for (`--device`); nil for a plain screen of the
  /// window's size.
  public let device: DeviceDescription?
  /// The system appearance every scene's window shows (`--appearance`); light by default.
  public let appearance: UIUserInterfaceStyle
  /// Whether Reduce Motion is on in every scene's window (`--reduce-motion`, the M key).
  public internal(set) var reduceMotion: Bool
  /// The scenes the number keys switch between, 1 for the first.
  public let scenes: [Scene]
  /// False once the user asked to quit (Escape, or the window closed).
  public private(set) var isRunning = true
  /// What the current scene's window went through, for stepping back (`PlaygroundApp+Time`).
  var history: SceneHistory
  /// The tuning the current scene's controllers read (see `PlaygroundApp+Tuning`).
  var liveTuning: LiveTuning
  /// Each scene's tuning as last left, by name, so switching back keeps it.
  var tunings: [String: Tuning] = [:]
  /// The parameter Left/Right adjust; Up/Down select another.
  public internal(set) var selectedParameter = Tuning.Parameter.allCases[0]
  /// The key map over the window while H shows it.
  var helpOverlay: HelpOverlayView?
  /// The fading line that shows the last tuning change.
  var tuningBadge: TuningBadgeView?
  /// The panel beside the device area (see `PlaygroundApp+Inspector`).
  let inspector = Inspector()
  /// The view-hierarchy inspector and exploded view (see `PlaygroundApp+Hierarchy`).
  let hierarchy = HierarchyInspector()

  /// `tuning` replaces the scene's default tuning (a config's); `scenes` are those the
  /// number keys switch between; the windows are `size` points large on a screen of `device`,
  /// in the system `appearance`, with Reduce Motion on if `reduceMotion`.
  public init(
    scene: Scene, among scenes: [Scene], size: CGSize, scale: CGFloat,
    device: DeviceDescription? = nil, tuning: Tuning? = nil,
    appearance: UIUserInterfaceStyle = .light, reduceMotion: Bool = false
  ) {
    self.scene = scene
    self.device = device
    self.appearance = appearance
    self.reduceMotion = reduceMotion
    self.scenes = scenes
    liveTuning = LiveTuning(tuning ?? scene.defaultTuning)
    tunings[scene.name] = liveTuning.value
    window = scene.makeWindow(
      size: size, scale: scale, device: device, tuning: liveTuning, appearance: appearance,
      reduceMotion: reduceMotion)
    history = SceneHistory(
      start: .init(size: size, scale: scale, time: 0, controls: .init(), tuning: liveTuning.value))
    inspector.attach(to: self)
  }

  public func handle(_ input: PointerInput) {
    // Animations a touch starts begin at the touch's time, not at the last frame's.
    catchUp(to: input.timestamp)
    guard !routesToHierarchy(input), !routesToInspector(input) else { return }
    window.animationEngine.perform { window.handle(input) }
    record(.pointer(input))
    keepOverlaysOnTop()
    inspector.sampleDrag(in: window, at: input.timestamp)
  }

  /// Escape quits; the number keys 1…9 and 0 switch to that scene (in `scenes` order, as far
  /// as there are scenes) and [ and ] to the previous and next one (round the list, so every
  /// scene is reachable), starting it afresh at the current size; I shows or hides the
  /// inspector; the time keys
  /// are in `PlaygroundApp+Time`, the tuning and help keys in `PlaygroundApp+Keys`.
  public func handle(_ key: KeyInput) {
    if handleTimeKey(key) { return }
    catchUp(to: key.timestamp)
    if handleHierarchyKey(key) || handleTuningKey(key) { return }
    if key.key == "Escape" { isRunning = false }
    if key.key == "I" { toggleInspector(at: key.timestamp) }
    // The number keys 1…9, then 0 for the tenth scene, as on a keyboard's row.
    let current = scenes.firstIndex { $0.name == scene.name } ?? 0
    let target: Int? =
      switch key.key {
      case "[": (current + scenes.count - 1) % scenes.count
      case "]": (current + 1) % scenes.count
      default: Int(key.key).map { $0 == 0 ? 9 : $0 - 1 }
      }
    if let index = target, scenes.indices.contains(index) {
      show(
        scenes[index], size: window.bounds.size, scale: window.screen.scale,
        at: key.timestamp, controls: TimeControls(window.animationEngine.clock))
    }
  }

  /// Starts `scene` afresh in a new window of `size` points whose clock starts at host time
  /// `time`, paused and slowed as `controls` say.
  func show(
    _ scene: Scene, size: CGSize, scale: CGFloat, at time: TimeInterval, controls: TimeControls
  ) {
    self.scene = scene
    liveTuning = LiveTuning(tunings[scene.name] ?? scene.defaultTuning)
    window = scene.makeWindow(
      size: size, scale: scale, device: device, startingAt: time, tuning: liveTuning,
      appearance: appearance, reduceMotion: reduceMotion)
    controls.apply(to: window.animationEngine.clock)
    history = SceneHistory(
      start: .init(
        size: size, scale: scale, time: time, controls: controls, tuning: liveTuning.value))
    moveOverlaysToNewWindow()
  }

  /// The device area became `size` points at `scale`: the window's controllers hear
  /// `viewWillTransition(to:with:)` and the layout animates to the new size over
  /// `UIWindow.sizeTransitionDuration` on the scene's clock (`UIWindow.resize`).
  public func resize(to size: CGSize, scale: CGFloat, at time: TimeInterval) {
    catchUp(to: time)
    window.resize(to: size, scale: scale)
    record(.resize(size, scale: scale, time: time))
  }

  public func quit() { isRunning = false }

  /// Moves the app's clock to `time` (host seconds) and lays the window out, as a frame
  /// does before it is drawn; true while anything still moves (never while paused).
  public func advance(to time: TimeInterval) -> Bool {
    catchUp(to: time)
    layOut()
    keepOverlaysOnTop()
    return window.animationEngine.isAnimating || inspector.awaitsRest(at: time)
  }

  /// Event stamps can trail the last frame's tick by a few milliseconds (queued before it,
  /// handled after); the clock only moves forward.
  func catchUp(to time: TimeInterval) {
    rewindIfRequested()
    let engine = window.animationEngine
    guard time > engine.clock.hostTime else { return }
    engine.tick(to: time)
    record(.tick(time))
  }
}
