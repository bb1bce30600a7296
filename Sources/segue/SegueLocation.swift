import Foundation

/// Where a new package gets Segue from: a checkout on this machine, or a git URL (its
/// `main` branch).
enum SegueLocation: Equatable {
  case path(String)
  case url(String)

  /// A URL (`https://…`, `ssh://…`, `git@host:…`) or else a path, made absolute.
  init(_ text: String) {
    if text.contains("://") || text.hasPrefix("git@") {
      self = .url(text)
    } else {
      self = .path(URL(fileURLWithPath: text).standardizedFileURL.path)
    }
  }

  /// The checkout this `segue` was built from: this file is `Sources/segue/` in it.
  static var buildCheckout: SegueLocation {
    .path(
      URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path)
  }

  var location: String {
    switch self {
    case .path(let path): path
    case .url(let url): url
    }
  }

  /// The line in the new package's `dependencies`.
  var dependency: String {
    switch self {
    case .path(let path): ".package(path: \(Self.quoted(path)))"
    case .url(let url): ".package(url: \(Self.quoted(url)), branch: \"main\")"
    }
  }

  /// How the new package's README names Segue, in Markdown: a link a browser opens (an
  /// `http(s)` URL), else the URL or the checkout's path as code, since a link to a path on
  /// this machine leads nowhere once the package is pushed or viewed elsewhere.
  var readmeReference: String {
    switch self {
    case .url(let url) where url.hasPrefix("https://") || url.hasPrefix("http://"):
      "[Segue](\(url))"
    case .url(let url): "Segue (`\(url)`)"
    case .path(let path): "Segue (the checkout at `\(path)`, whose README.md documents it)"
    }
  }

  /// SwiftPM's name for the package in `.product(name:package:)`: the last component of the
  /// path or URL, without `.git`.
  var identity: String {
    var last = location.split(separator: "/").last.map(String.init) ?? location
    if last.hasSuffix(".git") { last.removeLast(4) }
    return last.split(separator: ":").last.map(String.init) ?? last
  }

  private static func quoted(_ text: String) -> String {
    "\""
      + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(
        of: "\"", with: "\\\"")
      + "\""
  }
}
