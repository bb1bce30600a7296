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
  /// False once the user asked to quit (Escape, or the window closed).
  public private(set) var isRunning = true
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

  /// `tuning` replaces the scene's default tuning (a config's).
  public init(scene: Scene, size: CGSize, scale: CGFloat, tuning: Tuning? = nil) {
    self.scene = scene
    liveTuning = LiveTuning(tuning ?? scene.defaultTuning)
    tunings[scene.name] = liveTuning.value
    window = scene.makeWindow(size: size, scale: scale, tuning: liveTuning)
    inspector.attach(to: self)
  }

  public func handle(_ input: PointerInput) {
    // Animations a touch starts begin at the touch's time, not at the last frame's.
    catchUp(to: input.timestamp)
    guard !routesToInspector(input) else { return }
    window.animationEngine.perform { window.handle(input) }
    keepOverlaysOnTop()
    inspector.sampleDrag(in: window, at: input.timestamp)
  }

  /// Escape quits; the number keys 1…9 switch to that scene (in `Scenes.all` order),
  /// starting it afresh at the current size; I shows or hides the inspector; the tuning
  /// and help keys are in `PlaygroundApp+Keys`.
  public func handle(_ key: KeyInput) {
    catchUp(to: key.timestamp)
    if handleTuningKey(key) { return }
    if key.key == "Escape" { isRunning = false }
    if key.key == "I" { toggleInspector(at: key.timestamp) }
    if let number = Int(key.key), Scenes.all.indices.contains(number - 1) {
      show(Scenes.all[number - 1], at: key.timestamp)
    }
  }

  private func show(_ scene: Scene, at time: TimeInterval) {
    let bounds = window.bounds
    self.scene = scene
    liveTuning = LiveTuning(tunings[scene.name] ?? scene.defaultTuning)
    window = scene.makeWindow(
      size: bounds.size, scale: UIScreen.main.scale, startingAt: time, tuning: liveTuning)
    moveOverlaysToNewWindow()
  }

  public func resize(to size: CGSize, scale: CGFloat, at time: TimeInterval) {
    catchUp(to: time)
    UIScreen.main.configure(size: size, scale: scale)
    window.frame = CGRect(origin: .zero, size: size)
  }

  public func quit() { isRunning = false }

  /// Moves the app's clock to `time` (host seconds); true while anything still moves.
  public func advance(to time: TimeInterval) -> Bool {
    catchUp(to: time)
    keepOverlaysOnTop()
    return window.animationEngine.isAnimating || inspector.awaitsRest(at: time)
  }

  /// Event stamps can trail the last frame's tick by a few milliseconds (queued before it,
  /// handled after); the clock only moves forward.
  private func catchUp(to time: TimeInterval) {
    let engine = window.animationEngine
    if time > engine.clock.hostTime { engine.tick(to: time) }
  }
}
