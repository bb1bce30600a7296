import Foundation

/// Finds a key given twice in one JSON object, which JSONSerialization accepts silently,
/// keeping one of the values: in a recording or config, the other is lost without a word.
package enum JSONDuplicateKeys {
  /// What is wrong with `data` (text JSONSerialization has already read) when an object in
  /// it repeats a key, naming `source`, the line and the key; nil when none does.
  package static func problem(in data: Data, source: String) -> String? {
    first(in: data).map { key, line in
      "\(source): line \(line): key '\(TerminalText.escaped(key))' appears twice in one "
        + "object (JSON would keep only one of them)"
    }
  }

  /// The first key repeated within one object, decoded, and the line of its second
  /// occurrence.
  private static func first(in data: Data) -> (key: String, line: Int)? {
    let bytes = [UInt8](data)
    // One entry per open object (its keys so far) or list (nil).
    var open: [Set<String>?] = []
    var line = 1
    var index = 0
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "\n"): line += 1
      case UInt8(ascii: "{"): open.append([])
      case UInt8(ascii: "["): open.append(nil)
      case UInt8(ascii: "}"), UInt8(ascii: "]"): _ = open.popLast()
      case UInt8(ascii: "\""):
        let start = index
        index += 1
        while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
          index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
        }
        var next = index + 1
        while next < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[next]) { next += 1 }
        // A string followed by a colon inside an object is a key.
        if next < bytes.count, bytes[next] == UInt8(ascii: ":"), case let keys?? = open.last {
          let key = decoded(bytes[start...min(index, bytes.count - 1)])
          if keys.contains(key) { return (key, line) }
          open[open.count - 1] = keys.union([key])
        }
      default: break
      }
      index += 1
    }
    return nil
  }

  /// A string literal's text, its escapes resolved (`"a"` and `"\u0061"` are one key).
  private static func decoded(_ literal: ArraySlice<UInt8>) -> String {
    let value = try? JSONSerialization.jsonObject(
      with: Data(literal), options: [.fragmentsAllowed])
    return value as? String ?? String(decoding: literal.dropFirst().dropLast(), as: UTF8.self)
  }
}
