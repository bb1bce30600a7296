import Foundation

extension UIImage {
  /// The image called `name` (with or without its extension), as UIKit looks it up: the
  /// largest of `@3x`, `@2x` and plain, PNG then JPEG, in the main bundle, then in each
  /// folder of `SEGUE_IMAGE_PATH` (colon-separated), then in `Assets` and `Assets/Images`
  /// of the current folder, then in Segue's own `Assets/Images` (its sample images). nil
  /// when none is found.
  public convenience init?(named name: String) {
    self.init(named: name, in: nil, compatibleWith: nil)
  }

  /// Looks in `bundle` (a package's `Bundle.module`, say) before the places `init(named:)`
  /// searches, for the variant of `traitCollection`'s display scale (else the next larger,
  /// else the next smaller); with none given, or none set in it, the largest. (UIKit takes
  /// the main screen's then; here the screen belongs to the main actor, and an image may
  /// be made on any thread. A variant's size in points is the same.)
  public convenience init?(
    named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?
  ) {
    let given = traitCollection.map(\.displayScale) ?? 0
    guard let path = Self.path(named: name, in: bundle, scale: given > 0 ? given : 3) else {
      return nil
    }
    self.init(contentsOfFile: path)
  }

  /// The suffixes of the variants, best first for `scale`: its own, the larger ones from
  /// the nearest, then the smaller ones from the nearest.
  static func variantSuffixes(forScale scale: CGFloat) -> [String] {
    let scales: [CGFloat] = [1, 2, 3]
    let own = scales.min { abs($0 - scale) < abs($1 - scale) }!
    let ordered =
      [own] + scales.filter { $0 > own } + scales.filter { $0 < own }.reversed()
    return ordered.map { $0 == 1 ? "" : "@\(Int($0))x" }
  }

  private static func path(named name: String, in bundle: Bundle?, scale: CGFloat) -> String? {
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
      for suffix in variantSuffixes(forScale: scale) {
        for ext in extensions {
          let candidate = folder.appendingPathComponent("\(stem)\(suffix).\(ext)").path
          if FileManager.default.fileExists(atPath: candidate) { return candidate }
        }
      }
    }
    return nil
  }
}
