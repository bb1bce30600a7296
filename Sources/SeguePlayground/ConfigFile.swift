import ArgumentParser
import Foundation
import SeguePlaygroundCore

/// `--config FILE`: a scene config read and checked before anything runs, so a mistake is a
/// usage error (exit 2) naming the file, the key path and what was expected.
public enum ConfigFile {
  /// Reads the config at `path`, whose scene must be one of `SceneCatalog.scenes`.
  public static func load(_ path: String) throws -> SceneConfig {
    try InputPath.validate(path, what: "the config")
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw ValidationError("cannot read the config '\(path)': \(error.localizedDescription)")
    }
    do {
      return try SceneConfig(jsonData: data, source: path, among: SceneCatalog.scenes)
    } catch let error as ConfigError {
      throw ValidationError(error.description)
    }
  }
}
