import ArgumentParser
import Foundation
import Segue
import SeguePlayground
import SegueSDL

/// `segue compare A.png B.png`: exit 0 when the images match, 1 when they differ, 2 when
/// they cannot be compared (a missing or unreadable file is a usage error).
struct CompareCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "compare",
    abstract: "Compare two PNGs pixel by pixel; write a diff image where they differ.")

  @Argument(help: "The reference PNG.")
  var reference: String

  @Argument(help: "The PNG to check against it.")
  var actual: String

  @Option(help: "Largest difference in any channel (0…255) that still counts as equal.")
  var tolerance: Int = 0

  @Option(help: "Largest fraction of differing pixels (0…1) that still counts as a match.")
  var maxFraction: Double = 0

  @Option(help: "Where to write the diff image (differing pixels magenta) when they differ.")
  var diff: String?

  func validate() throws {
    guard (0...255).contains(tolerance) else {
      throw ValidationError("--tolerance must be 0…255, not \(tolerance)")
    }
    guard maxFraction.isFinite, (0...1).contains(maxFraction) else {
      throw ValidationError("--max-fraction must be 0…1, not \(maxFraction)")
    }
    try InputPath.validate(reference, what: "the reference")
    try InputPath.validate(actual, what: "the image")
    if let diff { try OutputPath.validate(diff, option: "--diff", inputs: [reference, actual]) }
  }

  func run() throws {
    try checkLimits()
    let images: (Bitmap, Bitmap)
    do {
      images = (
        try PNGFile.read(URL(fileURLWithPath: reference)),
        try PNGFile.read(URL(fileURLWithPath: actual))
      )
    } catch {
      throw ValidationError("\(error)")
    }
    let (a, b) = images
    let comparison = BitmapComparison(reference: a, actual: b, tolerance: UInt8(tolerance))
    let summary = comparison.summary(
      referenceSize: (a.width, a.height), actualSize: (b.width, b.height))
    guard !comparison.passes(maximumFraction: maxFraction) else {
      print("match: \(summary)")
      return
    }
    print("differ: \(summary)")
    if let diff {
      do {
        try PNGFile.write(comparison.diffImage, to: URL(fileURLWithPath: diff))
        print("diff image: \(diff)")
      } catch {
        throw RunFailure(description: "cannot write the diff image to \(diff): \(error)")
      }
    }
    throw ExitCode(1)
  }

  /// Each image's size from its header, before decoding: its pixels, and the two bitmaps
  /// and the diff held at once. A file without a PNG header is left to the decoder to refuse.
  private func checkLimits() throws {
    let limits = try WorkLimits()
    var largest = 0
    var total = 0
    for path in [reference, actual] {
      guard let handle = FileHandle(forReadingAtPath: path),
        let size = ImageHeader.pixelSize(of: handle.readData(ofLength: 24))
      else { continue }
      try limits.check(width: size.width, height: size.height, for: path)
      largest = max(largest, size.width * size.height)
      total += size.width * size.height
    }
    try limits.check(
      bytes: (total + largest) * WorkLimits.bitmapBytesPerPixel, for: "comparing the images")
  }
}
