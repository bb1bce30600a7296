extension [Scene] {
  /// The scene called `name`, if one is.
  public func named(_ name: String) -> Scene? {
    first { $0.name == name }
  }

  /// Names given to more than one scene, each once, in the order they first repeat: a
  /// playground picks scenes by name, so these could not be told apart.
  public var duplicateNames: [String] {
    var seen: Set<String> = []
    var repeated: [String] = []
    for scene in self where !seen.insert(scene.name).inserted && !repeated.contains(scene.name) {
      repeated.append(scene.name)
    }
    return repeated
  }
}
