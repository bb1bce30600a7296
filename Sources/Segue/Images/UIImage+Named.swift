import Foundation

extension UIImage {
  /// The image called `name` (with or without its extension), as UIKit looks it up: the
  /// highest of `@3x`, `@2x` and plain, PNG then JPEG, in the main bundle, then in each
  /// folder of `SEGUE_IMAGE_PATH` (colon-separated), then in `Assets` and `Assets/Images`
  /// of the current folder, then in Segue's own `Assets/Images` (its sample images). nil
  /// when none is found.
  public convenience init?(named name: String) {
    self.init(named: name, in: nil, compatibleWith: nil)
  }

  /// Looks in `bundle` (a package's `Bundle.module`, say) before the places `init(named:)`
  /// searches.
  public convenience init?(
    named name: String, in bundle: Bundle?, compatibleWith traitCollection: Any?
  ) {
    guard let path = Self.path(named: name, in: bundle),
      let data = FileManager.default.contents(atPath: path),
      let image = CGImage(encoded: data, source: path)
    else { return nil }
    self.init(cgImage: image, scale: Self.scale(ofFileNamed: path))
  }

  private static func path(named name: String, in bundle: Bundle?) -> String? {
    var folders: [URL] = []
    if let bundle { folders += [bundle.resourceURL, bundle.bundleURL].compactMap { $0 } }
    folders += [Bundle.main.resourceURL, Bundle.main.bundleURL].compactMap { $0 }
    let environment = ProcessInfo.processInfo.environment["SEGUE_IMAGE_PATH"] ?? ""
    folders += environment.split(separator: ":").map { URL(fileURLWithPath: String($0)) }
    let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    folders += [
      here.appendingPathComponent("Assets"), here.appendingPathComponent("Assets/Images"),
    ]
    let given = (name as NSString).pathExtension
    let stem = given.isEmpty ? name : (name as NSString).deletingPathExtension
    let extensions = given.isEmpty ? ["png", "jpg", "jpeg"] : [given]
    for folder in folders {
      for suffix in ["@3x", "@2x", ""] {
        for ext in extensions {
          let candidate = folder.appendingPathComponent("\(stem)\(suffix).\(ext)").path
          if FileManager.default.fileExists(atPath: candidate) { return candidate }
        }
      }
    }
    return nil
  }
}
