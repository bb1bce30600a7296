import Foundation

/// Screenshot files named by when they were taken, as macOS names them:
/// `segue-2026-11-21-at-14.03.05.png`, then `-2`, `-3`… beside an existing one. An existing
/// file is never replaced.
///
///     let url = try Screenshot.write(bitmap, in: URL(fileURLWithPath: "."), at: Date())
public enum Screenshot {
  /// The names to try, in order, for a screenshot taken at `date` (local time in
  /// `timeZone`): the timestamped name, then the same with `-2`, `-3`…
  public static func names(for date: Date, in timeZone: TimeZone = .current)
    -> some Sequence<String>
  {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let parts = calendar.dateComponents(
      [.year, .month, .day, .hour, .minute, .second], from: date)
    let stem = String(
      format: "segue-%04d-%02d-%02d-at-%02d.%02d.%02d", parts.year ?? 0, parts.month ?? 0,
      parts.day ?? 0, parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0)
    return (1...).lazy.map { $0 == 1 ? "\(stem).png" : "\(stem)-\($0).png" }
  }

  /// Writes `bitmap` as a new PNG in `folder`, named for `date`; returns its URL.
  public static func write(
    _ bitmap: Bitmap, in folder: URL, at date: Date, timeZone: TimeZone = .current
  ) throws -> URL {
    try AtomicFile.create(in: folder, firstFreeOf: names(for: date, in: timeZone)) {
      try PNGFile.write(bitmap, to: $0)
    }
  }
}
