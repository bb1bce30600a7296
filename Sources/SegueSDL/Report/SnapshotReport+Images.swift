import Foundation

extension SnapshotReport {
  /// An image as the page shows it: a link relative to the page and the pixel size, or the
  /// reason it cannot be shown.
  struct PageImage: Encodable, Equatable {
    var src: String?
    var width: Int?
    var height: Int?
    var problem: String?
  }

  /// An entry as the page's script reads it.
  struct PageEntry: Encodable {
    var entry: SnapshotManifest.Entry
    var referenceName: String
    var referenceImage: PageImage?
    var actualImage: PageImage?
    var diffImage: PageImage?
    var animationImages: [String: PageImage]?
  }

  func pageEntry(_ entry: SnapshotManifest.Entry) -> PageEntry {
    let failed = entry.outcome == .failed
    let reference = failed ? entry.referenceCopy ?? entry.reference : entry.reference
    var animationImages: [String: PageImage]?
    if let animation = entry.animation {
      animationImages = [:]
      for (key, path) in [
        ("reference", entry.reference), ("actual", animation.actual),
        ("filmstrip", animation.filmstrip),
        ("referenceFrames", animation.referenceFrames), ("actualFrames", animation.actualFrames),
      ] {
        animationImages?[key] = path.map(image)
      }
    }
    return PageEntry(
      entry: entry,
      referenceName: URL(fileURLWithPath: entry.reference ?? entry.name).lastPathComponent,
      referenceImage: reference.map(image),
      actualImage: entry.actual.map(image),
      diffImage: entry.diff.map(image),
      animationImages: animationImages)
  }

  /// Checks the image decodes, so the page can say which file is missing or corrupt rather
  /// than show a broken image.
  func image(_ path: String) -> PageImage {
    let url = resolved(path)
    guard FileManager.default.fileExists(atPath: url.path) else {
      return PageImage(problem: "missing: \(url.path)")
    }
    do {
      let bitmap = try PNGFile.read(url)
      return PageImage(src: relativeLink(to: url.path), width: bitmap.width, height: bitmap.height)
    } catch {
      return PageImage(problem: "cannot be read as a PNG: \(url.path)")
    }
  }

  /// A manifest path: absolute, or relative to the artifacts folder.
  func resolved(_ path: String) -> URL {
    path.hasPrefix("/")
      ? URL(fileURLWithPath: path)
      : manifest.artifacts.appendingPathComponent(path)
  }

  /// `path` relative to the page's folder, percent-encoded for an `src` attribute.
  func relativeLink(to path: String) -> String {
    let from = manifest.artifacts.standardizedFileURL.pathComponents
    let to = URL(fileURLWithPath: path).standardizedFileURL.pathComponents
    var common = 0
    while common < min(from.count, to.count), from[common] == to[common] { common += 1 }
    let parts = Array(repeating: "..", count: from.count - common) + to[common...]
    let link = parts.joined(separator: "/")
    return link.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? link
  }
}
