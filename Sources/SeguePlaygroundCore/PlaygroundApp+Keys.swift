import Foundation
import Segue

/// The tuning keys (see `KeyBinding.all(sceneCount:)`): Up/Down select a parameter, Left/Right adjust it
/// (Shift: the large step), R resets, M turns Reduce Motion on or off
/// (`UIAccessibility.isReduceMotionEnabled`), H or ? shows the help. Each change shows a fading
/// "name: value" line over the window. Deterministic: what a key does depends only on the
/// app's state, so a replay reproduces it.
extension PlaygroundApp {
  /// True when `key` was a tuning or help key and is handled.
  func handleTuningKey(_ key: KeyInput) -> Bool {
    let parameters = Tuning.Parameter.allCases
    let index = parameters.firstIndex(of: selectedParameter) ?? 0
    let shift = key.modifiers.contains(.shift)
    switch key.key {
    case "Up", "Down":
      let offset = key.key == "Up" ? -1 : 1
      select(parameters[(index + offset + parameters.count) % parameters.count])
      showBadge(for: selectedParameter)
    case "Left", "Right":
      let step = shift ? selectedParameter.largeStep : selectedParameter.step
      adjust(selectedParameter, by: key.key == "Left" ? -step : step)
      showBadge(for: selectedParameter)
    case "R":
      resetTuning()
      showBadge("tuning reset to the scene's defaults")
    case "M":
      reduceMotion.toggle()
      window.setReduceMotionEnabled(reduceMotion)
      showBadge("Reduce Motion \(reduceMotion ? "on" : "off")")
    case "H", "?":
      toggleHelp()
    case "/" where shift:
      toggleHelp()
    default:
      return false
    }
    return true
  }

  /// Shows or hides the key map over the window.
  public func toggleHelp() {
    if let helpOverlay {
      helpOverlay.removeFromSuperview()
      self.helpOverlay = nil
    } else {
      showHelp()
    }
  }

  /// True while the key map is shown.
  public var isShowingHelp: Bool { helpOverlay != nil }

  private func showBadge(for parameter: Tuning.Parameter) {
    let value =
      scene.tunedParameters.contains(parameter)
      ? parameter.formattedValue(in: tuning) : "not used by \(scene.name)"
    showBadge("\(parameter.name): \(value)")
  }

  private func showBadge(_ text: String) {
    tuningBadge?.removeFromSuperview()
    let badge = TuningBadgeView(text, in: window.bounds)
    window.addSubview(badge)
    window.animationEngine.perform { badge.fadeOut() }
    tuningBadge = badge
  }

  /// Keeps the help and the badge above everything the scene adds to the window (a
  /// presentation's container, say), in that order.
  func keepOverlaysOnTop() {
    let overlays = [helpOverlay as UIView?, tuningBadge].compactMap { $0 }.filter {
      $0.superview === window
    }
    guard !window.subviews.reversed().starts(with: overlays.reversed(), by: ===) else { return }
    for overlay in overlays { window.bringSubviewToFront(overlay) }
  }

  /// After a scene switch: the help, if shown, moves to the new window; the badge goes.
  func moveOverlaysToNewWindow() {
    tuningBadge = nil
    guard let old = helpOverlay else { return }
    old.removeFromSuperview()
    showHelp()
  }

  /// Puts the key map of this playground's keys over the window.
  private func showHelp() {
    let overlay = HelpOverlayView(
      bindings: KeyBinding.all(sceneCount: scenes.count), in: window.bounds)
    window.addSubview(overlay)
    helpOverlay = overlay
  }
}
