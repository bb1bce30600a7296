/// One line of the playground's key map: the keys, and what they do.
public struct KeyBinding: Equatable, Sendable {
  /// SDL's key names, as pressed: "Escape", "Up / Down", "H or ?".
  public let keys: String
  /// What they do, in a few words (the help overlay has room for about 28 characters).
  public let action: String

  public init(_ keys: String, _ action: String) {
    self.keys = keys
    self.action = action
  }

  /// Every key of a playground of `sceneCount` scenes, in the order the help overlay lists
  /// them: the number keys that have a scene (1 … 9, then 0 for a tenth). The one table:
  /// the overlay is drawn from it, so a new key is added here.
  public static func all(sceneCount: Int) -> [KeyBinding] {
    let count = min(max(sceneCount, 1), 10)
    return [
      KeyBinding("Escape", "quit"),
      count == 1
        ? KeyBinding("1", "restart the scene")
        : KeyBinding(count == 10 ? "1 … 9, 0" : "1 … \(count)", "switch to scene N"),
      KeyBinding("[ / ]", "previous / next scene"),
      KeyBinding("Up / Down", "select a tuning parameter"),
      KeyBinding("Left / Right", "adjust it (Shift: big step)"),
      KeyBinding("R", "reset the scene's tuning"),
      KeyBinding("M", "Reduce Motion on / off"),
      KeyBinding("H or ?", "show / hide this help"),
      KeyBinding("Space", "pause / resume"),
      KeyBinding(". / ,", "step a frame (hold: scrub)"),
      KeyBinding("S", "slow motion ×1 / ×5 / ×10"),
      KeyBinding("P", "save a screenshot PNG"),
      KeyBinding("I", "show / hide the inspector"),
      KeyBinding("Mouse", "tune on the inspector's rows"),
      KeyBinding("V", "show / hide the view tree"),
      KeyBinding("Ctrl-click", "with V: pick a view"),
      KeyBinding("Arrows", "with V: row / edit value"),
      KeyBinding("Tab", "with V: field to edit"),
      KeyBinding("X", "exploded 3D (drag turns it)"),
    ]
  }
}
