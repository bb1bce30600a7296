import ArgumentParser
import Foundation

/// How much work and memory a command may take on, checked before it starts: a recording
/// with an event a day in (5 million frames), a 16000×16000 PNG or the largest `--size` at
/// `--scale 3` is refused at once (exit 2, naming the limit and its variable) instead of
/// running for hours or taking gigabytes. Each limit is raised through its environment
/// variable.
struct WorkLimits {
  /// 60 Hz frames a replay runs through: 60,000 is over 16 minutes of recording.
  let frames: Int
  /// Pixels in one image (a frame, a filmstrip sheet, an image compared): 40 million is
  /// 4096×4096 at scale 1.5, or twelve 390×844 frames at scale 3 side by side.
  let pixels: Int
  /// Megabytes a command is estimated to hold at once.
  let megabytes: Int

  static let variables = (
    frames: "SEGUE_MAX_FRAMES", pixels: "SEGUE_MAX_PIXELS", megabytes: "SEGUE_MAX_MEMORY_MB"
  )

  /// Bytes a rendered and written frame holds per pixel: measured, 6.2 GB for the 151
  /// million pixels of 4096×4096 points at scale 3 (cairo's surface, the bitmap, SDL's
  /// surface and the PNG encoder's rows).
  static let renderBytesPerPixel = 41
  /// Bytes per pixel of a decoded PNG held as a bitmap (RGBA), after SDL's surface is gone.
  static let bitmapBytesPerPixel = 4

  /// The limits in force: the defaults, or the environment's; a value that is not a
  /// positive whole number is a usage error naming the variable.
  init(environment: [String: String] = ProcessInfo.processInfo.environment) throws {
    func read(_ name: String, default fallback: Int) throws -> Int {
      guard let text = environment[name] else { return fallback }
      guard let value = Int(text), value > 0 else {
        throw ValidationError("\(name) '\(text)' is not a positive whole number")
      }
      return value
    }
    frames = try read(Self.variables.frames, default: 60_000)
    pixels = try read(Self.variables.pixels, default: 40_000_000)
    megabytes = try read(Self.variables.megabytes, default: 2_048)
  }

  /// `count` frames of work for `what` ("the replay of FILE").
  func check(frames count: Int, for what: String) throws {
    guard count <= frames else {
      throw refusal(
        "\(what) runs \(count) frames", limit: "\(frames) frames", variable: Self.variables.frames)
    }
  }

  /// One image of `width`×`height` pixels for `what` ("the filmstrip sheet").
  func check(width: Int, height: Int, for what: String) throws {
    let count = width.multipliedReportingOverflow(by: height)
    guard !count.overflow, count.partialValue <= pixels else {
      throw refusal(
        "\(what) is \(width)×\(height) pixels", limit: "\(pixels) pixels",
        variable: Self.variables.pixels)
    }
  }

  /// `bytes` held at once for `what`.
  func check(bytes: Int, for what: String) throws {
    let needed = bytes / 1_048_576
    guard needed <= megabytes else {
      throw refusal(
        "\(what) needs about \(needed) MB", limit: "\(megabytes) MB",
        variable: Self.variables.megabytes)
    }
  }

  /// A frame of `size` points at `scale` rendered and written: its pixels and memory.
  func check(renderOf size: CGSize, scale: CGFloat, for what: String) throws {
    let width = Int(size.width * scale)
    let height = Int(size.height * scale)
    try check(width: width, height: height, for: what)
    try check(bytes: width * height * Self.renderBytesPerPixel, for: what)
  }

  private func refusal(_ problem: String, limit: String, variable: String) -> ValidationError {
    ValidationError(
      "\(problem), past the limit of \(limit); to allow it, set \(variable) higher (see README)")
  }
}
