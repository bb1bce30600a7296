import Foundation

/// Reading JSONSerialization's values and writing JSON text by hand, for the recording and
/// scene config files (package-wide, not public).
package enum JSONText {
  /// A JSON number as a Double; nil for anything else, booleans included (they arrive as a
  /// boolean NSNumber, which `as? NSNumber` also accepts: its class name is the portable way
  /// to tell them apart).
  package static func number(_ value: Any) -> Double? {
    guard let number = value as? NSNumber, !isBoolean(value) else { return nil }
    return number.doubleValue
  }

  private static func isBoolean(_ value: Any) -> Bool {
    "\(type(of: value))".contains("Boolean")
  }

  /// What a value is, for messages: "a string", "a list", "null", "true", "3".
  package static func describe(_ value: Any) -> String {
    switch value {
    case is String: "a string"
    case is [Any]: "a list"
    case is [String: Any]: "an object"
    case is NSNull: "null"
    case let flag as NSNumber where isBoolean(value): flag.boolValue ? "true" : "false"
    default: number(value).map { number($0) } ?? "\(value)"
    }
  }

  /// Shortest text that reads back as the same Double: 20, 0.35.
  package static func number(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
  }

  /// `string` as a JSON string literal, quotes included.
  package static func quoted(_ string: String) -> String {
    let data = try? JSONSerialization.data(withJSONObject: [string], options: [.fragmentsAllowed])
    let array = data.map { String(decoding: $0, as: UTF8.self) } ?? "[\"\"]"
    return String(array.dropFirst().dropLast())
  }

  /// Where the parser gave up, as a line and column (the parser reports a character
  /// offset), or the last line when the text stops short (a truncated file).
  package static func position(of error: Error, in data: Data) -> String {
    let message = "\((error as NSError).userInfo[NSDebugDescriptionErrorKey] ?? error)"
    let text = String(decoding: data, as: UTF8.self)
    if let range = message.range(of: #"character \d+"#, options: .regularExpression),
      let offset = Int(message[range].dropFirst("character ".count))
    {
      let before = text.utf8.prefix(offset)
      let line = before.filter { $0 == UInt8(ascii: "\n") }.count + 1
      let column =
        before.count
        - (before.lastIndex(of: UInt8(ascii: "\n")).map {
          before.distance(from: before.startIndex, to: $0) + 1
        } ?? 0) + 1
      return " at line \(line), column \(column): \(message)"
    }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count
    return " (\(message)) — it ends at line \(lines): is it truncated?"
  }
}
