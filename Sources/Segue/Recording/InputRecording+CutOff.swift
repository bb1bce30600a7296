import Foundation

extension InputRecording {
  /// Reads a recording that may have been cut off: a session that ended badly (SIGKILL, the
  /// X server dying, a full disk) leaves its events up to the last one written, without the
  /// closing `]}` and perhaps with half a line. Such a file gives its complete events and a
  /// warning naming where it stops; any other problem is an error as for
  /// `init(jsonData:source:)`.
  public static func readingCutOff(
    jsonData data: Data, source: String
  ) throws -> (recording: InputRecording, warning: String?) {
    do {
      return (try InputRecording(jsonData: data, source: source), nil)
    } catch let error as RecordingError {
      // A complete recording ends with "]}": whatever is wrong with it is a real error.
      let text = String(decoding: data, as: UTF8.self)
      let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
      guard !trimmed.hasSuffix("]}") else { throw error }
      // The file stops after a whole event, or in the middle of one: then its last line
      // (written by one `write(2)`) is dropped.
      var candidates = [trimmed]
      if let lastBreak = trimmed.lastIndex(of: "\n") {
        candidates.append(String(trimmed[..<lastBreak]))
      }
      for candidate in candidates {
        let closed =
          candidate.trimmingCharacters(in: CharacterSet(charactersIn: ",\n\r "))
          + Self.ending
        guard let recording = try? InputRecording(jsonData: Data(closed.utf8), source: source)
        else { continue }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count
        let warning =
          "Warning: \(source) is cut off at line \(lines) (a session that did not end): "
          + "replaying its \(recording.events.count) complete events, up to "
          + "\(JSONText.number(recording.duration)) s"
        return (recording, warning)
      }
      throw error
    }
  }
}
